import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DESK_PAGE_SIZE } from "../../common/contributions.ts";
import type { Database } from "../db/client.ts";
import { contributions } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

/** The moderation desk (section 4): one list across sections, by community list and section, a page at a time. */

const statements: string[] = [];
let database: Database;
let api: ReturnType<typeof testApi>;
type User = Awaited<ReturnType<typeof givenUser>>;
let author: User;
let replier: User;
let moderator: User;
type Given = Awaited<ReturnType<typeof givenContribution>>;
const made: Record<string, Given> = {};

const DESK = `query ($list: CommunityList, $section: CommunitySection, $page: Int) {
  moderationDesk(list: $list, section: $section, page: $page) {
    total page pageCount pageSize
    items { id section type title content state rejectReason heldFor path author { name } thread { title path } }
  }
}`;
const as = (user: User) => ({ token: user.token });
type Item = {
  id: string;
  section: string;
  state: string;
  rejectReason: string | null;
  heldFor: string[];
  path: string;
  author: { name: string };
  thread: { title: string; path: string } | null;
};

async function desk(variables: Record<string, unknown>, user = moderator) {
  const res = await api.request(DESK, variables, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.moderationDesk as { total: number; page: number; pageCount: number; pageSize: number; items: Item[] };
}
const ids = (items: Item[]) => items.map((i) => i.id);

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  author = await givenUser(database.db, { name: "Lucía" });
  replier = await givenUser(database.db, { name: "Pedro" });
  moderator = await givenUser(database.db, { roles: ["MODERATOR"], name: "Javier" });
  const db = database.db;
  const activity = await givenActivity(db);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const a = author.id;
  // A published theme with a published answer, a pending answer, a pending theme with a phone number.
  made.theme = await givenContribution(db, {
    authorId: a,
    section: "forum",
    type: "theme",
    title: "Robots de cartón",
    content: "<p>¿Ideas?</p>",
    state: "published",
    replyCount: 1,
    lastReplyAt: day(3),
    createdAt: day(1),
    emailedAt: day(2),
  });
  made.answer = await givenContribution(db, {
    authorId: replier.id,
    section: "forum",
    type: "answer",
    parentId: made.theme.id,
    content: "Probad con tapones",
    state: "published",
    createdAt: day(2),
  });
  made.pendingAnswer = await givenContribution(db, {
    authorId: replier.id,
    section: "forum",
    type: "answer",
    parentId: made.theme.id,
    content: "Otra idea",
    createdAt: day(4),
  });
  made.pendingTheme = await givenContribution(db, {
    authorId: a,
    section: "forum",
    type: "theme",
    title: "Llamadme",
    content: "<p>Mi teléfono es 612 345 678</p>",
    heldFor: ["phone"],
    createdAt: day(5),
  });
  // A gallery result with a published comment; a rejected gallery result.
  made.result = await givenContribution(db, {
    authorId: a,
    section: "gallery",
    type: "result",
    title: "Nuestro robot",
    content: "Así quedó",
    state: "published",
    replyCount: 1,
    lastReplyAt: day(6),
    createdAt: day(6),
    emailedAt: day(6),
  });
  made.resultComment = await givenContribution(db, {
    authorId: replier.id,
    section: "gallery",
    type: "comment",
    parentId: made.result.id,
    content: "¡Qué bonito!",
    state: "published",
    createdAt: day(7),
  });
  made.rejectedResult = await givenContribution(db, {
    authorId: a,
    section: "gallery",
    type: "result",
    title: "Foto de clase",
    content: "Con caras",
    state: "rejected",
    rejectReason: "Se ven caras de alumnos",
    createdAt: day(8),
  });
  // A pending activity comment (the oldest of the queue) and a published bulletin post with an answer.
  made.comment = await givenContribution(db, { authorId: a, activityId: activity.id, content: "Comentario pendiente", createdAt: day(0) });
  made.post = await givenContribution(db, {
    authorId: moderator.id,
    section: "bulletin",
    type: "post",
    title: "Jornada",
    content: "<p>Os esperamos</p>",
    state: "published",
    replyCount: 1,
    lastReplyAt: day(10),
    createdAt: day(9),
    publishedAt: day(9),
  });
  made.postAnswer = await givenContribution(db, {
    authorId: a,
    section: "bulletin",
    type: "answer",
    parentId: made.post.id,
    content: "Allí estaremos",
    state: "published",
    createdAt: day(9),
    publishedAt: day(10),
  });
});
afterAll(async () => {
  await database.close();
});

describe("the lists", () => {
  test("pending is the queue across sections, oldest first, with each item's thread and the guard's reasons", async () => {
    const page = await desk({});
    expect(ids(page.items)).toEqual([made.comment!.id, made.pendingAnswer!.id, made.pendingTheme!.id]);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: DESK_PAGE_SIZE });
    const [comment, answer, theme] = page.items;
    expect(comment).toMatchObject({ section: "activities", author: { name: "Lucía L." } });
    expect(comment!.thread!.path).toMatch(/^\/actividades\/.+#comments$/);
    expect(answer).toMatchObject({
      thread: { title: "Robots de cartón", path: `/foro/${made.theme!.id}` },
      path: `/foro/${made.theme!.id}#c-${made.pendingAnswer!.id}`,
    });
    expect(theme).toMatchObject({ heldFor: ["phone"], thread: null, path: `/foro/${made.pendingTheme!.id}` });
  });

  test("published, publishedNoEmailSent, rejected (with the reason), answered and commented", async () => {
    const published = await desk({ list: "published" });
    expect(new Set(ids(published.items))).toEqual(
      new Set([made.theme, made.answer, made.result, made.resultComment, made.post, made.postAnswer].map((c) => c!.id)),
    );
    const noEmail = await desk({ list: "publishedNoEmailSent" });
    expect(new Set(ids(noEmail.items))).toEqual(new Set([made.answer, made.resultComment, made.post, made.postAnswer].map((c) => c!.id)));
    const rejected = await desk({ list: "rejected" });
    expect(rejected.items).toEqual([
      expect.objectContaining({ id: made.rejectedResult!.id, state: "rejected", rejectReason: "Se ven caras de alumnos" }),
    ]);
    expect(ids((await desk({ list: "answered" })).items)).toEqual([made.post!.id, made.theme!.id]);
    expect(ids((await desk({ list: "commented" })).items)).toEqual([made.result!.id]);
  });

  test("filtered by section", async () => {
    expect(ids((await desk({ section: "openActivities" })).items)).toEqual([made.comment!.id]);
    expect(ids((await desk({ section: "forum" })).items)).toEqual([made.pendingAnswer!.id, made.pendingTheme!.id]);
    expect((await desk({ section: "gallery" })).total).toBe(0);
    expect(ids((await desk({ list: "published", section: "bulletin" })).items)).toEqual([made.postAnswer!.id, made.post!.id]);
    expect(ids((await desk({ list: "answered", section: "forum" })).items)).toEqual([made.theme!.id]);
    expect((await desk({ list: "answered", section: "gallery" })).total).toBe(0);
    expect(ids((await desk({ list: "rejected", section: "gallery" })).items)).toEqual([made.rejectedResult!.id]);
  });
});

describe("pages", () => {
  test("paginates with a total, in the same number of statements whatever the page", async () => {
    const activity = await givenActivity(database.db);
    const extra = await database.db
      .insert(contributions)
      .values(
        Array.from({ length: DESK_PAGE_SIZE + 5 }, (_, i) => ({
          section: "activities" as const,
          type: "comment" as const,
          authorId: replier.id,
          activityId: activity.id,
          content: `Comentario ${i}`,
          createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
        })),
      )
      .returning({ id: contributions.id });
    try {
      const counts: number[] = [];
      const pages = [];
      for (const page of [1, 2]) {
        statements.length = 0;
        pages.push(await desk({ section: "openActivities", page }));
        counts.push(statements.length);
      }
      const [first, second] = pages;
      expect(first).toMatchObject({ total: DESK_PAGE_SIZE + 6, page: 1, pageCount: 2 });
      expect(first!.items).toHaveLength(DESK_PAGE_SIZE);
      expect(second).toMatchObject({ page: 2 });
      expect(second!.items).toHaveLength(6);
      expect(new Set([...ids(first!.items), ...ids(second!.items)]).size).toBe(DESK_PAGE_SIZE + 6);
      // A page of 20 and one of 6 cost the same…
      expect(counts[0]).toBe(counts[1]);
      // …of which the desk's own are two (the caller's lookup is the rest).
      expect(statements.filter((sql) => /from "contributions"/.test(sql))).toHaveLength(2);
      // Past the end: an empty page; below 1, a validation error (never clamped).
      expect((await desk({ section: "openActivities", page: 99 })).items).toEqual([]);
      const refused = await api.request(DESK, { section: "openActivities", page: -3 }, as(moderator));
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", fields: { page: "errors.validation" } });
    } finally {
      await database.db.delete(contributions).where(
        inArray(
          contributions.id,
          extra.map((e) => e.id),
        ),
      );
    }
  });
});

describe("who may", () => {
  test("non-moderators and visitors are refused the desk", async () => {
    for (const options of [as(author), {}]) {
      const res = await api.request(DESK, {}, options);
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });

  test("the guard's reasons are for moderators only; the reject reason for the author and moderators", async () => {
    const ONE = "query ($id: ID!) { contribution(id: $id) { heldFor rejectReason } }";
    expect((await api.request(ONE, { id: made.pendingTheme!.id }, as(moderator))).body.data!.contribution.heldFor).toEqual(["phone"]);
    expect((await api.request(ONE, { id: made.pendingTheme!.id }, as(author))).body.data!.contribution.heldFor).toEqual([]);
    expect((await api.request(ONE, { id: made.pendingTheme!.id }, as(replier))).body.data!.contribution).toBeNull();
    expect((await api.request(ONE, { id: made.rejectedResult!.id }, as(author))).body.data!.contribution.rejectReason).toBe(
      "Se ven caras de alumnos",
    );
  });

  test("my contributions: every section, with state, reason, thread and path", async () => {
    const MINE = "{ myContributions { id section state rejectReason path thread { title path } } }";
    const res = await api.request(MINE, {}, as(replier));
    const mine = res.body.data!.myContributions as Item[];
    expect(mine.find((m) => m.id === made.pendingAnswer!.id)).toMatchObject({
      section: "forum",
      state: "pending",
      thread: { title: "Robots de cartón" },
    });
    expect(mine.find((m) => m.id === made.resultComment!.id)).toMatchObject({
      section: "gallery",
      state: "published",
      thread: { title: "Nuestro robot", path: `/galeria/${made.result!.id}` },
    });
    const own = (await api.request(MINE, {}, as(author))).body.data!.myContributions as Item[];
    expect(own.find((m) => m.id === made.rejectedResult!.id)).toMatchObject({
      state: "rejected",
      rejectReason: "Se ven caras de alumnos",
      thread: null,
    });
    expect(own.find((m) => m.id === made.postAnswer!.id)).toMatchObject({
      thread: { title: "Jornada", path: `/anuncios/${made.post!.id}` },
    });
    expect((await database.db.select().from(contributions).where(eq(contributions.authorId, author.id))).length).toBe(own.length);
  });
});
