import { readdirSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

/**
 * Runs `handler` (a static-file server) only for the paths of files the build put in `dir`, listed once
 * at start: the build's output does not change while the server runs, and a page request would
 * otherwise cost a file-system look-up before it is rendered.
 */
export function onlyClientFiles(dir: string, handler: MiddlewareHandler): MiddlewareHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  return (c, next) => (files.has(decodePath(c.req.path)) ? handler(c, next) : next());
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
