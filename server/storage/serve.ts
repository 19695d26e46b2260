import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import type { ImageStore } from "./images.ts";

/**
 * GET /uploads/*: only files the image store wrote (random names, WebP). A name is never reused, so
 * browsers may keep a photo for a year; `private` keeps shared caches from holding it after its owner
 * replaces it or deletes the account.
 */
export function serveUploads(store: ImageStore) {
  return async (c: Context) => {
    const file = store.fileOf(c.req.path);
    if (!file) return c.text("Not found", 404);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return c.text("Not found", 404);
    }
    return c.body(new Uint8Array(body), 200, {
      "content-type": "image/webp",
      "content-length": String(body.length),
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
  };
}
