import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertKey, contentTypeOfKey, type Storage } from "./storage.ts";

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (the default, what most S3-compatible servers expect) rather than `bucket.endpoint/key`. */
  pathStyle: boolean;
};

/** A request the service answered with an error (its status and S3 error code). */
export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, operation: string) {
    super(`S3 ${operation} failed: ${status} ${code}`);
    this.name = "S3Error";
    this.status = status;
    this.code = code;
  }
}

/** Until the service answers (headers); a file being streamed to a browser is not cut by it. */
const ANSWER_TIMEOUT_MS = 30_000;
/** Attempts for a request the service could not take (5xx, 429 "slow down", a dropped connection). */
const ATTEMPTS = 3;
const EMPTY_SHA256 = createHash("sha256").digest("hex");

/**
 * Files as objects of an S3-compatible bucket, each key an object key, requests signed with AWS Signature
 * Version 4 by aws4fetch (decision 029). `transport` is how signed requests are sent (tests route
 * virtual-host requests to a local server with it).
 */
export function s3Storage(settings: S3Settings, transport: (request: Request) => Promise<Response> = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
  });
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, "");
  const urlOf = (key: string) =>
    settings.pathStyle
      ? `${endpoint.origin}${base}/${settings.bucket}/${key}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${key}`;

  async function send(operation: string, key: string, init: RequestInit, payloadHash: string): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`S3 ${operation} timed out`)), ANSWER_TIMEOUT_MS);
      try {
        // Signed again at each attempt: the signature carries the time.
        const headers = new Headers(init.headers);
        headers.set("x-amz-content-sha256", payloadHash);
        const request = await client.sign(urlOf(key), { ...init, headers, signal: controller.signal });
        const response = await transport(request);
        if ((response.status < 500 && response.status !== 429) || attempt === ATTEMPTS) return response;
        await response.body?.cancel();
      } catch (error) {
        if (attempt === ATTEMPTS || controller.signal.aborted) throw error;
      } finally {
        clearTimeout(timer);
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertKey(key, contentType);
      const hash = createHash("sha256").update(bytes).digest("hex");
      const response = await send(
        "put",
        key,
        { method: "PUT", body: bytes as Uint8Array<ArrayBuffer>, headers: { "content-type": contentType } },
        hash,
      );
      if (!response.ok) throw await failure(response, "put");
      await response.body?.cancel();
    },
    async get(key, range) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end ?? ""}` } : {};
      let response = await send("get", key, { method: "GET", headers }, EMPTY_SHA256);
      if (response.status === 416) {
        // A range past the end: the file whole, as the local folder answers it.
        await response.body?.cancel();
        response = await send("get", key, { method: "GET" }, EMPTY_SHA256);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200 && response.status !== 206) throw await failure(response, "get");
      const body = response.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
      const [, start, end, total] =
        response.status === 206
          ? (/^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get("content-range") ?? "") ?? [])
          : [undefined, undefined, undefined, /^\d+$/.exec(response.headers.get("content-length") ?? "")?.[0]];
      if (!total) {
        await body.cancel();
        throw new S3Error(response.status, "MissingLength", "get");
      }
      return { body, contentType, size: Number(total), range: start === undefined ? null : { start: Number(start), end: Number(end) } };
    },
    async remove(key) {
      assertKey(key);
      const response = await send("delete", key, { method: "DELETE" }, EMPTY_SHA256);
      if (!response.ok && response.status !== 404) throw await failure(response, "delete");
      await response.body?.cancel();
    },
  };
}

async function failure(response: Response, operation: string): Promise<S3Error> {
  const text = await response.text().catch(() => "");
  return new S3Error(response.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "Unknown", operation);
}
