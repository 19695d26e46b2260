import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./tests/e2e/browser.ts";
import { E2E_WORKERS, serverDataDir, serverUrl, workerServer } from "./tests/e2e/servers.ts";

// Journeys run against the production build in Debian's headless Chromium (tests/e2e/browser.ts), each worker against a server of its own on a
// fresh embedded database (tests/e2e/servers.ts, started by the global setup). Workers load this file again: there
// TEST_PARALLEL_INDEX says which server is theirs.
const baseURL = serverUrl(workerServer);
// Without SMTP_URL the server writes mail to its outbox; journeys read the emailed links there.
process.env.E2E_OUTBOX = path.join(serverDataDir(workerServer), "outbox");

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // A file's journeys run in order in one worker (later ones build on earlier ones' data); the files go to whichever
  // worker is free, which ended the two workers' runs within half a minute of each other (decision 054).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Two workers share two cores: a journey takes up to twice as long as it does alone (decision 054).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // Recording a trace costs every journey its snapshots: on CI only a failed journey's retry records one (decision 054).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
});
