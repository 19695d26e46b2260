import { readFileSync } from "node:fs";
import { printSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { schema } from "./schema/index.ts";
import { LIMITS } from "./yoga.ts";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe("query limits", () => {
  test("refuses a query deeper than the limit", async () => {
    // Today's schema nests at most four levels, under the real limit of eight; a lower limit shows the rule at work.
    const { request } = testApi(database, { limits: { maxDepth: 2 } });
    const res = await request("{ me { center { province { id } } } }");
    expect(res.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(res.body.data ?? null).toBeNull();
    expect((await request("{ me { id } }")).body).toEqual({ data: { me: null } });
  });

  test("measures depth by nested fields: fragments (how the app shares selections) add none, their fields do", async () => {
    const { request } = testApi(database, { limits: { maxDepth: 3 } });
    const fragments = "fragment U on CurrentUser { center { ...C } } fragment C on Center { ... on Center { id } }";
    expect((await request(`{ me { ...U } } ${fragments}`)).body).toEqual({ data: { me: null } });
    const deeper = "fragment U on CurrentUser { center { ...C } } fragment C on Center { province { id } }";
    expect((await request(`{ me { ...U } } ${deeper}`)).body.errors?.[0]?.message).toMatch(/depth/i);
  });

  test("refuses an oversized document", async () => {
    const { request } = testApi(database);
    const res = await request(`{ ${"me { id } ".repeat(LIMITS.maxTokens)} }`);
    expect(res.body.errors?.[0]?.message).toMatch(/token/i);
  });

  test("refuses too many aliases", async () => {
    const { request } = testApi(database);
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ");
    const res = await request(`{ ${aliases} }`);
    expect(res.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  test("gives no field suggestions", async () => {
    const { request } = testApi(database);
    const res = await request("{ mee { id } }");
    expect(res.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  test("allows introspection in development but not in production", async () => {
    const dev = await testApi(database).request("{ __schema { queryType { name } } }");
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const prod = await testApi(database, { production: true }).request("{ __schema { queryType { name } } }");
    // Refused like any document the API does not take, in the product's words.
    expect(prod.body.data ?? null).toBeNull();
    expect(prod.body.errors?.[0]).toMatchObject({ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } });
  });
});

describe("CSRF prevention", () => {
  test("refuses a form-encoded POST, as a cross-site form would send", async () => {
    const { yoga } = testApi(database);
    const res = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=mutation%20%7B%20logout%20%7D",
    });
    expect(res.status).toBe(403);
  });

  test("refuses a GET without the preflight header", async () => {
    const { yoga } = testApi(database);
    const res = await yoga.fetch("http://test/graphql?query=%7B__typename%7D");
    expect(res.status).toBe(403);
  });
});

test("the committed schema matches the code (run `npm run schema:print` after a change)", () => {
  const committed = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");
  expect(printSchema(schema).trim()).toBe(committed.trim());
});

test("an unexpected failure is masked: the client learns nothing of the internals", async () => {
  const broken = await testDatabase();
  const { request } = testApi(broken);
  await broken.close(); // every query now fails inside the resolver
  const res = await request("{ me { id } }", undefined, { token: "any-token" });
  expect(res.body.errors?.[0]?.message).toBe("Unexpected error.");
  expect(JSON.stringify(res.body)).not.toMatch(/sql|select|pglite|closed|database/i);
});

// Issue 31, 3.15: a list's page or size outside its range is refused like any other input, never silently clamped.
describe("list pages and sizes", () => {
  const cases: [string, string, string][] = [
    ["followUpReports(limit: -1)", "{ followUpReports(limit: -1) { id } }", "limit"],
    ["followUpReports(limit: 0)", "{ followUpReports(limit: 0) { id } }", "limit"],
    ["followUpReports(limit: 20001)", "{ followUpReports(limit: 20001) { id } }", "limit"],
    ["teacherChallengeEntries(pageSize: 0)", "{ teacherChallengeEntries(pageSize: 0) { total } }", "pageSize"],
    ["teacherChallengeEntries(pageSize: 501)", "{ teacherChallengeEntries(pageSize: 501) { total } }", "pageSize"],
    ["teacherChallengeEntries(page: 0)", "{ teacherChallengeEntries(page: 0) { total } }", "page"],
    ["forumThemes(page: 0)", "{ forumThemes(page: 0) { total } }", "page"],
    ["galleryResults(page: 10001)", "{ galleryResults(page: 10001) { total } }", "page"],
    ["bulletinPosts(page: -3)", "{ bulletinPosts(page: -3) { total } }", "page"],
    ["moderationDesk(page: 0)", "{ moderationDesk(page: 0) { total } }", "page"],
    ["people(page: 10001)", "{ people(page: 10001) { total } }", "page"],
    ["auditLog(page: 10001)", "{ auditLog(page: 10001) { total } }", "page"],
  ];
  test.each(cases)("%s is a validation error naming the argument", async (_, query, field) => {
    const { request } = testApi(database);
    const staff = await givenUser(database.db, { roles: ["ADMIN", "DEVELOPER", "MODERATOR"] });
    const res = await request(query, undefined, { token: staff.token });
    expect(res.body.errors?.[0]).toMatchObject({
      message: "errors.validation",
      extensions: { code: "VALIDATION", fields: { [field]: expect.any(String) } },
    });
  });

  test("the limits themselves are accepted", async () => {
    const { request } = testApi(database);
    const staff = await givenUser(database.db, { roles: ["ADMIN", "DEVELOPER", "MODERATOR"] });
    for (const query of [
      "{ followUpReports(limit: 1) { id } }",
      "{ followUpReports(limit: 20000) { id } }",
      "{ teacherChallengeEntries(page: 1, pageSize: 500) { total } }",
      "{ forumThemes(page: 10000) { total } }",
    ])
      expect((await request(query, undefined, { token: staff.token })).body.errors, query).toBeUndefined();
  });
});
