import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-storage.ts";

/** s3rver's own account (it knows no other), and the name its virtual hosts end in. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const SERVICE_HOST = "localhost";

/**
 * An S3-compatible server in this process (s3rver, files in a temporary folder) with one bucket, and a
 * transport that checks every request's AWS Signature Version 4 (s3rver does not: a request signed wrong
 * gets S3's 403 SignatureDoesNotMatch) and sends virtual-hosted ones (`bucket.s3.localhost`) to it.
 */
export async function startS3(bucket = "test-uploads") {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    serviceEndpoint: SERVICE_HOST,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings = (pathStyle: boolean): S3Settings => ({
    endpoint: pathStyle ? `http://127.0.0.1:${port}` : `http://s3.${SERVICE_HOST}:${port}`,
    bucket,
    region: "eu-south-2",
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    pathStyle,
  });
  async function transport(request: Request): Promise<Response> {
    const body = request.method === "PUT" ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const problem = signatureProblem(request, body, SECRET_ACCESS_KEY, "eu-south-2");
    if (problem) return new Response(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`, { status: 403 });
    return loopback(request, port, body);
  }
  return {
    settings,
    transport,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Why a request's SigV4 signature is wrong, worked out again from what is sent (AWS's documented algorithm); null when right. */
function signatureProblem(request: Request, body: Uint8Array | undefined, secret: string, region: string): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.get("authorization") ?? "",
    );
  if (!auth) return "no SigV4 authorization header";
  const [, day, signedRegion, signedHeaders, signature] = auth as unknown as [string, string, string, string, string];
  const names = signedHeaders.split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) if (!names.includes(required)) return `${required} is not signed`;
  if (signedRegion !== region) return `signed for region ${signedRegion}`;
  const payloadHash = request.headers.get("x-amz-content-sha256") ?? "";
  if (
    payloadHash !==
    createHash("sha256")
      .update(body ?? new Uint8Array())
      .digest("hex")
  )
    return "payload hash does not match the body";
  const url = new URL(request.url);
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join("&");
  const headers = names.map((name) => `${name}:${name === "host" ? url.host : (request.headers.get(name) ?? "").trim()}\n`).join("");
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join("\n");
  const date = request.headers.get("x-amz-date") ?? "";
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", date, scope, createHash("sha256").update(canonical).digest("hex")].join("\n");
  let key: Buffer = createHmac("sha256", `AWS4${secret}`).update(day).digest();
  for (const part of [region, "s3", "aws4_request"]) key = createHmac("sha256", key).update(part).digest();
  return createHmac("sha256", key).update(toSign).digest("hex") === signature ? null : "signature does not match";
}

/** Sends a request to the local server whatever host its URL names, keeping that host in the Host header. */
function loopback(request: Request, port: number, body: Uint8Array | undefined): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { ...Object.fromEntries(request.headers), host: url.host };
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method: request.method, path: url.pathname + url.search, headers },
      (incoming) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") responseHeaders.set(name, value);
        const status = incoming.statusCode ?? 500;
        const hasBody = request.method !== "HEAD" && status !== 204 && status !== 304;
        if (!hasBody) incoming.resume();
        resolve(new Response(hasBody ? (Readable.toWeb(incoming) as ReadableStream) : null, { status, headers: responseHeaders }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
