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

const S3 = {
  S3_ENDPOINT: "https://s3.eu-west-1.amazonaws.com",
  S3_BUCKET: "cp-uploads",
  S3_REGION: "eu-west-1",
  S3_ACCESS_KEY_ID: "AKIA",
  S3_SECRET_ACCESS_KEY: "secret",
};

test("object storage takes all five S3 settings or none, and says which are missing", () => {
  expect(readEnv({}).S3_ENDPOINT).toBeUndefined();
  expect(readEnv(S3)).toMatchObject({ ...S3, S3_PATH_STYLE: "true" });
  const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
  expect(() => readEnv(partial)).toThrow(
    /S3: object storage needs all of S3_ENDPOINT, .* or none \(missing: S3_REGION, S3_SECRET_ACCESS_KEY\)/,
  );
  expect(() => readEnv({ ...S3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT: must be an http/);
  expect(() => readEnv({ ...S3, S3_BUCKET: "My_Bucket" })).toThrow(/S3_BUCKET: must be a bucket name/);
});
