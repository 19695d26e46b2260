import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { getOperationAST, parse } from "graphql";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_MAX_BYTES } from "../common/constants.ts";
import { EUROPE_MAX_FILES } from "../common/europe-challenge.ts";
import { GALLERY_MAX_FILES } from "../common/gallery.ts";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Language } from "../common/languages.ts";
import type { GraphQLResult, ServerContext } from "../common/server-context.ts";
import type { Database } from "./db/client.ts";
import type { SharedCaller } from "./graphql/context.ts";
import { CLIENT_IP_HEADER, createGraphQL, LANGUAGE_HEADER } from "./graphql/yoga.ts";
import { onlyClientFiles } from "./http/client-files.ts";
import { compress } from "./http/compress.ts";
import { readablePageRequest } from "./http/page-paths.ts";
import { privateWhenSignedIn } from "./http/private-cache.ts";
import { createRenderCache, type RenderCacheOptions } from "./http/render-cache.ts";
import { sameOriginPosts } from "./http/same-origin.ts";
import { closeAfterUnreadBody } from "./http/unread-bodies.ts";
import { securityHeaders, type SecurityVariables } from "./http/security.ts";
import { logger } from "./logger.ts";
import type { SocialConfig } from "./auth/social-config.ts";
import { serveUploads } from "./storage/serve.ts";
import type { Storage } from "./storage/storage.ts";
import type { Clock } from "./clock.ts";

export type AppOptions = {
  database: Database;
  /** The React Router server build (build/server/index.js); without it only the API is served. */
  build?: ServerBuild;
  clientDir?: string;
  production: boolean;
  trustProxy: boolean;
  /** Session cookies marked Secure (served over HTTPS). */
  secureCookies: boolean;
  publicUrl: string;
  social?: SocialConfig;
  /** Uploaded files (the data folder or object storage: decision 029), served at /uploads/. */
  storage?: Storage;
  /** The product's calendar (server/clock.ts). */
  clock?: Clock;
  /** The formation downloads' files (DATA_DIR/downloads), handed to the file route's loader. */
  downloadsDir?: string;
  /** Visitors' pages kept in memory (http/render-cache.ts); `false` renders every request. */
  renderCache?: RenderCacheOptions | false;
};

const MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 1024 * 1024;
/** A form with files may carry its most uploads of 10 MB each: the gallery's share form, the Europe super-challenge's submission. */
const MAX_MULTIPART_BYTES = Math.max(GALLERY_MAX_FILES, EUROPE_MAX_FILES) * UPLOAD_MAX_BYTES + 1024 * 1024;

/** What a 503 tells clients to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

type Env = { Variables: SecurityVariables & { ip: string } };
/** What a page request's operations said about waiting: the Retry-After of a refused one. */
type Waits = { retryAfter: string | null };

/** The one HTTP application: pages, /graphql, static assets, health. */
export function createApp(options: AppOptions) {
  const { database, build, production } = options;
  const renderCache = build && options.renderCache !== false ? createRenderCache(options.renderCache) : null;
  const yoga = createGraphQL({
    db: database.db,
    production,
    secureCookies: options.secureCookies,
    publicUrl: options.publicUrl,
    social: options.social,
    storage: options.storage,
    clock: options.clock,
    downloadsDir: options.downloadsDir,
    onPublicContentChange: renderCache?.invalidate,
  });
  const app = new Hono<Env>();

  app.use(closeAfterUnreadBody());
  app.use(async (c, next) => {
    const started = performance.now();
    const forwarded = options.trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    let ip = forwarded ?? "unknown";
    if (!forwarded) {
      try {
        ip = getConnInfo(c).remote.address ?? "unknown";
      } catch {
        // requests made in-process (tests, benchmarks) have no socket
      }
    }
    c.set("ip", ip);
    await next();
    // The database is away for now (a restart: /health, the API's UNAVAILABLE, the pages' 503): when to try again.
    if (c.res.status === 503 && !c.res.headers.has("retry-after")) c.res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });
  app.use(securityHeaders({ production }));
  app.use(privateWhenSignedIn());
  app.use(compress());
  // Nothing legitimate is larger than one upload plus its form: refuse before buffering more.
  const tooLarge = (c: Context) => c.json({ errors: [{ message: "Request too large" }] }, 413);
  const bodyLimitOf = {
    plain: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
    multipart: bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError: tooLarge }),
  };
  app.use((c, next) =>
    (c.req.header("content-type")?.startsWith("multipart/form-data") ? bodyLimitOf.multipart : bodyLimitOf.plain)(c, next),
  );

  app.get("/health", async (c) => {
    try {
      await database.db.execute("select 1");
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "error" }, 503);
    }
  });

  /** Runs a request through Yoga with the client address set by us, never by the client. */
  const graphqlFetch = (request: Request, ip: string) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    return yoga.fetch(new Request(request, { headers }), {});
  };
  // OPTIONS too: a CORS preflight is Yoga's to answer (the pages' router would refuse it as an error).
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => graphqlFetch(c.req.raw, c.get("ip")));
  if (options.storage) app.get("/uploads/*", serveUploads(options.storage));

  if (build && options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    app.use("/assets/*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }));
    // Before the file look-up: a kept page is answered without touching the disk.
    if (renderCache) app.use("*", renderCache.middleware);
    app.use(
      "*",
      onlyClientFiles(options.clientDir, serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") })),
    );

    app.use("*", sameOriginPosts(options.publicUrl));
    const handle = createRequestHandler(build, production ? "production" : "development");
    const entry = build.entry.module as unknown as { serverContext: RouterContext<ServerContext> };
    app.all("*", async (c) => {
      const request = readablePageRequest(c.req.raw);
      const ip = c.get("ip");
      const context = new RouterContextProvider();
      // One look-up of the caller's session for all the operations of this page request.
      const caller: SharedCaller = { token: null, user: null };
      // A refusal that says when to try again (a 429's Retry-After), for the page's answer.
      const waits: Waits = { retryAfter: null };
      const server: ServerContext = {
        nonce: c.get("nonce"),
        graphql: (query, variables, lang) => executeInProcess(request, ip, caller, waits, lang, query, variables),
        downloadsDir: options.downloadsDir,
        readStoredFile: options.storage ? (key) => (options.storage as Storage).get(key) : undefined,
        now: options.clock ?? (() => new Date()),
        warn: (message, details) => logger.warn(details, message),
      };
      context.set(entry.serverContext, server);
      const response = await handle(request, context);
      if (response.status === 429 && waits.retryAfter && !response.headers.has("retry-after"))
        response.headers.set("retry-after", waits.retryAfter);
      return response;
    });
  }

  /** The same GraphQL pipeline as POST /graphql, without the HTTP hop: for loaders and actions. */
  async function executeInProcess<T>(
    original: Request,
    ip: string,
    caller: SharedCaller,
    waits: Waits,
    lang: Language,
    query: string,
    variables: Record<string, unknown> | undefined,
  ): Promise<GraphQLResult<T>> {
    // Built with the client address here: graphqlFetch would copy the whole request to add it.
    const headers = new Headers({ accept: "application/json", [LANGUAGE_HEADER]: lang, [CLIENT_IP_HEADER]: ip });
    const cookie = original.headers.get("cookie");
    if (cookie) headers.set("cookie", cookie);
    const body = requestBody(query, variables);
    if (typeof body === "string") headers.set("content-type", "application/json");
    // A multipart request needs Yoga's CSRF header; this one is built here, not by a browser.
    else headers.set("x-graphql-yoga-csrf", "in-process");
    const response = await yoga.fetch(new Request("http://internal/graphql", { method: "POST", headers, body }), { caller });
    const result = (await response.json()) as Omit<GraphQLResult<T>, "cookies" | "status">;
    const cookies = response.headers.getSetCookie();
    waits.retryAfter = response.headers.get("retry-after") ?? waits.retryAfter;
    // A mutation may sign in or out, or change the user's profile, licence or roles: later operations of
    // this request look the caller up again rather than reuse what the root middleware saw.
    if (cookies.length > 0 || isMutation(query)) caller.user = null;
    return { data: result.data ?? null, errors: result.errors, cookies, status: response.status };
  }

  return { app, yoga };
}

const operationKinds = new Map<string, boolean>();
/** Whether a document's operation is a mutation (documents are the app's own constants: remembered by text). */
function isMutation(query: string): boolean {
  let known = operationKinds.get(query);
  if (known === undefined) {
    try {
      known = getOperationAST(parse(query))?.operation !== "query";
    } catch {
      known = true;
    }
    if (operationKinds.size > 1000) operationKinds.clear();
    operationKinds.set(query, known);
  }
  return known;
}

/**
 * JSON, or a GraphQL multipart request when a top-level variable is a file (a photo an action
 * received), so files reach the resolvers the same way as from any API client.
 */
function requestBody(query: string, variables: Record<string, unknown> = {}): string | FormData {
  // Files in top-level variables, alone or as a list (the gallery's `files`).
  const files: [string, Blob][] = [];
  const nulled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value instanceof Blob) {
      files.push([`variables.${name}`, value]);
      nulled[name] = null;
    } else if (Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob)) {
      for (const [i, item] of value.entries()) files.push([`variables.${name}.${i}`, item as Blob]);
      nulled[name] = value.map(() => null);
    }
  }
  if (files.length === 0) return JSON.stringify({ query, variables });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables: { ...variables, ...nulled } }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  for (const [i, [, file]] of files.entries()) form.set(String(i), file);
  return form;
}
