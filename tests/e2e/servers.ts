import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The journeys' servers (decision 054): one production server per Playwright worker, each on a fresh embedded
 * database of its own with the demo seed, so two workers never share an account, a rate-limit counter or an outbox.
 * The runner starts them all at once in global setup (global-setup.ts); worker n (TEST_PARALLEL_INDEX, the same for a
 * worker that replaces a failed one) talks to server n only.
 */

/** Browser workers, and so servers: two on CI's 2-core machine (E2E_WORKERS changes it). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** Server n listens on E2E_PORT + n; the OpenID Connect providers on E2E_PORT + 1000 and + 1001, shared by all. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
/** The server's calendar in the journeys (decision 035): the Europe super-challenge 2025-26 takes submissions. */
const E2E_CLOCK_START = "2025-12-01T09:00:00+01:00";

// The runner makes the run's folder; its workers load the config again and inherit the folder through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_GOOGLE_PORT ??= String(E2E_PORT + 1000);
process.env.E2E_MICROSOFT_PORT ??= String(E2E_PORT + 1001);

/** The worker this process is (0 in the runner). */
export const workerServer = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const serverUrl = (index: number) => `http://localhost:${E2E_PORT + index}`;
/**
 * The pages and states axe has passed in this run, one file each naming the check that passed it, shared by every worker (fixtures.ts,
 * expectAccessible); emptied when a run starts, should E2E_DATA_DIR be a folder of an earlier run.
 */
export const axeScannedDir = path.join(process.env.E2E_DATA_DIR!, "axe-scanned");
/** Server n's DATA_DIR; without SMTP_URL it writes mail to `outbox/` there, where journeys read the emailed links. */
export const serverDataDir = (index: number) => path.join(process.env.E2E_DATA_DIR!, `server-${index}`);

const social = {
  GOOGLE_CLIENT_ID: "e2e-google",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_ISSUER: `http://localhost:${process.env.E2E_GOOGLE_PORT}`,
  MICROSOFT_CLIENT_ID: "e2e-microsoft",
  MICROSOFT_CLIENT_SECRET: "e2e-microsoft-secret",
  MICROSOFT_ISSUER: `http://localhost:${process.env.E2E_MICROSOFT_PORT}`,
};

/** Starts server n (`node server/main.ts` on the production build) and resolves once its /health answers. */
async function startServer(index: number): Promise<ChildProcess> {
  const url = serverUrl(index);
  if (await healthy(url)) throw new Error(`${url} is already in use: stop what listens there or set E2E_PORT to another port.`);
  const dataDir = serverDataDir(index);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      NODE_ENV: "production",
      PORT: String(E2E_PORT + index),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      CLOCK_START: E2E_CLOCK_START,
      PUBLIC_URL: url,
      ...social,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`The e2e server on ${url} exited (code ${code}) before it answered.`))),
  );
  const deadline = Date.now() + 240_000;
  const ready = (async () => {
    while (!(await healthy(url))) {
      if (Date.now() > deadline) throw new Error(`The e2e server on ${url} did not answer /health within 240 s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  exited.catch(() => {}); // from now on a stop is expected
  return child;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts every worker's server at once (each seeds its own database); resolves to the function that stops them. */
export async function startServers(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index)));
  const children = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return stop;
}
