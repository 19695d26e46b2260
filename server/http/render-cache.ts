import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { CONSENT_COOKIE, HIDE_DATA_BANNER_COOKIE } from "../../common/constants.ts";
import { LANGUAGE_COOKIE } from "../../common/languages.ts";
import { matchRoute, SHARED_PAGES } from "../../common/routes.ts";
import { readCookie, readToken } from "../auth/cookies.ts";
import type { SecurityVariables } from "./security.ts";

/*
 * Pages of visitors without an account, served from memory. The shared pages (the catalogue, the
 * publications, the programme's texts: common/routes.ts SHARED_PAGES) are the same for everyone with the
 * same address and the same preference cookies (language, cookie consent, the data banner's), so the
 * first render is kept and later visitors get its bytes, compressed once. What keeps it true:
 * - only requests with no session (no `token` cookie, no bearer token) are served or stored, and only
 *   answers that set no cookie and are not private: a personalised page never enters;
 * - a mutation that changes what visitors see empties it (graphql/public-content.ts), and every page
 *   is rendered again after `ttlMs` anyway (dates: "this week's" events);
 * - a kept page has no nonce: its inline scripts are allowed by their hashes in its Content-Security-
 *   Policy (security.ts), so the same bytes can go to everyone, and to a CDN in front (s-maxage).
 */

type Entry = {
  status: number;
  contentType: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  scriptHashes: string[];
  expires: number;
};

export type RenderCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };
export type RenderCache = { middleware: MiddlewareHandler<{ Variables: SecurityVariables }>; invalidate: () => void };

/**
 * Whether a path is a page the same for every visitor (common/routes.ts SHARED_PAGES), as a document or
 * as its client navigation's `.data` (the home page's is `/_.data`).
 */
function isSharedPage(pathname: string): boolean {
  const page = pathname === "/_.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const match = matchRoute(page);
  return !!match && SHARED_PAGES.has(match.name);
}

/** The address plus the cookies a visitor's page depends on. */
function keyOf(url: URL, cookies: string | null): string {
  const preference = (name: string) => readCookie(cookies, name) ?? "";
  return [url.pathname + url.search, preference(LANGUAGE_COOKIE), preference(CONSENT_COOKIE), preference(HIDE_DATA_BANNER_COOKIE)].join(
    "\n",
  );
}

const CACHEABLE_TYPE = /^text\/(html|x-script)\b/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 of every inline script, as a Content-Security-Policy source would name it. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes ?? "")) continue;
    hashes.add(
      createHash("sha256")
        .update(content ?? "")
        .digest("base64"),
    );
  }
  return [...hashes];
}

export function createRenderCache({ ttlMs = 60_000, maxEntries = 200, now = Date.now }: RenderCacheOptions = {}): RenderCache {
  // Insertion order is use order (a hit is moved to the end): the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let version = 0;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const serve = (c: Context<{ Variables: SecurityVariables }>, entry: Entry, state: "hit" | "miss"): Response => {
    c.set("scriptHashes", entry.scriptHashes);
    const headers = new Headers({
      "content-type": entry.contentType,
      // Browsers ask again each time (a login must show at once); a shared cache may keep it briefly.
      "cache-control": `public, max-age=0, s-maxage=${Math.floor(ttlMs / 1000)}`,
      etag: entry.etag,
      vary: "Accept-Encoding, Cookie",
      "x-render-cache": state,
    });
    if (c.req.header("if-none-match") === entry.etag) return new Response(null, { status: 304, headers });
    const accept = c.req.header("accept-encoding") ?? "";
    let body = entry.body;
    if (/\bbr\b/.test(accept)) {
      entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      body = entry.br;
      headers.set("content-encoding", "br");
    } else if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 });
      body = entry.gzip;
      headers.set("content-encoding", "gzip");
    }
    headers.set("content-length", String(body.byteLength));
    return new Response(new Uint8Array(body), { status: entry.status, headers });
  };

  const middleware: MiddlewareHandler<{ Variables: SecurityVariables }> = async (c, next) => {
    const request = c.req.raw;
    if (request.method !== "GET" || readToken(request.headers)) return next();
    const url = new URL(request.url);
    if (!isSharedPage(url.pathname)) return next();
    const key = keyOf(url, request.headers.get("cookie"));
    const kept = entries.get(key);
    if (kept && kept.expires > now()) {
      store(key, kept);
      c.res = serve(c, kept, "hit");
      return;
    }

    const renderedAt = version;
    await next();
    const res = c.res;
    const contentType = res.headers.get("content-type") ?? "";
    const cacheControl = res.headers.get("cache-control") ?? "";
    if (
      res.status !== 200 ||
      !CACHEABLE_TYPE.test(contentType) ||
      res.headers.has("set-cookie") ||
      /\b(private|no-store)\b/.test(cacheControl)
    ) {
      return;
    }
    // The nonce was this response's own: the kept page names its scripts by hash instead.
    const html = (await res.text()).split(` nonce="${c.get("nonce")}"`).join("");
    const body = Buffer.from(html);
    const entry: Entry = {
      status: res.status,
      contentType,
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      scriptHashes: inlineScriptHashes(html),
      expires: now() + ttlMs,
    };
    // A page rendered while a change was being made may show the old state: it is sent, not kept.
    if (version === renderedAt) store(key, entry);
    c.res = undefined;
    c.res = serve(c, entry, "miss");
  };

  return {
    middleware,
    invalidate: () => {
      version++;
      entries.clear();
    },
  };
}
