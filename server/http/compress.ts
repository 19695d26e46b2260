import { pipeline, Readable } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Brotli (preferred) or gzip for text responses. Streams are flushed as they go so server-rendered
 * HTML still reaches the browser in pieces on a slow connection.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const length = Number(res.headers.get("content-length") ?? Number.NaN);
    if (!res.body || res.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return;
    if (c.req.method === "HEAD" || length < MIN_BYTES || res.status === 204 || res.status === 304) return;
    const accept = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    if (!encoding) return;
    const encoder =
      encoding === "br"
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            // Made for one request (the visitors' pages are compressed once, harder: render-cache.ts), so cheap:
            // a 256 KB window instead of the default 4 MB, whose buffers every response's encoder allocated and
            // faulted in (about 4 ms of CPU per signed-in page under load, bench/run.ts), and quality 3, half
            // the work of 4 for 3 % more bytes on a page.
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
    // GraphQL Yoga answers with its own ReadableStream implementation, which Readable.fromWeb refuses:
    // read any web stream through its reader instead. pipeline tears both down if either side fails.
    const body = pipeline(Readable.from(chunksOf(res.body), { objectMode: false }), encoder, () => {});
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
    // Hono copies the old response's headers onto a new c.res (content-length included, which would
    // make browsers wait for bytes that never come); clearing it first replaces the response whole.
    c.res = undefined;
    c.res = new Response(Readable.toWeb(body) as unknown as ReadableStream, { status: res.status, statusText: res.statusText, headers });
  };
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
