// What both benches do around the production server: build it first (unless --no-build), wait for it
// to answer, stop it.
import { type ChildProcess, spawnSync } from "node:child_process";

/** Builds the production bundle unless the command was given --no-build; a failed build ends the run. */
export function buildUnlessAsked(): void {
  if (process.argv.includes("--no-build")) return;
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Resolves once `base`/health answers; fails if the server exits first or takes over a minute. */
export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** Stops the server and resolves once it has exited. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}
