import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { contributions, notifications } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

/** The bulletin board: staff's drafts and posts, teachers' moderated answers, its four sorts, who sees what. */

let database: Database;
let api: ReturnType<typeof testApi>;
/** SQL statements run, for the constant-cost check. */
const statements: string[] = [];
type User = { id: string; token: string };
let staff: User;
let eventManager: User;
let moderator: User;
let teacher: User;
let otherTeacher: User;
let registered: User;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  const program = await givenProgram(database.db);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"], name: "Elena" });
  eventManager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
  moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
  teacher = await givenTeacher(database.db, [program]);
  otherTeacher = await givenTeacher(database.db, [program]);
  registered = await givenUser(database.db);
});
afterAll(async () => {
  await database.close();
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS = "id type section state title content replyCount mine canDelete";
const CREATE = `mutation ($title: String!, $content: String!) { createBulletinPost(title: $title, content: $content) { ${RESULT} ... on MutationCreateBulletinPostSuccess { data { ${FIELDS} } } } }`;
const PUBLISH = `mutation ($id: ID!) { publishBulletinPost(id: $id) { ${RESULT} ... on MutationPublishBulletinPostSuccess { data { ${FIELDS} } } } }`;
const ANSWER = `mutation ($postId: ID!, $content: String!) { postBulletinAnswer(postId: $postId, content: $content) { ${RESULT} ... on MutationPostBulletinAnswerSuccess { data { ${FIELDS} } } } }`;
const LIST = `query ($sort: BulletinSort, $page: Int) { bulletinPosts(sort: $sort, page: $page) { total page pageCount items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { bulletinPost(id: $id) { ${FIELDS} replies { ${FIELDS} } } }`;
const as = (user: User) => ({ token: user.token });

async function draft(title = "Nueva convocatoria", content = "<p>Abrimos la inscripción.</p>") {
  const res = await api.request(CREATE, { title, content }, as(staff));
  return res.body.data!.createBulletinPost.data as { id: string; state: string };
}

describe("staff's posts", () => {
  test("a draft is seen by staff and event managers only; publishing it shows it to teachers and tells every licensed teacher", async () => {
    const post = await draft("Jornada de robótica", "<p>El <strong>12 de marzo</strong> en Madrid.</p><script>alert(1)</script>");
    expect(post).toMatchObject({ state: "pending" });
    const read = async (user: User) => (await api.request(ONE, { id: post.id }, as(user))).body.data?.bulletinPost ?? null;
    expect(await read(staff)).toMatchObject({ title: "Jornada de robótica", content: "<p>El <strong>12 de marzo</strong> en Madrid.</p>" });
    expect(await read(eventManager)).not.toBeNull();
    expect(await read(teacher)).toBeNull();
    expect(await read(moderator)).toBeNull();
    // Nor is it in the moderators' queue: staff publish their own drafts.
    const desk = await api.request("{ moderationDesk(list: pending, section: bulletin) { items { id } } }", {}, as(moderator));
    expect(desk.body.data!.moderationDesk.items.map((i: { id: string }) => i.id)).not.toContain(post.id);

    // A moderator may not publish staff's draft through the moderation mutation.
    const byModerator = await api.request(
      `mutation ($id: ID!) { publishContribution(id: $id) { ${RESULT} } }`,
      { id: post.id },
      as(moderator),
    );
    expect(byModerator.body.data!.publishContribution).toMatchObject({ code: "FORBIDDEN" });

    const published = await api.request(PUBLISH, { id: post.id }, as(staff));
    expect(published.body.data!.publishBulletinPost.data).toMatchObject({ state: "published" });
    expect(await read(teacher)).toMatchObject({ state: "published" });
    expect((await api.request(PUBLISH, { id: post.id }, as(staff))).body.data!.publishBulletinPost).toMatchObject({
      code: "CONTRIBUTION_MODERATED",
    });

    await api.runJobs();
    const told = await database.db.select().from(notifications).where(eq(notifications.contributionId, post.id));
    expect(told.map((n) => n.userId).sort()).toEqual([teacher.id, otherTeacher.id].sort());
    expect(told[0]).toMatchObject({
      action: "bulletinPublished",
      item: "post",
      area: "NEWS",
      title: "Jornada de robótica",
      path: `/anuncios/${post.id}`,
    });
  });

  test("only staff write and publish; title and content are required", async () => {
    for (const user of [teacher, moderator, eventManager]) {
      const res = await api.request(CREATE, { title: "x", content: "y" }, as(user));
      expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    const empty = await api.request(CREATE, { title: "  ", content: "<p> </p>" }, as(staff));
    expect(empty.body.data!.createBulletinPost).toMatchObject({ code: "VALIDATION", fields: [{ field: "title" }] });
    const noContent = await api.request(CREATE, { title: "Título", content: "<p> </p>" }, as(staff));
    expect(noContent.body.data!.createBulletinPost).toMatchObject({ code: "VALIDATION", fields: [{ field: "content" }] });
    const long = await api.request(CREATE, { title: "x".repeat(151), content: "y" }, as(staff));
    expect(long.body.data!.createBulletinPost).toMatchObject({ code: "VALIDATION", fields: [{ field: "title" }] });
    expect((await api.request(PUBLISH, { id: "nope" }, as(staff))).body.data!.publishBulletinPost).toMatchObject({ code: "NOT_FOUND" });
  });

  test("a visitor without a licence or role cannot read the bulletin", async () => {
    const res = await api.request(LIST, {}, as(registered));
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await api.request(LIST, {})).body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe("teachers' answers", () => {
  test("wait for a moderator; published ones count on the post; the author deletes only while pending", async () => {
    const post = await draft("Encuesta de fin de curso");
    // No answer to a draft.
    expect((await api.request(ANSWER, { postId: post.id, content: "¿Cuándo?" }, as(teacher))).body.data!.postBulletinAnswer).toMatchObject({
      code: "NOT_FOUND",
    });
    await api.request(PUBLISH, { id: post.id }, as(staff));
    const empty = await api.request(ANSWER, { postId: post.id, content: "   " }, as(teacher));
    expect(empty.body.data!.postBulletinAnswer).toMatchObject({ code: "COMMENT_EMPTY" });
    const answer = (await api.request(ANSWER, { postId: post.id, content: "La haremos en junio" }, as(teacher))).body.data!
      .postBulletinAnswer.data;
    expect(answer).toMatchObject({ type: "answer", state: "pending", mine: true, canDelete: true });
    // Pending: its author and moderators see it, other teachers do not.
    const repliesFor = async (user: User) =>
      (await api.request(ONE, { id: post.id }, as(user))).body.data!.bulletinPost.replies as { id: string }[];
    expect((await repliesFor(teacher)).map((r) => r.id)).toEqual([answer.id]);
    expect(await repliesFor(otherTeacher)).toEqual([]);
    expect((await repliesFor(moderator)).map((r) => r.id)).toEqual([answer.id]);

    await api.request(`mutation ($id: ID!) { publishContribution(id: $id) { __typename } }`, { id: answer.id }, as(moderator));
    expect((await repliesFor(otherTeacher)).map((r) => r.id)).toEqual([answer.id]);
    expect((await api.request(ONE, { id: post.id }, as(otherTeacher))).body.data!.bulletinPost.replyCount).toBe(1);
    const del = await api.request(`mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`, { id: answer.id }, as(teacher));
    expect(del.body.data!.deleteContribution).toMatchObject({ code: "CONTRIBUTION_MODERATED" });
    await api.runJobs();
  });

  test("only licensed teachers answer", async () => {
    const post = await draft();
    await api.request(PUBLISH, { id: post.id }, as(staff));
    for (const user of [registered, eventManager]) {
      expect((await api.request(ANSWER, { postId: post.id, content: "Hola" }, as(user))).body.errors?.[0]?.message).toMatch(
        /not authorized/i,
      );
    }
    await api.runJobs();
  });
});

describe("the list", () => {
  test("the four sorts order by answers and by publication; a page costs the same statements whatever its size", async () => {
    await database.db.delete(contributions).where(eq(contributions.section, "bulletin"));
    const day = 86_400_000;
    const base = Date.UTC(2026, 0, 1);
    const rows = [];
    for (const [i, replies] of [3, 0, 5, 1].entries()) {
      rows.push(
        await givenContribution(database.db, {
          authorId: staff.id,
          section: "bulletin",
          type: "post",
          title: `Anuncio ${i}`,
          state: "published",
          publishedAt: new Date(base + i * day),
          replyCount: replies,
        }),
      );
    }
    const titles = async (sort: string, user: User = teacher) =>
      ((await api.request(LIST, { sort }, as(user))).body.data!.bulletinPosts.items as { title: string }[]).map((p) => p.title);
    expect(await titles("recentFirst")).toEqual(["Anuncio 3", "Anuncio 2", "Anuncio 1", "Anuncio 0"]);
    expect(await titles("recentLast")).toEqual(["Anuncio 0", "Anuncio 1", "Anuncio 2", "Anuncio 3"]);
    expect(await titles("popularFirst")).toEqual(["Anuncio 2", "Anuncio 0", "Anuncio 3", "Anuncio 1"]);
    expect(await titles("popularLast")).toEqual(["Anuncio 1", "Anuncio 3", "Anuncio 0", "Anuncio 2"]);

    // Staff see a draft first; teachers never.
    const hidden = await draft("Borrador");
    expect((await titles("recentFirst", staff))[0]).toBe("Borrador");
    expect(await titles("recentFirst")).not.toContain("Borrador");
    await database.db.delete(contributions).where(eq(contributions.id, hidden.id));

    const count = async () => {
      statements.length = 0;
      const res = await api.request(LIST, { sort: "popularFirst", page: 1 }, as(teacher));
      expect(res.body.errors).toBeUndefined();
      return statements.filter((s) => !/sessions|users|user_programs|programs/i.test(s.split(" from ")[1] ?? "")).length;
    };
    const few = await count();
    for (let i = 0; i < 30; i++) {
      await givenContribution(database.db, {
        authorId: staff.id,
        section: "bulletin",
        type: "post",
        title: `Más ${i}`,
        state: "published",
      });
    }
    expect(await count()).toBe(few);
    const page3 = await api.request(LIST, { page: 3 }, as(teacher));
    expect(page3.body.data!.bulletinPosts).toMatchObject({ total: 34, page: 3, pageCount: 3 });
  });
});
