import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMMUNITY_PAGE_SIZE, FORUM_SORTS, TITLE_MAX_LENGTH } from "../../common/contributions.ts";
import { STORED_IMAGE_PATH } from "../../common/rich-text.ts";
import type { Database } from "../db/client.ts";
import { contributions } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/** The forum (issue 13, item 1): its rules on the API, on PGlite and, with DATABASE_URL, on PostgreSQL. */

let database: Database;
let api: ReturnType<typeof testApi>;
let storage: Storage;
let storageDir: string;
let program: ProgramRow;
/** SQL statements run, for the constant-cost check. */
const statements: string[] = [];
type User = Awaited<ReturnType<typeof givenUser>>;
let author: User;
let reader: User;
let moderator: User;
let registered: User;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  storageDir = mkdtempSync(path.join(tmpdir(), "forum-files-"));
  storage = localStorage(storageDir);
  api = testApi(database, { storage });
  program = await givenProgram(database.db);
  author = await givenTeacher(database.db, [program]);
  reader = await givenTeacher(database.db, [program]);
  moderator = await givenUser(database.db, { roles: ["MODERATOR"], name: "Javier" });
  registered = await givenUser(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});

/** A new licensed teacher: each posts within the flood limit. */
const teacher = () => givenTeacher(database.db, [program]);
const as = (user: User | null) => (user ? { token: user.token } : {});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS =
  "id type section state title content categories parentId mine canDelete replyCount lastReplyAt publishedAt rejectReason author { name }";
const POST_THEME = `mutation ($input: ForumThemeInput!) { postForumTheme(input: $input) { ${RESULT} ... on MutationPostForumThemeSuccess { data { ${FIELDS} } } } }`;
const POST_ANSWER = `mutation ($themeId: ID!, $content: String!) { postForumAnswer(themeId: $themeId, content: $content) { ${RESULT} ... on MutationPostForumAnswerSuccess { data { ${FIELDS} } } } }`;
const THEME = `query ($id: ID!) { forumTheme(id: $id) { ${FIELDS} replies { ${FIELDS} } } }`;
const THEMES = `query ($filter: ForumFilter, $sort: ForumSort, $page: Int) { forumThemes(filter: $filter, sort: $sort, page: $page) { total page pageCount items { ${FIELDS} } } }`;
const DELETE = `mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`;
const PUBLISH = `mutation ($id: ID!) { publishContribution(id: $id) { ${RESULT} } }`;
const REJECT = `mutation ($id: ID!, $reason: String) { rejectContribution(id: $id, reason: $reason) { ${RESULT} } }`;

const valid = { title: "  Robots en 3º de primaria  ", content: "<p>¿Qué kits usáis?</p>", categories: ["robotics", "threeD"] };

async function postTheme(user: User, input: Record<string, unknown> = {}) {
  const res = await api.request(POST_THEME, { input: { ...valid, ...input } }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.postForumTheme;
}
async function theme(id: string, user: User | null) {
  const res = await api.request(THEME, { id }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.forumTheme;
}
async function themes(user: User | null, variables: Record<string, unknown> = {}) {
  const res = await api.request(THEMES, variables, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.forumThemes as { total: number; page: number; pageCount: number; items: any[] };
}
async function moderate(query: string, id: string, reason?: string) {
  const res = await api.request(query, { id, reason }, as(moderator));
  expect(res.body.errors).toBeUndefined();
  return Object.values(res.body.data!)[0] as any;
}
/** A published theme straight in the database, with a word of its own for finding it again. */
async function givenTheme(
  overrides: Partial<typeof contributions.$inferInsert> & { authorId?: string; state?: "pending" | "published" } = {},
) {
  return givenContribution(database.db, {
    authorId: author.id,
    section: "forum",
    type: "theme",
    title: "Un tema",
    content: "<p>Texto</p>",
    categories: ["game"],
    state: "published",
    ...overrides,
  });
}

describe("a theme's rules", () => {
  test("title, content and at least one category are required, all told at once", async () => {
    const user = await teacher();
    const answer = await postTheme(user, { title: "   ", content: "<p> </p><script>alert(1)</script>", categories: [] });
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(Object.fromEntries(answer.fields.map((f: any) => [f.field, f.message]))).toEqual({
      title: "forum.errors.titleRequired",
      content: "editor.errors.empty",
      categories: "forum.errors.categoriesRequired",
    });
    const long = await postTheme(user, { title: "x".repeat(TITLE_MAX_LENGTH + 1) });
    expect(long.fields).toEqual([{ field: "title", message: "forum.errors.titleTooLong" }]);
    const tooMuch = await postTheme(user, { content: `<p>${"a".repeat(10_001)}</p>` });
    expect(tooMuch.fields).toEqual([{ field: "content", message: "editor.errors.tooLong" }]);
    // An unknown category is a value the schema refuses.
    const unknown = await api.request(POST_THEME, { input: { ...valid, categories: ["cooking"] } }, as(user));
    expect(unknown.body.errors?.[0]?.message).toBe("errors.invalidRequest");
    expect(await database.db.select().from(contributions).where(eq(contributions.authorId, user.id))).toHaveLength(0);
  });

  test("a valid theme is stored trimmed and sanitised, pending, with its categories; plain text becomes paragraphs", async () => {
    const user = await teacher();
    const rich = await postTheme(user);
    expect(rich.data).toMatchObject({
      type: "theme",
      section: "forum",
      state: "pending",
      title: "Robots en 3º de primaria",
      content: "<p>¿Qué kits usáis?</p>",
      categories: ["3D", "robotics"],
      mine: true,
      canDelete: true,
      parentId: null,
    });
    const plain = await postTheme(user, { content: "Primera línea\nsegunda\n\nOtro párrafo <b>", contentFormat: "text" });
    expect(plain.data.content).toBe("<p>Primera línea<br />segunda</p><p>Otro párrafo &lt;b&gt;</p>");
  });

  test("only licensed teachers post; moderators read but do not post; others cannot read", async () => {
    for (const user of [registered, null]) {
      const res = await api.request(POST_THEME, { input: valid }, as(user));
      expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
      const list = await api.request(THEMES, {}, as(user));
      expect(list.body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    const refused = await api.request(POST_THEME, { input: valid }, as(moderator));
    expect(refused.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await api.request(THEMES, {}, as(moderator))).body.errors).toBeUndefined();
  });
});

describe("a theme's life", () => {
  test("pending → seen only by its author and moderators → published → listed for everyone; answers likewise", async () => {
    const user = await teacher();
    const posted = (await postTheme(user, { title: "Tema de ciclo de vida" })).data;
    expect(await theme(posted.id, reader)).toBeNull();
    expect((await theme(posted.id, user)).state).toBe("pending");
    expect((await theme(posted.id, moderator)).state).toBe("pending");
    expect((await themes(user, { filter: { text: "ciclo de vida" } })).total).toBe(0);
    // Nobody answers a pending theme, not even its author.
    const early = await api.request(POST_ANSWER, { themeId: posted.id, content: "Yo también" }, as(user));
    expect(early.body.data!.postForumAnswer).toMatchObject({ code: "NOT_FOUND" });

    expect(await moderate(PUBLISH, posted.id)).toMatchObject({ __typename: "MutationPublishContributionSuccess" });
    const listed = await themes(reader, { filter: { text: "ciclo de vida" } });
    expect(listed.items).toMatchObject([{ id: posted.id, state: "published", mine: false, canDelete: false, replyCount: 0 }]);

    const answer = (await api.request(POST_ANSWER, { themeId: posted.id, content: "  Nosotros usamos micro:bit  " }, as(reader))).body.data!
      .postForumAnswer;
    expect(answer.data).toMatchObject({ type: "answer", state: "pending", content: "Nosotros usamos micro:bit", parentId: posted.id });
    expect((await theme(posted.id, reader)).replies).toMatchObject([{ id: answer.data.id, state: "pending", mine: true }]);
    expect((await theme(posted.id, user)).replies).toEqual([]);
    expect((await theme(posted.id, moderator)).replies).toHaveLength(1);

    await moderate(PUBLISH, answer.data.id);
    const read = await theme(posted.id, user);
    expect(read.replies).toMatchObject([{ id: answer.data.id, state: "published" }]);
    expect(read.replyCount).toBe(1);
    expect(read.lastReplyAt).not.toBeNull();
  });

  test("an answer needs content, and a published theme (not an answer, not an unknown id)", async () => {
    const thread = await givenTheme();
    const user = await teacher();
    for (const content of ["", "   \n "]) {
      const res = await api.request(POST_ANSWER, { themeId: thread.id, content }, as(user));
      expect(res.body.data!.postForumAnswer).toMatchObject({
        code: "VALIDATION",
        fields: [{ field: "content", message: "forum.errors.answerEmpty" }],
      });
    }
    const long = await api.request(POST_ANSWER, { themeId: thread.id, content: "a".repeat(2001) }, as(user));
    expect(long.body.data!.postForumAnswer).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "content", message: "forum.errors.answerTooLong" }],
    });
    const published = await givenContribution(database.db, {
      authorId: reader.id,
      section: "forum",
      type: "answer",
      parentId: thread.id,
      state: "published",
    });
    const comment = await givenContribution(database.db, { authorId: reader.id, state: "published" });
    for (const themeId of [published.id, comment.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await api.request(POST_ANSWER, { themeId, content: "Hola" }, as(user));
      expect(res.body.data!.postForumAnswer).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  test("its author deletes it only while pending; then the conflict says moderated, or deleted", async () => {
    const user = await teacher();
    const first = (await postTheme(user)).data;
    const deleted = await api.request(DELETE, { id: first.id }, as(user));
    expect(deleted.body.data!.deleteContribution).toMatchObject({ __typename: "MutationDeleteContributionSuccess" });
    expect((await api.request(DELETE, { id: first.id }, as(user))).body.data!.deleteContribution).toMatchObject({
      code: "CONTRIBUTION_DELETED",
    });
    expect(await moderate(PUBLISH, first.id)).toMatchObject({ code: "CONTRIBUTION_DELETED" });

    const second = (await postTheme(user)).data;
    expect((await api.request(DELETE, { id: second.id }, as(reader))).body.data!.deleteContribution).toMatchObject({ code: "FORBIDDEN" });
    await moderate(PUBLISH, second.id);
    expect((await api.request(DELETE, { id: second.id }, as(user))).body.data!.deleteContribution).toMatchObject({
      code: "CONTRIBUTION_MODERATED",
    });
    expect((await theme(second.id, reader)).state).toBe("published");

    // An answer alike.
    const answer = (await api.request(POST_ANSWER, { themeId: second.id, content: "Respuesta" }, as(reader))).body.data!.postForumAnswer
      .data;
    expect((await theme(second.id, reader)).replies[0]).toMatchObject({ id: answer.id, canDelete: true });
    await moderate(PUBLISH, answer.id);
    expect((await api.request(DELETE, { id: answer.id }, as(reader))).body.data!.deleteContribution).toMatchObject({
      code: "CONTRIBUTION_MODERATED",
    });
  });

  test("rejecting a theme needs a reason, hides it from all but its author, and removes its answers", async () => {
    const thread = await givenTheme({ state: "pending", title: "Tema para rechazar" });
    const answers = await Promise.all([
      givenContribution(database.db, { authorId: reader.id, section: "forum", type: "answer", parentId: thread.id, state: "published" }),
      givenContribution(database.db, { authorId: reader.id, section: "forum", type: "answer", parentId: thread.id }),
    ]);
    expect(await moderate(REJECT, thread.id, " ")).toMatchObject({ code: "VALIDATION", fields: [{ field: "reason" }] });
    expect(await moderate(REJECT, thread.id, "Incluye datos de alumnos")).toMatchObject({
      __typename: "MutationRejectContributionSuccess",
    });
    for (const answer of answers)
      expect(await database.db.select().from(contributions).where(eq(contributions.id, answer.id))).toHaveLength(0);
    for (const user of [author, reader, moderator]) expect(await theme(thread.id, user)).toBeNull();
    expect((await themes(moderator, { filter: { text: "rechazar" } })).total).toBe(0);
    // Its author reads the reason in "my contributions".
    const mine = await api.request("{ myContributions { id state rejectReason } }", {}, as(author));
    expect(mine.body.data!.myContributions.find((c: any) => c.id === thread.id)).toEqual({
      id: thread.id,
      state: "rejected",
      rejectReason: "Incluye datos de alumnos",
    });
  });
});

describe("the list", () => {
  // Words of their own, so that other tests' themes stay out of these lists.
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  test("the six sorts give their orders", async () => {
    const word = "ordenaciones";
    const a = await givenTheme({ title: `${word} A`, publishedAt: day(1), replyCount: 5, lastReplyAt: day(2) });
    const b = await givenTheme({ title: `${word} B`, publishedAt: day(3), replyCount: 0, lastReplyAt: null });
    const c = await givenTheme({ title: `${word} C`, publishedAt: day(5), replyCount: 2, lastReplyAt: day(6) });
    const d = await givenTheme({ title: `${word} D`, publishedAt: day(4), replyCount: 2, lastReplyAt: day(10) });
    const expected: Record<(typeof FORUM_SORTS)[number], string[]> = {
      popularFirst: [a, c, d, b].map((t) => t.id),
      popularLast: [b, d, c, a].map((t) => t.id),
      recentFirst: [c, d, b, a].map((t) => t.id),
      recentLast: [a, b, d, c].map((t) => t.id),
      // The last answer, or the publication while there is none: d 10, c 6, b 3, a 2.
      lastAnswerFirst: [d, c, b, a].map((t) => t.id),
      lastAnswerLast: [a, b, c, d].map((t) => t.id),
    };
    for (const sort of FORUM_SORTS) {
      const list = await themes(reader, { filter: { text: word }, sort });
      expect(
        list.items.map((t) => t.id),
        sort,
      ).toEqual(expected[sort]);
    }
    // The default is the most recent first.
    expect((await themes(reader, { filter: { text: word } })).items.map((t) => t.id)).toEqual(expected.recentFirst);
  });

  test("the category filter keeps themes filed under any of those asked; the search finds words in title and content", async () => {
    const word = "categorizados";
    const robots = await givenTheme({ title: `${word}: actividades de robótica`, categories: ["robotics"] });
    const both = await givenTheme({ title: word, content: "<p>Inteligencia artificial: actividades</p>", categories: ["ia", "robotics"] });
    const three = await givenTheme({ title: word, categories: ["3D"] });
    const ids = async (filter: Record<string, unknown>) =>
      (await themes(reader, { filter: { text: word, ...filter } })).items.map((t) => t.id).sort();
    expect(await ids({ categories: ["robotics"] })).toEqual([robots.id, both.id].sort());
    expect(await ids({ categories: ["threeD"] })).toEqual([three.id]);
    expect(await ids({ categories: ["ia", "threeD"] })).toEqual([both.id, three.id].sort());
    expect(await ids({ categories: [] })).toEqual([robots.id, both.id, three.id].sort());
    // Spanish stemming: "actividad" finds "actividades", in the title or the content; "-inteligencia" leaves out.
    expect(await ids({ text: `${word} actividad` })).toEqual([robots.id, both.id].sort());
    expect(await ids({ text: `${word} actividad -inteligencia` })).toEqual([robots.id]);
    expect(await ids({ text: "<script> & | ! ( 'x" })).toEqual([]);
  });

  test("pages of COMMUNITY_PAGE_SIZE, with the total and page count; a page past the end is empty", async () => {
    const word = "paginados";
    for (let i = 0; i < COMMUNITY_PAGE_SIZE + 2; i++) await givenTheme({ title: `${word} ${i}`, publishedAt: day(i + 1) });
    const first = await themes(reader, { filter: { text: word } });
    expect(first).toMatchObject({ total: COMMUNITY_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(COMMUNITY_PAGE_SIZE);
    const second = await themes(reader, { filter: { text: word }, page: 2 });
    expect(second.items.map((t) => t.title)).toEqual([`${word} 1`, `${word} 0`]);
    expect((await themes(reader, { filter: { text: word }, page: 9 })).items).toEqual([]);
    // Below 1, a validation error (never clamped).
    const refused = await api.request(THEMES, { filter: { text: word }, page: -3 }, as(reader));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", fields: { page: "errors.validation" } });
  });

  test("a page costs the same statements whatever its size: two on contributions", async () => {
    const countFor = async (word: string, n: number) => {
      for (let i = 0; i < n; i++) await givenTheme({ title: `${word} ${i}`, authorId: i % 2 ? author.id : reader.id, replyCount: i });
      await themes(reader, { filter: { text: word } }); // warm-up
      statements.length = 0;
      const list = await themes(reader, { filter: { text: word, categories: ["game"] }, sort: "lastAnswerFirst" });
      expect(list.items).toHaveLength(n);
      return { all: statements.length, contributions: statements.filter((sql) => sql.includes('"contributions"')).length };
    };
    const two = await countFor("constantes", 2);
    const full = await countFor("estadisticos", COMMUNITY_PAGE_SIZE);
    expect(full).toEqual(two);
    expect(full.contributions).toBe(2);
  });
});

/** Attacks in rich content (decision 030): none survives the round trip. */
const XSS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="/uploads/forum/0123456789abcdef0123456789abcdef.webp" onload="alert(1)">',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  "<svg onload=alert(1)><circle r=10 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">texto</p>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<div onmouseover="alert(1)">pasa</div>',
  "<body onload=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<<script>alert(1)//<</script>",
  '<img """><script>alert(1)</script>">',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
];

type Node = DefaultTreeAdapterMap["childNode"];
/** What a browser would build from the markup: every element and attribute, parsed by parse5. */
function walk(html: string): { tags: string[]; attributes: { name: string; value: string }[] } {
  const tags: string[] = [];
  const attributes: { name: string; value: string }[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      tags.push(node.tagName);
      attributes.push(...node.attrs);
      visit(node.childNodes);
    }
  };
  visit(parseFragment(html).childNodes);
  return { tags, attributes };
}

describe("sanitising", () => {
  test("XSS payloads posted as a theme come back without script, handler or script URL", async () => {
    let user = await teacher();
    for (const [i, payload] of XSS.entries()) {
      // Within the flood limit: a new author every few posts.
      if (i % 8 === 7) user = await teacher();
      const answer = await postTheme(user, { title: `Ataque ${i}`, content: `<p>Hola</p>${payload}` });
      expect(answer.__typename, payload).toBe("MutationPostForumThemeSuccess");
      const stored = (await theme(answer.data.id, user)).content as string;
      const { tags, attributes } = walk(stored);
      expect(
        tags.filter((t) => !["p", "a", "img", "br", "strong", "em"].includes(t)),
        payload,
      ).toEqual([]);
      expect(
        attributes.filter((a) => /^on/i.test(a.name) || a.name === "style" || a.name === "srcdoc"),
        payload,
      ).toEqual([]);
      expect(
        attributes.filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.value)),
        payload,
      ).toEqual([]);
      expect(stored.toLowerCase(), payload).not.toContain("<script");
      for (const a of attributes.filter((x) => x.name === "href")) expect(a.value, payload).toMatch(/^(https?:|mailto:)/);
    }
  });

  test("external links open apart, with rel noopener nofollow ugc", async () => {
    const user = await teacher();
    const answer = await postTheme(user, { content: '<p><a href="https://example.org/guia" onclick="x()">guía</a></p>' });
    expect(answer.data.content).toBe('<p><a href="https://example.org/guia" target="_blank" rel="noopener nofollow ugc">guía</a></p>');
  });
});

describe("the editor's images", () => {
  const UPLOAD = `mutation ($image: File!) { uploadForumImage(image: $image) { ${RESULT} ... on MutationUploadForumImageSuccess { data } } }`;
  async function upload(user: User | null, file: Blob, name: string) {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPLOAD, variables: { image: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.image"] }));
    form.set("0", file, name);
    const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.7" };
    if (user) headers.authorization = `Bearer ${user.token}`;
    const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
    return (await response.json()) as { data?: { uploadForumImage: any } | null; errors?: { message: string }[] };
  }
  const png = async () =>
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0a0" } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: "image/png" },
    );

  test("a licensed teacher's image is stored as WebP at a path rich content keeps", async () => {
    const res = await upload(author, await png(), "foto.png");
    const src = res.data!.uploadForumImage.data as string;
    expect(src).toMatch(STORED_IMAGE_PATH);
    expect(src.startsWith("/uploads/forum/")).toBe(true);
    const file = await storage.get(src.replace("/uploads/", ""));
    expect(file?.contentType).toBe("image/webp");
  });

  test("refused: markup renamed .jpg, a video, more than 10 MB; and for anyone not licensed", async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'], { type: "image/jpeg" });
    expect((await upload(author, svg, "foto.jpg")).data!.uploadForumImage).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "image", message: "editor.errors.imageInvalid" }],
    });
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/png" });
    expect((await upload(author, big, "grande.png")).data!.uploadForumImage).toMatchObject({
      fields: [{ field: "image", message: "editor.errors.imageTooLarge" }],
    });
    for (const user of [null, registered, moderator]) {
      const res = await upload(user, await png(), "foto.png");
      expect(res.errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });
});
