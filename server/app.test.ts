import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, test } from "vitest";
import { LOGIN_ADDRESS_MAX_FAILURES } from "../common/constants.ts";
import { compress } from "./http/compress.ts";
import { createApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { testDatabase } from "./test/database.ts";

let database: Database;
let app: ReturnType<typeof createApp>["app"];

beforeAll(async () => {
  database = await testDatabase();
  app = createApp({ database, production: true, trustProxy: false, secureCookies: true, publicUrl: "https://example.org" }).app;
});
afterAll(() => database.close());

test("health answers with the database kind", async () => {
  const res = await app.request("/health");
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});

test("every response carries the security headers", async () => {
  const res = await app.request("/health");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("strict-transport-security")).toContain("max-age=");
});

test("a fresh nonce per request", async () => {
  const a = (await app.request("/health")).headers.get("content-security-policy");
  const b = (await app.request("/health")).headers.get("content-security-policy");
  expect(a).not.toBe(b);
});

test("text answers are compressed with brotli, or gzip for older clients", async () => {
  const small = new Hono()
    .use(compress())
    .get("/big", (c) => c.body("competencias digitales ".repeat(500), 200, { "content-type": "text/plain", "content-length": "11500" }));
  const br = await small.request("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  // The uncompressed length must not survive, or browsers wait for bytes that never come.
  expect(br.headers.get("content-length")).toBeNull();
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe("competencias digitales ".repeat(500));
  const gz = await small.request("/big", { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toHaveLength(23 * 500);
  const none = await small.request("/big");
  expect(none.headers.get("content-encoding")).toBeNull();
});

test("an answer larger than brotli's window still arrives whole", async () => {
  // Dynamic answers use a 256 KB window (compress.ts); a longer one refers back less far, nothing more.
  const text = Array.from({ length: 40_000 }, (_, i) => `línea ${(i * 7919) % 100_003}\n`).join("");
  const big = new Hono().use(compress()).get("/huge", (c) => c.body(text, 200, { "content-type": "text/plain" }));
  const res = await big.request("/huge", { headers: { "accept-encoding": "br" } });
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(Buffer.byteLength(text)).toBeGreaterThan(256 * 1024);
  expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
});

test("large GraphQL answers are compressed too (Yoga streams its own ReadableStream)", async () => {
  const query = `{ provinces { id name } }`;
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const res = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": encoding },
      body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    const body = JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.data.provinces).toHaveLength(52);
  }
});

test("a forged x-client-ip header does not spread login failures over many addresses", async () => {
  const login = (i: number) =>
    app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": `10.0.0.${i}` },
      body: JSON.stringify({ query: `mutation { login(email: "nadie${i}@example.org", password: "x") { __typename } }` }),
    });
  for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) expect((await login(i)).status).toBe(200);
  // Every attempt came from the same real address, so the next one is refused whatever the header says.
  expect((await login(99)).status).toBe(429);
});

test("a request body over the upload limit is refused before it is read whole", async () => {
  const res = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ __typename }", padding: "x".repeat(12 * 1024 * 1024) }),
  });
  expect(res.status).toBe(413);
});

/** One request through a keep-alive agent; an answer that never comes fails after 10 s instead of hanging the test. */
function send(port: number, agent: Agent, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
  return new Promise<{ status: number; connection: string | undefined; socket: unknown }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, agent, headers, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: res.socket }));
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} got no answer`)));
    req.on("error", reject);
    req.end(body);
  });
}

test("a large POST refused before its body is read closes its connection, and the client's next request is answered", async () => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const megabyte = Buffer.alloc(1024 * 1024, "a");
    // A multipart call without Yoga's CSRF header: refused (403) without reading the upload.
    const refused = await send(
      port,
      agent,
      "POST",
      "/graphql",
      { "content-type": "multipart/form-data; boundary=x", "content-length": String(megabyte.length) },
      megabyte,
    );
    expect(refused.status).toBe(403);
    expect(refused.connection).toBe("close");
    const next = await send(port, agent, "GET", "/health");
    expect(next.status).toBe(200);
    // A request whose body was read keeps its connection for the next one.
    const read = await send(
      port,
      agent,
      "POST",
      "/graphql",
      { "content-type": "application/json" },
      Buffer.from(JSON.stringify({ query: "{ __typename }" })),
    );
    expect(read.status).toBe(200);
    expect(read.connection).toBe("keep-alive");
    expect((await send(port, agent, "GET", "/health")).socket).toBe(read.socket);
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});
