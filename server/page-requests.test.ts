import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_ADDRESS_WINDOW_MINUTES } from "../common/constants.ts";
import { rateLimitHits } from "./db/schema/index.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

// Whole page requests on a database whose statements are counted.
const statements: string[] = [];
const pages = testPages({ onQuery: (sql) => statements.push(sql) });

/** The statements that look a session token up (the `me` of the root middleware and any resolver's). */
const sessionLookups = () => statements.filter((sql) => /from "users".*inner join "sessions"/is.test(sql));

test("an activity page view looks the session up once, for all its operations", async () => {
  const user = await givenUser(pages.database.db);
  const activity = await givenActivity(pages.database.db);
  await givenContribution(pages.database.db, { authorId: user.id, activityId: activity.id, state: "published" });
  statements.length = 0;
  const res = await pages.app.request(`/actividades/${activity.slug}`, { headers: { cookie: `token=${user.token}` } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(`Actividad ${activity.slug}`);
  expect(html).toContain("Un comentario");
  expect(sessionLookups()).toHaveLength(1);
  // The caller (user, licence, programmes), the activity with the caller's marks, its comments.
  expect(statements).toHaveLength(5);
});

test("after a mutation, the request's later operations look the caller up again", async () => {
  const user = await givenUser(pages.database.db);
  const activity = await givenActivity(pages.database.db);
  statements.length = 0;
  // A form posted without JavaScript: the action's mutation, then the page's loaders, in one request.
  const res = await pages.post(`/actividades/${activity.slug}`, user.token, {
    intent: "favourite",
    activityId: String(activity.id),
    on: "true",
  });
  expect(res.status).toBe(200);
  expect(sessionLookups()).toHaveLength(2);
});

test("a screen the route table refuses answers the 403 page and runs none of its operations", async () => {
  const user = await givenUser(pages.database.db);
  for (const [method, path] of [
    ["GET", "/moderacion"],
    ["POST", "/moderacion"],
    ["GET", "/gestion/licencias"],
  ] as const) {
    statements.length = 0;
    const res = await pages.app.request(path, {
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
  const user = await givenUser(pages.database.db);
  // The reject screen answers 404 without its ?comentario= parameter: the refusal comes first.
  const res = await pages.app.request("/actividades/x/rechazar", { headers: { cookie: `token=${user.token}` } });
  expect(res.status).toBe(403);
  expect(await res.text()).toContain("no tienes permiso para continuar");
});

test("a page whose form is rate-limited answers 429 with Retry-After (issue 31, 3.10)", async () => {
  // The address has failed as many logins as its window allows (in-process requests have the address "unknown").
  const at = new Date();
  await pages.database.db
    .insert(rateLimitHits)
    .values(Array.from({ length: LOGIN_ADDRESS_MAX_FAILURES }, () => ({ key: "login:ip:unknown", at })));
  try {
    const res = await pages.app.request("/acceder", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nadie@example.org", password: "secreto1" }),
    });
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(LOGIN_ADDRESS_WINDOW_MINUTES * 60);
  } finally {
    await pages.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, "login:ip:unknown"));
  }
});
