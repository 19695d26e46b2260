import type { Context } from "hono";
import { type ByteRange, isPublicKey, keyOfPublicPath, type Storage } from "./storage.ts";

/**
 * GET /uploads/*: files of the storage, with the type their key names (never HTML or script) and
 * `nosniff`. Uploads still waiting for processing are the users' own bytes and are not served, nor are private
 * files (staff open those through their own routes) or documents (PDF: never shown inline). A name is
 * never reused, so browsers may keep a file for a year; `private` keeps shared caches from holding it after
 * its owner replaces or deletes it. A single `Range` is answered (206) so browsers can seek in a video.
 */
export function serveUploads(storage: Storage) {
  return async (c: Context) => {
    const key = keyOfPublicPath(c.req.path);
    if (!key || !isPublicKey(key)) return c.text("Not found", 404);
    const file = await storage.get(key, parseRange(c.req.header("range")));
    if (!file) return c.text("Not found", 404);
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    };
    const { range } = file;
    if (range) headers["content-range"] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers["content-length"] = String(range ? range.end - range.start + 1 : file.size);
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, range ? 206 : 200, headers);
    }
    return c.body(file.body, range ? 206 : 200, headers);
  };
}

/**
 * The one range of `Range: bytes=a-b` or `bytes=a-`; anything else (several ranges, the last n bytes, other
 * units, nonsense) is ignored and the file sent whole, as HTTP allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const [, first, last] = (header && /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim())) || [];
  if (!first) return undefined;
  const range = { start: Number(first), end: last ? Number(last) : undefined };
  return range.end !== undefined && range.end < range.start ? undefined : range;
}
