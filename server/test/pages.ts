import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import type { RenderCacheOptions } from "../http/render-cache.ts";
import type { Clock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import { testDatabase } from "./database.ts";

export type TestPages = {
  database: Database;
  app: ReturnType<typeof createApp>["app"];
  /** A form posted from the product's own page (same origin) by the holder of a session token. */
  post: (pathname: string, token: string, fields: Record<string, string>) => Promise<Response>;
};

/**
 * Whole page requests through the Hono app and the React Router build, compiled on the fly by Vite (no
 * `npm run build` first), or, with PAGES_BUILD_DIR set (`npm test` and CI, after their build), the production
 * build in that folder: loading it takes a second where Vite's compilation took about twenty in every test file.
 * Call it at the top of a test file: the database and the build open before its tests and close after them;
 * `onQuery` sees every SQL statement; `renderCache` turns the visitors' page cache on; `clock` sets the product's
 * calendar (server/clock.ts); `database` opens another database than the test database (one behind a relay).
 */
export function testPages(
  options: {
    onQuery?: (sql: string) => void;
    renderCache?: RenderCacheOptions;
    clock?: Clock;
    storage?: Storage;
    downloadsDir?: string;
    database?: () => Promise<Database>;
  } = {},
): TestPages {
  let vite: ViteDevServer | undefined;
  const pages = {
    post: (pathname, token, fields) =>
      pages.app.request(pathname, {
        method: "POST",
        headers: { cookie: `token=${token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
  } as TestPages;
  beforeAll(async () => {
    pages.database = await (options.database ? options.database() : testDatabase(options));
    const built = process.env.PAGES_BUILD_DIR;
    let build: ServerBuild;
    if (built) build = (await import(pathToFileURL(path.resolve(built, "server", "index.js")).href)) as ServerBuild;
    else {
      vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
      build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    }
    pages.app = createApp({
      database: pages.database,
      build,
      clientDir: mkdtempSync(path.join(tmpdir(), "pages-")),
      production: false,
      trustProxy: false,
      secureCookies: false,
      publicUrl: "http://localhost",
      // Off unless a test is about it: tests change the database directly, behind the cache's back.
      renderCache: options.renderCache ?? false,
      clock: options.clock,
      storage: options.storage,
      downloadsDir: options.downloadsDir,
    }).app;
  });
  afterAll(async () => {
    await vite?.close();
    await pages.database?.close();
  });
  return pages;
}
