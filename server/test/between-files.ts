import { afterAll, vi } from "vitest";

/**
 * Vitest runs every test file of a worker in one module registry (vitest.config.ts, `isolate: false`, decision 054).
 * After each file, whatever it may have changed for the next one goes back as it was: spies, fake timers, stubbed
 * environment variables and globals.
 */
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
