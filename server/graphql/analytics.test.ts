import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { RECORD_ANALYTICS } from "../../app/lib/analytics/browser.ts";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { analyticsEvents, licenceAssignments } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

/** First-party analytics (sections 4, 6, 7 and 9; decision 035): consent, labels, one session start, the staff's counts. */
let database: Database;
let api: ReturnType<typeof testApi>;
let clockAt = "2025-12-03T10:00:00+01:00";
/** Every SQL statement the database runs, to count the dashboard's. */
const queries: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => queries.push(sql) });
  api = testApi(database, { clock: () => fixedClock(clockAt)() });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(analyticsEvents);
  clockAt = "2025-12-03T10:00:00+01:00";
});

const CSRF = { "x-graphql-yoga-csrf": "1" };
const MARKETING = "cookieConsent=0.1";
const as = (options: { consent?: string; token?: string } = {}) => ({
  token: options.token,
  cookie: options.consent === undefined ? undefined : `cookieConsent=${options.consent}`,
  headers: CSRF,
});
const withMarketing = (token?: string) => ({ token, cookie: MARKETING, headers: CSRF });

const RECORD = `mutation ($events: [AnalyticsEventInput!]!) {
  recordAnalytics(events: $events) {
    __typename
    ... on MutationRecordAnalyticsSuccess { data }
    ... on DomainError { code message fields { field message } }
  } }`;
const DASHBOARD = `{ analyticsDashboard { from to
  weeks { weekStart premium { sessions visits pageViews presence { seconds count } } open { sessions visits pageViews presence { seconds count } } }
  topPages { route path premium open } } }`;

const SESSION = "0123456789abcdef0123456789abcdef";
const event = (overrides: Record<string, unknown> = {}) => ({
  kind: "pageView",
  sessionId: SESSION,
  route: "activities",
  path: "/actividades",
  ...overrides,
});

type Auth = { token?: string; cookie?: string; headers?: Record<string, string> };
async function record(events: unknown[], auth: Auth = withMarketing()) {
  const res = await api.request(RECORD, { events }, auth);
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.recordAnalytics;
}
const stored = () => database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));

/** A teacher with licence data (a licence assigned for their entity) and a programme. */
async function givenLicensedTeacher() {
  const teacher = await givenTeacher(database.db, [await givenProgram(database.db)]);
  await database.db.insert(licenceAssignments).values({ userId: teacher.id, entity: "Ayuntamiento de Getafe" });
  return teacher;
}

describe("recording events", () => {
  test("without marketing consent the request is refused and nothing is stored", async () => {
    for (const consent of [undefined, "0.0", "1.0", "garbage"]) {
      expect(await record([event()], as({ consent }))).toMatchObject({ __typename: "DomainError", code: "FORBIDDEN" });
    }
    expect(await stored()).toEqual([]);
  });

  test("with marketing consent a batch is stored as sent, with the product's time, the path as a screen's", async () => {
    const result = await record([
      event({ kind: "sessionStart", route: "home", path: "/" }),
      event({ route: "home", path: "/" }),
      event({ kind: "visit", route: "home", path: "/" }),
      event({ kind: "presence", seconds: 10, route: "activity", path: "/actividades/robot-dibujante" }),
    ]);
    expect(result).toEqual({ __typename: "MutationRecordAnalyticsSuccess", data: 4 });
    const rows = await stored();
    expect(rows.map(({ kind, route, path, seconds, label, sessionId }) => ({ kind, route, path, seconds, label, sessionId }))).toEqual([
      { kind: "sessionStart", route: "home", path: "/", seconds: null, label: "open", sessionId: SESSION },
      { kind: "pageView", route: "home", path: "/", seconds: null, label: "open", sessionId: SESSION },
      { kind: "visit", route: "home", path: "/", seconds: null, label: "open", sessionId: SESSION },
      { kind: "presence", route: "activity", path: "/actividades/robot-dibujante", seconds: 10, label: "open", sessionId: SESSION },
    ]);
    expect(rows[0]?.occurredAt.toISOString()).toBe("2025-12-03T09:00:00.000Z");
  });

  test("the browser's own document is the one the API takes", async () => {
    const res = await api.request(RECORD_ANALYTICS, { events: [event()] }, withMarketing());
    expect(res.body).toEqual({ data: { recordAnalytics: { __typename: "MutationRecordAnalyticsSuccess" } } });
  });

  test("the label comes from the caller: premium with licence data, open otherwise, whatever the client", async () => {
    const teacher = await givenLicensedTeacher();
    const programmeOnly = await givenTeacher(database.db, [await givenProgram(database.db)]);
    const family = await givenUser(database.db);
    await record([event()], withMarketing(teacher.token));
    await record([event()], withMarketing(programmeOnly.token));
    await record([event()], withMarketing(family.token));
    await record([event()], withMarketing());
    expect((await stored()).map((row) => row.label)).toEqual(["premium", "open", "open", "open"]);
    // The client cannot name a label: the input has no such field.
    const res = await api.request(RECORD, { events: [event({ label: "premium" })] }, withMarketing());
    expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(["INVALID_REQUEST"]);
  });

  test("a session starts once, however often its start is sent", async () => {
    const start = event({ kind: "sessionStart" });
    expect(await record([start, start])).toMatchObject({ data: 1 });
    expect(await record([start, event()])).toMatchObject({ data: 1 });
    const kinds = (await stored()).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === "sessionStart")).toHaveLength(1);
    expect(kinds).toHaveLength(2);
    // Another browser session starts its own.
    expect(await record([event({ kind: "sessionStart", sessionId: "f".repeat(32) })])).toMatchObject({ data: 1 });
  });

  test("a secret part of a path is never stored: the parameter's name stands for it", async () => {
    await record([
      event({ route: "formation-view", path: "/formacion/CODIGO-SECRETO" }),
      event({ route: "tracking-form", path: "/informeseguimiento/abc123token" }),
      event({ route: "adventure", path: "/aventura/K7P2QX" }),
    ]);
    expect((await stored()).map((row) => row.path)).toEqual(["/formacion/:accessCode", "/informeseguimiento/:token", "/aventura/:code"]);
  });

  test.each([
    ["an unknown route", { route: "no-such-screen" }, "events.0.route"],
    ["a route that is not the path's", { route: "news" }, "events.0.route"],
    ["a path of no screen", { route: "activities", path: "/no/existe/aqui/nunca" }, "events.0.path"],
    ["a path with a query", { path: "/actividades?page=2" }, "events.0.path"],
    ["a path too long", { path: `/actividades/${"a".repeat(300)}`, route: "activity" }, "events.0.path"],
    ["a bad session id", { sessionId: "not-random" }, "events.0.sessionId"],
    ["presence without seconds", { kind: "presence" }, "events.0.seconds"],
    ["presence at another mark", { kind: "presence", seconds: 20 }, "events.0.seconds"],
    ["seconds on a page view", { seconds: 10 }, "events.0.seconds"],
  ])("%s is refused, and nothing of the batch is stored", async (_, overrides, field) => {
    const result = await record([event(), event(overrides)].reverse());
    expect(result).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(result.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(result.fields.every((f: { message: string }) => f.message.startsWith("analytics.errors."))).toBe(true);
    expect(await stored()).toEqual([]);
  });

  test("an unknown kind is no request the API takes", async () => {
    const res = await api.request(RECORD, { events: [event({ kind: "click" })] }, withMarketing());
    expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(["INVALID_REQUEST"]);
    expect(await stored()).toEqual([]);
  });

  test("a batch holds 1 to 20 events", async () => {
    expect(await record(Array.from({ length: 21 }, () => event()))).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "events", message: "analytics.errors.batch" }],
    });
    expect(await record([])).toMatchObject({ code: "VALIDATION", fields: [{ field: "events", message: "analytics.errors.batch" }] });
    expect(await record(Array.from({ length: 20 }, () => event()))).toMatchObject({ data: 20 });
  });
});

describe("the staff's dashboard", () => {
  test("only the foundation's staff see it", async () => {
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const family = await givenUser(database.db);
    for (const auth of [{}, { token: family.token }]) {
      const res = await api.request(DASHBOARD, undefined, { ...auth, headers: CSRF });
      expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    const res = await api.request(DASHBOARD, undefined, { token: staff.token, headers: CSRF });
    expect(res.body.errors).toBeUndefined();
  });

  test("counts per Madrid week and label, presence per mark, and the most viewed pages, in two statements", async () => {
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const teacher = await givenLicensedTeacher();
    const other = "a".repeat(32);
    // This week (Monday 1 December 2025): a teacher's session and a visitor's.
    await record(
      [
        event({ kind: "sessionStart" }),
        event(),
        event({ kind: "visit" }),
        event({ kind: "presence", seconds: 1 }),
        event({ kind: "presence", seconds: 10 }),
        event({ route: "itineraries", path: "/itinerarios" }),
      ],
      withMarketing(teacher.token),
    );
    await record([
      event({ kind: "sessionStart", sessionId: other }),
      event({ sessionId: other }),
      event({ sessionId: other, kind: "visit" }),
      event({ sessionId: other, kind: "presence", seconds: 1 }),
    ]);
    // Sunday 30 November 23:30 in Madrid (22:30 UTC): the week before.
    clockAt = "2025-11-30T22:30:00Z";
    await record([event({ sessionId: other, kind: "presence", seconds: 50 }), event({ sessionId: other })]);
    // Nine weeks ago: out of the period.
    clockAt = "2025-10-01T10:00:00Z";
    await record([event({ sessionId: other })]);
    clockAt = "2025-12-03T10:00:00+01:00";

    queries.length = 0;
    const res = await api.request(DASHBOARD, undefined, { token: staff.token, headers: CSRF });
    expect(res.body.errors).toBeUndefined();
    expect(queries.filter((q) => q.includes("analytics_events"))).toHaveLength(2);
    const dashboard = res.body.data?.analyticsDashboard;
    expect(dashboard.from).toBe("2025-10-12T22:00:00.000Z");
    expect(dashboard.to).toBe("2025-12-07T23:00:00.000Z");
    expect(dashboard.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual([
      "2025-12-01",
      "2025-11-24",
      "2025-11-17",
      "2025-11-10",
      "2025-11-03",
      "2025-10-27",
      "2025-10-20",
      "2025-10-13",
    ]);
    const presence = (...counts: number[]) => [1, 10, 30, 50].map((seconds, i) => ({ seconds, count: counts[i] }));
    expect(dashboard.weeks[0]).toEqual({
      weekStart: "2025-12-01",
      premium: { sessions: 1, visits: 1, pageViews: 2, presence: presence(1, 1, 0, 0) },
      open: { sessions: 1, visits: 1, pageViews: 1, presence: presence(1, 0, 0, 0) },
    });
    expect(dashboard.weeks[1]).toEqual({
      weekStart: "2025-11-24",
      premium: { sessions: 0, visits: 0, pageViews: 0, presence: presence(0, 0, 0, 0) },
      open: { sessions: 0, visits: 0, pageViews: 1, presence: presence(0, 0, 0, 1) },
    });
    expect(dashboard.topPages).toEqual([
      { route: "activities", path: "/actividades", premium: 1, open: 2 },
      { route: "itineraries", path: "/itinerarios", premium: 1, open: 0 },
    ]);
  });
});
