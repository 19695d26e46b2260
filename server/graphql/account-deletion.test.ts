import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import {
  activities,
  activityMarks,
  activityRatings,
  contributions,
  jobs,
  licenceAssignments,
  licenceBatches,
  licenceCodes,
  licenceRequests,
  rateLimitHits,
  teamPackageViews,
  userPrograms,
} from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { givenPackage, givenProgram, givenTeacher } from "../test/itinerary-factories.ts";
import { givenBatch } from "../test/licence-factories.ts";

/**
 * Decision 008, domain by domain: the account's own rows go, what others read stays without it, and
 * nobody else's rows change.
 */
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

const DELETE = "mutation { deleteAccount(confirm: true) { __typename } }";

const mailTo = (to: string) => ({ to, template: "restorePassword", lang: "es", params: { link: "http://localhost/" } });

/** A teacher with something in every domain. */
async function givenBusyTeacher(activityId: number) {
  const db = database.db;
  const held = [await givenProgram(db)];
  const user = await givenTeacher(db, held, { roles: ["MODERATOR", "LICENSE_GEN"] });
  await db.insert(activityRatings).values({ activityId, userId: user.id, score: 4 });
  await db.update(activities).set({ ratingCount: 1, ratingSum: 4 }).where(eq(activities.id, activityId));
  await db.insert(activityMarks).values({ activityId, userId: user.id, kind: "favourite" });
  const comment = await givenContribution(db, { authorId: user.id, activityId, state: "published" });
  const { batch, codes } = await givenBatch(db, { quantity: 1, createdBy: user.id });
  await db
    .update(licenceCodes)
    .set({ state: "assigned", assignedTo: user.id, assignedAt: new Date() })
    .where(eq(licenceCodes.code, codes[0]!));
  await db.insert(licenceAssignments).values({ userId: user.id, code: codes[0]! });
  const [request] = await db
    .insert(licenceRequests)
    .values({ userId: user.id, quantity: 2, reason: "Más grupos", teachers: [], managerInformed: true })
    .returning();
  await db.insert(teamPackageViews).values({ userId: user.id, packageId: (await givenPackage(db, held)).id });
  await db
    .insert(rateLimitHits)
    .values([
      { key: `login:email:${user.email}` },
      { key: `login:pair:${user.email}:203.0.113.9` },
      { key: `login:known:${user.email}:203.0.113.9` },
    ]);
  await db.insert(jobs).values([
    { kind: "mail", payload: mailTo(user.email) },
    { kind: "mail", payload: mailTo(user.email), failedAt: new Date(), lastError: "refused" },
  ]);
  return { user, comment, batch, code: codes[0]!, request: request! };
}

test("deleting an account removes its rows in every domain and keeps what others read, without it", async () => {
  const db = database.db;
  const activity = await givenActivity(db);
  const other = await givenUser(db);
  await db.insert(jobs).values({ kind: "mail", payload: mailTo(other.email) });
  const othersComment = await givenContribution(db, { authorId: other.id, activityId: activity.id, state: "pending" });
  const leaves = await givenBusyTeacher(activity.id);
  // The one leaving moderated the other's comment.
  await db
    .update(contributions)
    .set({ pendingReview: false, publishedAt: new Date(), moderatedBy: leaves.user.id })
    .where(eq(contributions.id, othersComment.id));

  const res = await api.request(DELETE, undefined, { token: leaves.user.token });
  expect(res.body.data?.deleteAccount.__typename).toBe("MutationDeleteAccountSuccess");

  const id = leaves.user.id;
  // activities: ratings and marks gone, the totals without the rating.
  expect(await db.$count(activityRatings, eq(activityRatings.userId, id))).toBe(0);
  expect(await db.$count(activityMarks, eq(activityMarks.userId, id))).toBe(0);
  const [row] = await db.select().from(activities).where(eq(activities.id, activity.id));
  expect({ count: row?.ratingCount, sum: row?.ratingSum }).toEqual({ count: 0, sum: 0 });
  // contributions: the user's own go; another's comment they moderated stays, published, without the moderator.
  expect(await db.$count(contributions, eq(contributions.id, leaves.comment.id))).toBe(0);
  const [kept] = await db.select().from(contributions).where(eq(contributions.id, othersComment.id));
  expect(kept).toMatchObject({ authorId: other.id, moderatedBy: null, pendingReview: false });
  // licences and in-class: assignment, programmes and package view go; the code, batch and request stay, unowned.
  expect(await db.$count(licenceAssignments, eq(licenceAssignments.userId, id))).toBe(0);
  expect(await db.$count(userPrograms, eq(userPrograms.userId, id))).toBe(0);
  expect(await db.$count(teamPackageViews, eq(teamPackageViews.userId, id))).toBe(0);
  const [code] = await db.select().from(licenceCodes).where(eq(licenceCodes.code, leaves.code));
  expect(code).toMatchObject({ state: "assigned", assignedTo: null });
  const [batch] = await db.select().from(licenceBatches).where(eq(licenceBatches.id, leaves.batch.id));
  expect(batch).toMatchObject({ createdBy: null, quantity: 1 });
  const [request] = await db.select().from(licenceRequests).where(eq(licenceRequests.id, leaves.request.id));
  expect(request).toMatchObject({ userId: null, quantity: 2 });
  // accounts: failed attempts keyed by the email.
  // No entry names the address any more (decision 013's keys carry it).
  expect(await db.$count(rateLimitHits, sql`position(${leaves.user.email} in ${rateLimitHits.key}) > 0`)).toBe(0);
  // jobs: no queued or failed mail to the address.
  expect(await db.$count(jobs, sql`${jobs.payload}->>'to' = ${leaves.user.email}`)).toBe(0);
  expect(await db.$count(jobs, sql`${jobs.payload}->>'to' = ${other.email}`)).toBe(1);
  // The other user still signs in and sees their comment.
  expect((await api.request("{ me { id } }", undefined, { token: other.token })).body.data?.me).toEqual({ id: other.id });
});
