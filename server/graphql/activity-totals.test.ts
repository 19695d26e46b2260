import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { activities, activityCatalogue } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { LIST } from "../test/activity-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

// The list's total is remembered per filter with the catalogue's version (decision 019): every change
// that may change a total bumps the version in the database, so the total stays right, including after
// changes made straight in the database (as another server process, or a script, would make them).
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

async function total(filter: Record<string, unknown> | null = null, page = 1) {
  const res = await api.request(LIST, { filter, page, pageSize: 2 });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.activities.total as number;
}
const version = async () => (await database.db.select().from(activityCatalogue))[0]?.version;

test("the total follows every change of the catalogue, and ratings leave the version alone", async () => {
  const db = database.db;
  const first = await givenActivity(db, { category: "game" });
  await givenActivity(db, { category: "game" });
  await givenActivity(db, { category: "robotics" });
  expect(await total()).toBe(3);
  expect(await total({ categories: ["game"] })).toBe(2);
  // Remembered: asked again, the same answers.
  expect(await total({ categories: ["game"] })).toBe(2);

  await givenActivity(db, { category: "game" });
  expect(await total({ categories: ["game"] })).toBe(3);
  expect(await total()).toBe(4);

  await db.update(activities).set({ category: "robotics" }).where(eq(activities.id, first.id));
  expect(await total({ categories: ["game"] })).toBe(2);
  await db.update(activities).set({ published: false }).where(eq(activities.id, first.id));
  expect(await total({ categories: ["robotics"] })).toBe(1);
  expect(await total()).toBe(3);
  await db.delete(activities).where(eq(activities.id, first.id));
  expect(await total()).toBe(3);

  // Past the last page there are no rows to carry the version: the total is counted.
  expect(await total(null, 9)).toBe(3);

  const before = await version();
  const { token } = await givenUser(db);
  const some = (await api.request(LIST, { pageSize: 1 })).body.data!.activities.items[0];
  const rated = await api.request(
    `mutation ($id: ID!) { rateActivity(activityId: $id, score: 5) { ... on MutationRateActivitySuccess { data { id } } } }`,
    { id: some.id },
    { token },
  );
  expect(rated.body.errors).toBeUndefined();
  expect(await version()).toBe(before);
});

test("the same filter in another order is the same total", async () => {
  await givenActivity(database.db, { category: "ar" });
  const a = await total({ categories: ["ar", "game"] });
  const b = await total({ categories: ["game", "ar"] });
  expect(b).toBe(a);
});
