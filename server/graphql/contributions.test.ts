import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { COMMENT_MAX_LENGTH, CONTRIBUTIONS_PER_WINDOW } from "../../common/contributions.ts";
import type { Database } from "../db/client.ts";
import { contributions } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { type ActivityRow, givenActivity, givenUser } from "../test/factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
/** SQL statements run, for the no-N+1 check. */
const statements: string[] = [];

type User = Awaited<ReturnType<typeof givenUser>>;
let author: User;
let other: User;
let moderator: User;
let activity: ActivityRow;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  author = await givenUser(database.db, { name: "Lucía" });
  other = await givenUser(database.db, { name: "Pedro" });
  moderator = await givenUser(database.db, { roles: ["MODERATOR"], name: "Javier" });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  activity = await givenActivity(database.db);
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS = "id type section state content parentId mine canDelete createdAt publishedAt author { name photo } activity { slug title }";
const POST = `mutation ($activityId: ID!, $content: String!, $parentId: ID) {
  postActivityComment(activityId: $activityId, content: $content, parentId: $parentId) { ${RESULT} ... on MutationPostActivityCommentSuccess { data { ${FIELDS} } } } }`;
const LIST = `query ($activityId: ID!) { activityComments(activityId: $activityId) { ${FIELDS} replies { ${FIELDS} } } }`;
const DELETE = `mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`;
const PUBLISH = `mutation ($id: ID!) { publishContribution(id: $id) { ${RESULT} ... on MutationPublishContributionSuccess { data { ${FIELDS} } } } }`;
const REJECT = `mutation ($id: ID!) { rejectContribution(id: $id, reason: "Fuera de tema") { ${RESULT} ... on MutationRejectContributionSuccess { data { ${FIELDS} } } } }`;
const QUEUE = `{ moderationQueue { ${FIELDS} } }`;
const MINE = `{ myContributions { ${FIELDS} } }`;

async function postAs(user: User | null, content: string, extra: { activityId?: string; parentId?: string } = {}) {
  const res = await api.request(POST, { activityId: String(activity.id), content, ...extra }, user ? { token: user.token } : {});
  return res.body;
}
async function list(user: User | null, activityId = activity.id) {
  const res = await api.request(LIST, { activityId: String(activityId) }, user ? { token: user.token } : {});
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.activityComments as any[];
}
const run = (doc: string, id: string, user: User) => api.request(doc, { id }, { token: user.token });
const row = async (id: string) => (await database.db.select().from(contributions).where(eq(contributions.id, id)))[0];

describe("posting a comment", () => {
  test.each([
    ["empty", "", "COMMENT_EMPTY", "comments.errors.empty"],
    ["only spaces", "   \n\t ", "COMMENT_EMPTY", "comments.errors.empty"],
    ["too long", "a".repeat(COMMENT_MAX_LENGTH + 1), "COMMENT_TOO_LONG", "comments.errors.tooLong"],
  ])("refuses %s content and creates nothing", async (_label, content, code, message) => {
    const body = await postAs(author, content);
    expect(body.data!.postActivityComment).toMatchObject({
      __typename: "DomainError",
      code,
      message,
      fields: [{ field: "content", message }],
    });
    expect(await database.db.select().from(contributions).where(eq(contributions.activityId, activity.id))).toHaveLength(0);
  });

  test("accepts a valid comment, trimmed, as pending, and shows only first name and initial", async () => {
    const body = await postAs(author, `  ${"¡Qué divertido! ".repeat(3)}  `);
    const comment = body.data!.postActivityComment;
    expect(comment.__typename).toBe("MutationPostActivityCommentSuccess");
    expect(comment.data).toMatchObject({
      type: "comment",
      section: "activities",
      state: "pending",
      content: "¡Qué divertido! ¡Qué divertido! ¡Qué divertido!",
      mine: true,
      canDelete: true,
      publishedAt: null,
      author: { name: "Lucía L.", photo: null },
      activity: { slug: activity.slug, title: activity.titleEs },
    });
    expect(JSON.stringify(body)).not.toContain(author.email);
  });

  test("accepts exactly the maximum length", async () => {
    const body = await postAs(author, "a".repeat(COMMENT_MAX_LENGTH));
    expect(body.data!.postActivityComment.data.state).toBe("pending");
  });

  test("refuses visitors and creates nothing", async () => {
    const body = await postAs(null, "Hola");
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await database.db.select().from(contributions).where(eq(contributions.activityId, activity.id))).toHaveLength(0);
  });

  test.each([
    ["unknown", "999999"],
    ["malformed", "abc"],
  ])("an %s activity is NOT_FOUND", async (_label, activityId) => {
    const body = await postAs(author, "Hola", { activityId });
    expect(body.data!.postActivityComment).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
  });

  test("an unpublished activity is NOT_FOUND", async () => {
    const hidden = await givenActivity(database.db, { published: false });
    const body = await postAs(author, "Hola", { activityId: String(hidden.id) });
    expect(body.data!.postActivityComment).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
  });

  test("a reply needs a published parent of the same activity", async () => {
    const pending = await givenContribution(database.db, { authorId: other.id, activityId: activity.id });
    const rejected = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, state: "rejected" });
    const elsewhere = await givenContribution(database.db, {
      authorId: other.id,
      activityId: (await givenActivity(database.db)).id,
      state: "published",
    });
    for (const parent of [pending, rejected, elsewhere]) {
      const body = await postAs(author, "Respuesta", { parentId: parent.id });
      expect(body.data!.postActivityComment).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
    }
    const published = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, state: "published" });
    const body = await postAs(author, "Respuesta", { parentId: published.id });
    expect(body.data!.postActivityComment.data).toMatchObject({ parentId: published.id, state: "pending" });
  });
});

test("an author who posts too many comments in a short time is asked to wait, and nothing more is created", async () => {
  const busy = await givenUser(database.db, { name: "Rápida" });
  for (let i = 0; i < CONTRIBUTIONS_PER_WINDOW; i++) {
    expect((await postAs(busy, `Comentario ${i}`)).data!.postActivityComment.__typename).toBe("MutationPostActivityCommentSuccess");
  }
  const body = await postAs(busy, "Uno más");
  expect(body.data!.postActivityComment).toMatchObject({
    __typename: "DomainError",
    code: "CONTRIBUTION_FLOOD",
    message: "comments.errors.flood",
  });
  expect(await database.db.$count(contributions, eq(contributions.authorId, busy.id))).toBe(CONTRIBUTIONS_PER_WINDOW);
});

describe("who sees what", () => {
  test("a pending comment is seen by its author (marked pending) and moderators only", async () => {
    const id = (await postAs(author, "Pendiente")).data!.postActivityComment.data.id;
    expect(await list(author)).toMatchObject([{ id, state: "pending", mine: true, canDelete: true }]);
    expect(await list(moderator)).toMatchObject([{ id, state: "pending", mine: false, canDelete: false }]);
    expect(await list(other)).toEqual([]);
    expect(await list(null)).toEqual([]);
  });

  test("publishing makes it visible to visitors, newest first, with replies nested oldest first", async () => {
    const first = await givenContribution(database.db, {
      authorId: other.id,
      activityId: activity.id,
      state: "published",
      createdAt: new Date("2025-01-01"),
    });
    const id = (await postAs(author, "Segundo")).data!.postActivityComment.data.id;
    const published = await run(PUBLISH, id, moderator);
    expect(published.body.data!.publishContribution.data).toMatchObject({ id, state: "published" });
    const reply1 = await givenContribution(database.db, {
      authorId: other.id,
      activityId: activity.id,
      parentId: first.id,
      state: "published",
      createdAt: new Date("2025-01-02"),
    });
    const reply2 = await givenContribution(database.db, {
      authorId: author.id,
      activityId: activity.id,
      parentId: first.id,
      createdAt: new Date("2025-01-03"),
    });
    const visitor = await list(null);
    expect(visitor.map((c) => c.id)).toEqual([id, first.id]);
    expect(visitor[0]).toMatchObject({ state: "published", mine: false, canDelete: false, author: { name: "Lucía L." } });
    expect(visitor[0].publishedAt).toEqual(expect.any(String));
    expect(visitor[1].replies.map((r: { id: string }) => r.id)).toEqual([reply1.id]);
    // The author also sees their own pending reply.
    expect((await list(author))[1].replies.map((r: { id: string }) => r.id)).toEqual([reply1.id, reply2.id]);
  });

  test("a rejected comment is hidden from everyone's listing but stays in its author's contributions", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, state: "rejected" });
    for (const user of [author, other, moderator, null]) expect(await list(user)).toEqual([]);
    const mine = (await api.request(MINE, {}, { token: author.token })).body.data!.myContributions as any[];
    expect(mine.find((m) => m.id === c.id)).toMatchObject({ state: "rejected", canDelete: false, activity: { slug: activity.slug } });
  });

  test("the listing runs the same number of statements for 2 and for 20 comments", async () => {
    const countFor = async (n: number) => {
      const target = await givenActivity(database.db);
      for (let i = 0; i < n; i++) {
        const parent = await givenContribution(database.db, {
          authorId: i % 2 ? author.id : other.id,
          activityId: target.id,
          state: "published",
        });
        await givenContribution(database.db, { authorId: other.id, activityId: target.id, parentId: parent.id, state: "published" });
      }
      await list(moderator, target.id); // warm-up
      statements.length = 0;
      const comments = await list(author, target.id);
      expect(comments).toHaveLength(n);
      return statements.length;
    };
    const two = await countFor(2);
    const twenty = await countFor(20);
    expect(twenty).toBe(two);
    // The rest is the session lookup every signed-in request makes.
    expect(statements.filter((sql) => sql.includes('"contributions"'))).toHaveLength(1);
  });
});

describe("deleting", () => {
  test("the author deletes a pending comment", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    expect((await run(DELETE, c.id, author)).body.data!.deleteContribution.__typename).toBe("MutationDeleteContributionSuccess");
    expect(await row(c.id)).toBeUndefined();
  });

  test.each(["published", "rejected"] as const)("after it was %s, deleting is refused and nothing changes", async (state) => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, state });
    const res = await run(DELETE, c.id, author);
    expect(res.body.data!.deleteContribution).toMatchObject({ code: "CONTRIBUTION_MODERATED", message: "comments.errors.moderated" });
    expect(await row(c.id)).toEqual(c);
  });

  test("deleting twice says it was already deleted", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    await run(DELETE, c.id, author);
    expect((await run(DELETE, c.id, author)).body.data!.deleteContribution).toMatchObject({
      code: "CONTRIBUTION_DELETED",
      message: "comments.errors.deleted",
    });
  });

  test("someone else cannot delete it", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    for (const user of [other, moderator]) {
      expect((await run(DELETE, c.id, user)).body.data!.deleteContribution).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await row(c.id)).toEqual(c);
  });

  test("visitors are refused", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    const res = await api.request(DELETE, { id: c.id });
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await row(c.id)).toEqual(c);
  });

  test("when the author deletes while a moderator publishes, exactly one of them wins", async () => {
    for (let i = 0; i < 5; i++) {
      const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
      const [deleted, published] = await Promise.all([run(DELETE, c.id, author), run(PUBLISH, c.id, moderator)]);
      const d = deleted.body.data!.deleteContribution;
      const p = published.body.data!.publishContribution;
      const outcome = [d.__typename === "DomainError" ? d.code : "deleted", p.__typename === "DomainError" ? p.code : "published"].sort();
      expect([
        ["CONTRIBUTION_DELETED", "deleted"],
        ["CONTRIBUTION_MODERATED", "published"],
      ]).toContainEqual(outcome);
    }
  });
});

describe("moderation", () => {
  test("only moderators can see the queue, publish or reject", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    for (const user of [author, other]) {
      expect((await api.request(QUEUE, {}, { token: user.token })).body.errors?.[0]?.message).toMatch(/not authorized/i);
      expect((await run(PUBLISH, c.id, user)).body.errors?.[0]?.message).toMatch(/not authorized/i);
      expect((await run(REJECT, c.id, user)).body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    expect((await api.request(QUEUE)).body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await row(c.id)).toEqual(c);
  });

  test("the queue lists pending comments oldest first, with their activity", async () => {
    const newer = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, createdAt: new Date("2020-01-02") });
    const older = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, createdAt: new Date("2020-01-01") });
    const done = await givenContribution(database.db, {
      authorId: other.id,
      activityId: activity.id,
      state: "published",
      createdAt: new Date("2019-01-01"),
    });
    const forum = await givenContribution(database.db, {
      authorId: other.id,
      activityId: null,
      section: "forum",
      type: "theme",
      createdAt: new Date("2019-01-01"),
    });
    const queue = (await api.request(QUEUE, {}, { token: moderator.token })).body.data!.moderationQueue as any[];
    const ids = queue.map((c) => c.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(done.id);
    expect(ids).not.toContain(forum.id);
    expect(queue.find((c) => c.id === older.id)).toMatchObject({
      state: "pending",
      activity: { slug: activity.slug, title: activity.titleEs },
    });
  });

  test("moderating twice says it was already moderated", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    await run(PUBLISH, c.id, moderator);
    const before = await row(c.id);
    expect((await run(PUBLISH, c.id, moderator)).body.data!.publishContribution).toMatchObject({ code: "CONTRIBUTION_MODERATED" });
    expect((await run(REJECT, c.id, moderator)).body.data!.rejectContribution).toMatchObject({ code: "CONTRIBUTION_MODERATED" });
    expect(await row(c.id)).toEqual(before);
  });

  test("moderating what its author deleted says it was already deleted", async () => {
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    await run(DELETE, c.id, author);
    expect((await run(PUBLISH, c.id, moderator)).body.data!.publishContribution).toMatchObject({
      code: "CONTRIBUTION_DELETED",
      message: "comments.errors.deleted",
    });
    expect((await run(REJECT, c.id, moderator)).body.data!.rejectContribution).toMatchObject({ code: "CONTRIBUTION_DELETED" });
  });

  test("rejecting records who and when and deletes every reply below it", async () => {
    // A published comment with a thread under it goes back to review (as an edit will do), then is rejected.
    const parent = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, state: "published" });
    const reply = await givenContribution(database.db, {
      authorId: other.id,
      activityId: activity.id,
      parentId: parent.id,
      state: "published",
    });
    const nested = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, parentId: reply.id });
    const unrelated = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, state: "published" });
    await database.db
      .update(contributions)
      .set({ pendingReview: true, publishedAt: null, editedAt: new Date() })
      .where(eq(contributions.id, parent.id));
    const res = await run(REJECT, parent.id, moderator);
    expect(res.body.data!.rejectContribution.data).toMatchObject({ id: parent.id, state: "rejected" });
    expect(await row(parent.id)).toMatchObject({
      rejected: true,
      pendingReview: false,
      moderatedBy: moderator.id,
      rejectedAt: expect.any(Date),
    });
    expect(await row(reply.id)).toBeUndefined();
    expect(await row(nested.id)).toBeUndefined();
    expect(await row(unrelated.id)).toBeDefined();
  });

  test("a malformed id is NOT_FOUND, never a server error", async () => {
    expect((await run(PUBLISH, "nope", moderator)).body.data!.publishContribution).toMatchObject({ code: "NOT_FOUND" });
    expect((await run(DELETE, "nope", author)).body.data!.deleteContribution).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("one contribution", () => {
  const ONE = `query ($id: ID!) { contribution(id: $id) { id state canDelete } }`;
  test("its author sees it in any state, others only once published", async () => {
    const pending = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    const rejected = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, state: "rejected" });
    const one = async (id: string, user: User | null) =>
      (await api.request(ONE, { id }, user ? { token: user.token } : {})).body.data!.contribution;
    expect(await one(pending.id, author)).toMatchObject({ state: "pending", canDelete: true });
    expect(await one(rejected.id, author)).toMatchObject({ state: "rejected", canDelete: false });
    expect(await one(pending.id, moderator)).toMatchObject({ state: "pending", canDelete: false });
    expect(await one(pending.id, other)).toBeNull();
    expect(await one(rejected.id, moderator)).toBeNull();
    expect(await one("nope", null)).toBeNull();
  });
});

describe("an activity's comments beside the activity (Activity.comments)", () => {
  const THREAD = `${FIELDS} replies { ${FIELDS} }`;
  const ACTIVITY = `query ($slug: String!) { activity(slug: $slug) { id comments { ${THREAD} } } }`;

  test("are what activityComments answers, for each viewer", async () => {
    const first = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, state: "published" });
    await givenContribution(database.db, { authorId: author.id, activityId: activity.id, parentId: first.id });
    await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    for (const user of [author, other, moderator, null]) {
      const res = await api.request(ACTIVITY, { slug: activity.slug }, user ? { token: user.token } : {});
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.activity.comments).toEqual(await list(user));
    }
  });

  test("in a list of activities, load in one statement whatever the number of activities", async () => {
    const audience = "teachers" as const;
    const countFor = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const target = await givenActivity(database.db, { audience });
        await givenContribution(database.db, { authorId: other.id, activityId: target.id, state: "published" });
      }
      statements.length = 0;
      const res = await api.request(
        `{ activities(filter: { audience: ${audience} }, pageSize: 48) { items { id comments { id } } } }`,
        {},
        { token: author.token },
      );
      expect(res.body.errors).toBeUndefined();
      const items = res.body.data!.activities.items as { comments: unknown[] }[];
      expect(items.every((item) => item.comments.length === 1)).toBe(true);
      return statements.filter((sql) => sql.includes('"contributions"')).length;
    };
    expect(await countFor(2)).toBe(1);
    expect(await countFor(10)).toBe(1);
  });
});
