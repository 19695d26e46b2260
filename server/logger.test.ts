import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshLogger() {
  vi.resetModules();
  return (await import("./logger.ts")).logger;
}

test("the logger takes its level from the validated environment", async () => {
  vi.stubEnv("LOG_LEVEL", "warn");
  expect((await freshLogger()).level).toBe("warn");
  vi.stubEnv("LOG_LEVEL", undefined);
  vi.stubEnv("NODE_ENV", "test");
  expect((await freshLogger()).level).toBe("silent");
});

test("a wrong LOG_LEVEL does not break the import: boot's validation reports it", async () => {
  vi.stubEnv("LOG_LEVEL", "loud");
  expect((await freshLogger()).level).toBe("info");
});
