import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { activities, activityMarks, activityRatings } from "../db/schema/index.ts";
import { forgetRatingsOf } from "../services/activities/activity-marks.ts";
import { LIST } from "../test/activity-factories.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { type ActivityRow, givenActivity, givenUser } from "../test/factories.ts";

// Ratings, favourite and done marks, the account's lists, and how many SQL statements a read costs.
let database: Database;
let api: ReturnType<typeof testApi>;
/** SQL statements run, for the constant-statements checks. */
const statements: string[] = [];

type User = Awaited<ReturnType<typeof givenUser>>;
let ana: User;
let pedro: User;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  ana = await givenUser(database.db, { name: "Ana" });
  pedro = await givenUser(database.db, { name: "Pedro" });
});
afterAll(async () => {
  await database.close();
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const RATE = `mutation ($activityId: ID!, $score: Int!) { rateActivity(activityId: $activityId, score: $score) {
  ${RESULT} ... on MutationRateActivitySuccess { data { id slug rating { average count mine } } } } }`;
const MARK = `mutation ($activityId: ID!, $kind: ActivityMarkKind!, $on: Boolean!) { markActivity(activityId: $activityId, kind: $kind, on: $on) {
  ${RESULT} ... on MutationMarkActivitySuccess { data { id slug favourite done } } } }`;
const DETAIL = `query ($slug: String!) { activity(slug: $slug) { id slug favourite done rating { average count mine } } }`;
const MINE = `{ myActivities { favourites { slug favourite done } done { slug favourite done } } }`;

const auth = (user: User | null) => (user ? { token: user.token } : {});
async function rate(user: User | null, activity: ActivityRow | string, score: number) {
  const activityId = typeof activity === "string" ? activity : String(activity.id);
  return (await api.request(RATE, { activityId, score }, auth(user))).body;
}
async function mark(user: User | null, activity: ActivityRow | string, kind: "favourite" | "done", on: boolean) {
  const activityId = typeof activity === "string" ? activity : String(activity.id);
  return (await api.request(MARK, { activityId, kind, on }, auth(user))).body;
}
async function detail(user: User | null, activity: ActivityRow) {
  return (await api.request(DETAIL, { slug: activity.slug }, auth(user))).body.data!.activity;
}
async function totals(activity: ActivityRow) {
  const [row] = await database.db
    .select({ count: activities.ratingCount, sum: activities.ratingSum })
    .from(activities)
    .where(eq(activities.id, activity.id));
  return row;
}

describe("rating", () => {
  test("an account rates 1 to 5 and sees the average, the count and its own score", async () => {
    const activity = await givenActivity(database.db);
    const body = await rate(ana, activity, 4);
    expect(body.data!.rateActivity).toMatchObject({
      __typename: "MutationRateActivitySuccess",
      data: { rating: { average: 4, count: 1, mine: 4 } },
    });
    expect(await totals(activity)).toEqual({ count: 1, sum: 4 });
  });

  test.each([0, 6, -3, 100])("%i is refused with RATING_OUT_OF_RANGE and nothing changes", async (score) => {
    const activity = await givenActivity(database.db);
    await rate(ana, activity, 3);
    const body = await rate(ana, activity, score);
    expect(body.data!.rateActivity).toMatchObject({
      __typename: "DomainError",
      code: "RATING_OUT_OF_RANGE",
      message: "activities.errors.ratingRange",
      fields: [{ field: "score", message: "activities.errors.ratingRange" }],
    });
    expect(await totals(activity)).toEqual({ count: 1, sum: 3 });
    expect((await detail(ana, activity)).rating).toEqual({ average: 3, count: 1, mine: 3 });
  });

  test("one rating per account: changing it updates the average and keeps the count", async () => {
    const activity = await givenActivity(database.db);
    await rate(ana, activity, 5);
    const changed = await rate(ana, activity, 2);
    expect(changed.data!.rateActivity.data.rating).toEqual({ average: 2, count: 1, mine: 2 });
    const rows = await database.db.select().from(activityRatings).where(eq(activityRatings.activityId, activity.id));
    expect(rows).toHaveLength(1);
    expect(await totals(activity)).toEqual({ count: 1, sum: 2 });
  });

  test("two accounts: the average of both, each sees its own score, a visitor none", async () => {
    const activity = await givenActivity(database.db);
    await rate(ana, activity, 2);
    await rate(pedro, activity, 5);
    expect((await detail(ana, activity)).rating).toEqual({ average: 3.5, count: 2, mine: 2 });
    expect((await detail(pedro, activity)).rating).toEqual({ average: 3.5, count: 2, mine: 5 });
    expect((await detail(null, activity)).rating).toEqual({ average: 3.5, count: 2, mine: null });
    expect(await totals(activity)).toEqual({ count: 2, sum: 7 });
  });

  test("the average is rounded to one decimal", async () => {
    const activity = await givenActivity(database.db);
    const third = await givenUser(database.db);
    await rate(ana, activity, 5);
    await rate(pedro, activity, 4);
    await rate(third, activity, 4);
    expect((await detail(null, activity)).rating).toEqual({ average: 4.3, count: 3, mine: null });
  });

  test("ratings sent at the same moment all count", async () => {
    const activity = await givenActivity(database.db);
    const users = await Promise.all(Array.from({ length: 6 }, () => givenUser(database.db)));
    await Promise.all(users.map((user, i) => rate(user, activity, (i % 5) + 1)));
    expect(await totals(activity)).toEqual({ count: 6, sum: 1 + 2 + 3 + 4 + 5 + 1 });
  });

  test("unknown, malformed and unpublished activities are NOT_FOUND", async () => {
    const hidden = await givenActivity(database.db, { published: false });
    for (const id of ["999999", "abc", "-1", String(hidden.id)]) {
      expect((await rate(ana, id, 3)).data!.rateActivity).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
    }
    expect(await totals(hidden)).toEqual({ count: 0, sum: 0 });
  });

  test("visitors are refused", async () => {
    const activity = await givenActivity(database.db);
    const body = await rate(null, activity, 4);
    expect(body.data?.rateActivity ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await totals(activity)).toEqual({ count: 0, sum: 0 });
  });

  test("a deleted account's ratings can be taken out of the totals", async () => {
    const activity = await givenActivity(database.db);
    const leaving = await givenUser(database.db);
    await rate(ana, activity, 2);
    await rate(leaving, activity, 5);
    await forgetRatingsOf(database.db, leaving.id);
    expect(await totals(activity)).toEqual({ count: 1, sum: 2 });
  });
});

describe("favourite and done marks", () => {
  test.each(["favourite", "done"] as const)("%s: on and off, each idempotent", async (kind) => {
    const activity = await givenActivity(database.db);
    const stored = () =>
      database.db
        .select()
        .from(activityMarks)
        .where(and(eq(activityMarks.userId, ana.id), eq(activityMarks.activityId, activity.id), eq(activityMarks.kind, kind)));
    for (const on of [true, true, false, false, true]) {
      const body = await mark(ana, activity, kind, on);
      expect(body.data!.markActivity).toMatchObject({ __typename: "MutationMarkActivitySuccess", data: { [kind]: on } });
      expect(await stored()).toHaveLength(on ? 1 : 0);
      expect((await detail(ana, activity))[kind]).toBe(on);
    }
    // Marks are the account's own: another account and visitors see none.
    expect(await detail(pedro, activity)).toMatchObject({ favourite: false, done: false });
    expect(await detail(null, activity)).toMatchObject({ favourite: false, done: false });
  });

  test("the two marks are independent", async () => {
    const activity = await givenActivity(database.db);
    await mark(ana, activity, "favourite", true);
    const body = await mark(ana, activity, "done", true);
    expect(body.data!.markActivity.data).toMatchObject({ favourite: true, done: true });
    expect((await mark(ana, activity, "favourite", false)).data!.markActivity.data).toMatchObject({ favourite: false, done: true });
  });

  test("the list shows the viewer's marks and rating on each card", async () => {
    const activity = await givenActivity(database.db, { titleEs: "0000 primera de la lista" });
    await mark(pedro, activity, "done", true);
    await rate(pedro, activity, 5);
    const items = (await api.request(LIST, { pageSize: 1 }, auth(pedro))).body.data!.activities.items;
    expect(items[0]).toMatchObject({ slug: activity.slug, done: true, favourite: false, rating: { mine: 5, count: 1 } });
    const visitor = (await api.request(LIST, { pageSize: 1 })).body.data!.activities.items;
    expect(visitor[0]).toMatchObject({ slug: activity.slug, done: false, rating: { mine: null, count: 1 } });
  });

  test("unknown and unpublished activities are NOT_FOUND; visitors are refused", async () => {
    const hidden = await givenActivity(database.db, { published: false });
    for (const id of ["999999", "x1", String(hidden.id)]) {
      expect((await mark(ana, id, "favourite", true)).data!.markActivity).toMatchObject({ code: "NOT_FOUND" });
    }
    const activity = await givenActivity(database.db);
    const body = await mark(null, activity, "favourite", true);
    expect(body.data?.markActivity ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe("my activities", () => {
  test("favourites and done, each most recently marked first, published only", async () => {
    const owner = await givenUser(database.db);
    const [a, b, c] = [await givenActivity(database.db), await givenActivity(database.db), await givenActivity(database.db)];
    const hidden = await givenActivity(database.db);
    for (const activity of [a, b, hidden, c]) await mark(owner, activity, "favourite", true);
    await mark(owner, b, "done", true);
    await mark(owner, a, "done", true);
    await database.db.update(activities).set({ published: false }).where(eq(activities.id, hidden.id));
    const mine = (await api.request(MINE, {}, auth(owner))).body.data!.myActivities;
    expect(mine.favourites.map((x: { slug: string }) => x.slug)).toEqual([c.slug, b.slug, a.slug]);
    expect(mine.done.map((x: { slug: string }) => x.slug)).toEqual([a.slug, b.slug]);
    expect(mine.favourites[1]).toMatchObject({ favourite: true, done: true });
    expect(mine.favourites[0]).toMatchObject({ favourite: true, done: false });

    await mark(owner, b, "favourite", false);
    await mark(owner, b, "favourite", true); // marked again: now the most recent
    const again = (await api.request(MINE, {}, auth(owner))).body.data!.myActivities;
    expect(again.favourites.map((x: { slug: string }) => x.slug)).toEqual([b.slug, c.slug, a.slug]);
  });

  test("an account without marks has two empty lists", async () => {
    const fresh = await givenUser(database.db);
    expect((await api.request(MINE, {}, auth(fresh))).body.data!.myActivities).toEqual({ favourites: [], done: [] });
  });

  test("visitors are refused", async () => {
    const body = (await api.request(MINE)).body;
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe("SQL statements", () => {
  const touchingActivities = (sql: string) => sql.includes('"activities"');
  async function counted(run: () => Promise<unknown>) {
    statements.length = 0;
    await run();
    return { all: statements.length, activities: statements.filter(touchingActivities).length };
  }

  test("the list and the detail each run one statement, whatever the page size, for accounts and visitors", async () => {
    for (let i = 0; i < 45; i++) {
      const activity = await givenActivity(database.db, { access: i % 3 === 0 ? "premium" : "open" });
      if (i % 2 === 0) await mark(ana, activity, "favourite", true);
      if (i % 4 === 0) await rate(ana, activity, 4);
    }
    const listOf = (pageSize: number, user: User | null) => async () => {
      const res = await api.request(LIST, { pageSize }, auth(user));
      expect(res.body.data!.activities.items).toHaveLength(pageSize);
    };
    for (const user of [ana, null]) {
      await listOf(4, user)(); // warm-up
      const small = await counted(listOf(4, user));
      const large = await counted(listOf(40, user));
      expect(large).toEqual(small);
      expect(small.activities).toBe(1);
      // A visitor has no session to look up: the list is all there is.
      if (!user) expect(small.all).toBe(1);
    }
    const some = (await api.request(LIST, { pageSize: 1 })).body.data!.activities.items[0];
    for (const user of [ana, null]) {
      const one = await counted(() => api.request(DETAIL, { slug: some.slug }, auth(user)));
      expect(one.activities).toBe(1);
    }
    const mine = await counted(() => api.request(MINE, {}, auth(ana)));
    expect(mine.activities).toBe(1);
  });
});
