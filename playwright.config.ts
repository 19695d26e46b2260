import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Journeys run against the production build on a fresh embedded database, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3300);
/** The server's calendar in the journeys (decision 035): the Europe super-challenge 2025-26 takes submissions. */
const E2E_CLOCK_START = "2025-12-01T09:00:00+01:00";
// Workers load this file again: they inherit the runner's folder through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
const dataDir = process.env.E2E_DATA_DIR;
// Without SMTP_URL the server writes mail to its outbox; journeys read the emailed links there.
process.env.E2E_OUTBOX = path.join(dataDir, "outbox");
// Local OpenID Connect providers for Google and Microsoft (tests/e2e/oidc.setup.ts), beside the server's port.
process.env.E2E_GOOGLE_PORT ??= String(port + 1000);
process.env.E2E_MICROSOFT_PORT ??= String(port + 1001);
const social = {
  GOOGLE_CLIENT_ID: "e2e-google",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_ISSUER: `http://localhost:${process.env.E2E_GOOGLE_PORT}`,
  MICROSOFT_CLIENT_ID: "e2e-microsoft",
  MICROSOFT_CLIENT_SECRET: "e2e-microsoft-secret",
  MICROSOFT_ISSUER: `http://localhost:${process.env.E2E_MICROSOFT_PORT}`,
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/oidc.setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: "node server/main.ts",
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      CLOCK_START: E2E_CLOCK_START,
      PUBLIC_URL: `http://localhost:${port}`,
      ...social,
    },
  },
});
