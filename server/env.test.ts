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
