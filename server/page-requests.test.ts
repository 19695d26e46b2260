import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { testDatabase } from "./test/database.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenActivity, givenUser } from "./test/factories.ts";

// Whole page requests through the Hono app and the React Router build (compiled on the fly by Vite, so
// no `npm run build` is needed first), on a database whose statements are counted.
let database: Database;
let vite: ViteDevServer;
let app: ReturnType<typeof createApp>["app"];
const statements: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  app = createApp({
    database, build, clientDir: mkdtempSync(path.join(tmpdir(), "pages-")), production: false, trustProxy: false,
    secureCookies: false, mailer: { send: async () => {} }, publicUrl: "http://localhost",
  }).app;
});
afterAll(async () => {
  await vite?.close();
  await database?.close();
});

/** The statements that look a session token up (the `me` of the root middleware and any resolver's). */
const sessionLookups = () => statements.filter((sql) => /from "users".*inner join "sessions"/is.test(sql));

test("an activity page view looks the session up once, for all its operations", async () => {
  const user = await givenUser(database.db);
  const activity = await givenActivity(database.db);
  await givenContribution(database.db, { authorId: user.id, activityId: activity.id, state: "published" });
  statements.length = 0;
  const res = await app.request(`/actividades/${activity.slug}`, { headers: { cookie: `token=${user.token}` } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(`Actividad ${activity.slug}`);
  expect(html).toContain("Un comentario");
  expect(sessionLookups()).toHaveLength(1);
  // The caller (user, licence, programmes), the activity with the caller's marks, its comments.
  expect(statements).toHaveLength(5);
});

test("after a mutation, the request's later operations look the caller up again", async () => {
  const user = await givenUser(database.db);
  const activity = await givenActivity(database.db);
  statements.length = 0;
  // A form posted without JavaScript: the action's mutation, then the page's loaders, in one request.
  const res = await app.request(`/actividades/${activity.slug}`, {
    method: "POST",
    headers: { cookie: `token=${user.token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "favourite", activityId: String(activity.id), on: "true" }),
  });
  expect(res.status).toBe(200);
  expect(sessionLookups()).toHaveLength(2);
});

test("a screen the route table refuses answers the 403 page and runs none of its operations", async () => {
  const user = await givenUser(database.db);
  for (const [method, path] of [["GET", "/moderacion"], ["POST", "/moderacion"], ["GET", "/gestion/licencias"]] as const) {
    statements.length = 0;
    const res = await app.request(path, {
      method,
      headers: { cookie: `token=${user.token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: method === "POST" ? new URLSearchParams({ intent: "comment-publish", id: "1" }) : undefined,
    });
    expect(res.status, `${method} ${path}`).toBe(403);
    expect(await res.text()).toContain("no tienes permiso para continuar");
    // Only the middleware's look-up of the caller (user, licence, programmes).
    expect(statements, `${method} ${path}`).toHaveLength(3);
  }
});

test("a refused screen answers 403 before its own loader can answer anything else", async () => {
  const user = await givenUser(database.db);
  // The reject screen answers 404 without its ?comentario= parameter: the refusal comes first.
  const res = await app.request("/actividades/x/rechazar", { headers: { cookie: `token=${user.token}` } });
  expect(res.status).toBe(403);
  expect(await res.text()).toContain("no tienes permiso para continuar");
});
