import { expect, test } from "vitest";
import { readEnv } from "./env.ts";

test("defaults to the embedded setup on port 3000", () => {
  const env = readEnv({});
  expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "data", NODE_ENV: "development" });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("a wrong value stops boot with a message naming the variable", () => {
  expect(() => readEnv({ PORT: "http" })).toThrow(/PORT/);
  expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
  expect(() => readEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
});

test("the log level is silent under test and info otherwise, unless LOG_LEVEL says", () => {
  expect(readEnv({}).LOG_LEVEL).toBe("info");
  expect(readEnv({ NODE_ENV: "test" }).LOG_LEVEL).toBe("silent");
  expect(readEnv({ NODE_ENV: "test", LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
  expect(() => readEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
});
