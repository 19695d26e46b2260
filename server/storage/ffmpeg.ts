import { spawn, spawnSync } from "node:child_process";

/** ffmpeg or ffprobe did not finish: it failed on the input, ran out of time or of a resource limit, or is not installed. */
export class VideoToolFailed extends Error {
  readonly reason: "failed" | "timeout";
  constructor(reason: "failed" | "timeout", detail: string) {
    super(`video processing ${reason}: ${detail}`);
    this.name = "VideoToolFailed";
    this.reason = reason;
  }
}

export type ToolLimits = {
  /** Wall-clock time before the process is killed. */
  timeoutMs: number;
  /** Address space (RLIMIT_AS): a file made to blow up the decoder's memory kills the process, not the server. */
  memoryBytes?: number;
  /** Largest file it may write (RLIMIT_FSIZE). */
  fileBytes?: number;
};

const DEFAULT_MEMORY = 2 * 1024 ** 3;
const DEFAULT_FILE = 512 * 1024 ** 2;
/** What is kept of standard output (ffprobe's JSON, a poster frame): beyond this the process is killed. */
const MAX_OUTPUT = 64 * 1024 ** 2;

/**
 * Runs Debian's ffmpeg or ffprobe (installed by the set-up: README) under `prlimit` (memory, CPU time, file
 * size) and `nice` (the server's requests come first), killed after `timeoutMs`; resolves with its standard
 * output. Arguments go straight to the program, never through a shell.
 */
export function runVideoTool(program: "ffmpeg" | "ffprobe", args: string[], limits: ToolLimits): Promise<Buffer> {
  const cpuSeconds = Math.ceil(limits.timeoutMs / 1000) * 2;
  const command = [
    `--as=${limits.memoryBytes ?? DEFAULT_MEMORY}`,
    `--cpu=${cpuSeconds}`,
    `--fsize=${limits.fileBytes ?? DEFAULT_FILE}`,
    "--",
    "nice",
    "-n",
    "10",
    program,
    ...args,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("prlimit", command, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errors = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, limits.timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT) child.kill("SIGKILL");
      else output.push(chunk);
    });
    // The end of standard error says why it failed; the rest is not kept.
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new VideoToolFailed("failed", `${program} could not start (${error.message})`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new VideoToolFailed("timeout", `${program} took more than ${limits.timeoutMs} ms`));
      else if (code === 0) resolve(Buffer.concat(output));
      // `nice` could not find it: a set-up fault, not a bad file.
      else if (code === 127 && /No such file or directory/.test(errors))
        reject(new Error(`${program} is not installed (apt-get install -y ffmpeg): ${errors.trim()}`));
      else reject(new VideoToolFailed("failed", `${program} ended with ${signal ?? code}: ${errors.trim()}`));
    });
  });
}

/** Whether ffmpeg and ffprobe can be run (checked at boot: without them video uploads fail). */
export function videoToolsInstalled(): boolean {
  return (["ffmpeg", "ffprobe"] as const).every((program) => spawnSync(program, ["-version"], { stdio: "ignore" }).status === 0);
}
