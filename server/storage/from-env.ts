import path from "node:path";
import type { Env } from "../env.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** S3-compatible object storage when its settings are given (env.ts checks all or none), else DATA_DIR/uploads. */
export function storageFromEnv(env: Env): { storage: Storage; kind: "s3" | "local" } {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  if (endpoint && bucket && region && accessKeyId && secretAccessKey) {
    return {
      storage: s3Storage({ endpoint, bucket, region, accessKeyId, secretAccessKey, pathStyle: env.S3_PATH_STYLE === "true" }),
      kind: "s3",
    };
  }
  return { storage: localStorage(path.join(env.DATA_DIR, "uploads")), kind: "local" };
}
