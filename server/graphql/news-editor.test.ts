import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, formerSlugs, news } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// The news editor (issue 18): event managers write both languages, draft, publish and schedule (by the product's
// clock), change the address (the old one leads to the new), each change audited; bad input changes nothing.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let manager: User;
const NOW = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "news-editor-"));
  storage = localStorage(storageDir);
  manager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(formerSlugs);
  await database.db.delete(auditLog);
  await database.db.delete(news);
});

const SAVE = `mutation ($id: ID, $input: NewsInput!, $image: File) { saveNews(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveNewsSuccess { data { id slug state publishedAt image titleEn } } ... on DomainError { code fields { field message } } } }`;
const NEWS_ITEM = "query ($slug: String!) { newsItem(slug: $slug) { slug title summary body } }";
const MOVED = "query ($slug: String!) { movedSlug(kind: news, slug: $slug) }";

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "robots-en-clase",
  titleEs: "Robots en clase",
  titleEn: "Robots in class",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "## Qué pasó\n\nUn párrafo.",
  bodyEn: "## What happened\n\nA paragraph.",
  state: "draft",
  scheduledAt: null,
  ...overrides,
});
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

/** saveNews as the editor's form sends it: a multipart request when there is an image. */
async function save(
  user: User | null,
  variables: { id?: string; input: Record<string, unknown> },
  options: { image?: Blob; at?: Date } = {},
) {
  const api = testApi(database, { storage, clock: fixedClock(options.at ?? NOW) });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: SAVE, variables: { id: variables.id ?? null, input: variables.input, image: null } }));
  form.set("map", JSON.stringify(options.image ? { 0: ["variables.image"] } : {}));
  if (options.image) form.set("0", options.image, "portada.png");
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: { saveNews: any } | null; errors?: { message: string }[] };
  return body.data?.saveNews ?? body.errors;
}
const reader = (at: Date) => testApi(database, { clock: fixedClock(at) });

describe("the news editor", () => {
  test("an event manager's draft is stored with its image as WebP, unseen by visitors, and audited as created", async () => {
    const saved = await save(manager, { input: input() }, { image: await png() });
    expect(saved.__typename).toBe("MutationSaveNewsSuccess");
    expect(saved.data).toMatchObject({ slug: "robots-en-clase", state: "draft" });
    expect(saved.data.image).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(saved.data.image.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    expect((await reader(NOW).request(NEWS_ITEM, { slug: "robots-en-clase" })).body.data!.newsItem).toBeNull();
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({ actorId: manager.id, action: "newsCreate", entity: "news", entityId: saved.data.id, before: null });
    expect(entry?.after).toMatchObject({ slug: "robots-en-clase", titleEn: "Robots in class", published: false });
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ titleEs: "  ", slug: "Con Mayúsculas" }), await png(), { titleEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [input({ state: "scheduled" }), await png(), { scheduledAt: "editing.errors.required" }],
      [input({ state: "scheduled", scheduledAt: "2026-03-02T08:00:00Z" }), await png(), { scheduledAt: "editing.errors.scheduleFuture" }],
      [input({ state: "scheduled", scheduledAt: "mañana" }), await png(), { scheduledAt: "editing.errors.date" }],
      [input({ bodyEs: "x".repeat(20_001) }), await png(), { bodyEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    for (const [values, image, fields] of cases) {
      const saved = await save(manager, { input: values }, { image });
      expect(saved.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(Object.fromEntries(saved.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect(await database.db.select().from(news)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    const first = await save(manager, { input: input() }, { image: await png() });
    const other = await save(manager, { input: input({ slug: "otra" }) }, { image: await png() });
    expect((await save(manager, { id: other.data.id, input: input() })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await save(manager, { id: "999999", input: input({ slug: "nueva" }) })).code).toBe("NOT_FOUND");
    expect(first.data.slug).toBe("robots-en-clase");
  });

  test("a scheduled item appears at its time by the product's clock; publishing later keeps its date", async () => {
    const at = new Date("2026-03-05T10:30:00Z");
    const saved = await save(manager, { input: input({ state: "scheduled", scheduledAt: at.toISOString() }) }, { image: await png() });
    expect(saved.data).toMatchObject({ state: "scheduled", publishedAt: at.toISOString() });
    expect((await reader(new Date(at.getTime() - 1)).request(NEWS_ITEM, { slug: "robots-en-clase" })).body.data!.newsItem).toBeNull();
    expect((await reader(at).request(NEWS_ITEM, { slug: "robots-en-clase" })).body.data!.newsItem).toMatchObject({
      title: "Robots en clase",
    });
    // Once public, saving it as published again does not move its date.
    const later = new Date("2026-03-06T08:00:00Z");
    const again = await save(
      manager,
      { id: saved.data.id, input: input({ state: "published", titleEs: "Robots en el aula" }) },
      { at: later },
    );
    expect(again.data).toMatchObject({ state: "published", publishedAt: at.toISOString() });
    // A draft published now takes the clock's time.
    const draft = await save(manager, { input: input({ slug: "borrador" }) }, { image: await png() });
    const published = await save(manager, { id: draft.data.id, input: input({ slug: "borrador", state: "published" }) }, { at: later });
    expect(published.data.publishedAt).toBe(later.toISOString());
  });

  test("a changed address leads from the old one; a change is audited with before and after, an unchanged save is not", async () => {
    const saved = await save(manager, { input: input({ state: "published" }) }, { image: await png() });
    await save(manager, { id: saved.data.id, input: input({ state: "published", slug: "robots-en-el-aula" }) });
    const api = reader(NOW);
    expect((await api.request(MOVED, { slug: "robots-en-clase" })).body.data!.movedSlug).toBe("robots-en-el-aula");
    expect((await api.request(MOVED, { slug: "robots-en-el-aula" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "nunca-existio" })).body.data!.movedSlug).toBeNull();
    // Back to the first address: it is current again, and the second one now leads to it.
    await save(manager, { id: saved.data.id, input: input({ state: "published" }) });
    expect((await api.request(MOVED, { slug: "robots-en-clase" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "robots-en-el-aula" })).body.data!.movedSlug).toBe("robots-en-clase");
    await save(manager, { id: saved.data.id, input: input({ state: "published" }) });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "newsUpdate"));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [(e.before as { slug: string }).slug, (e.after as { slug: string }).slug])).toEqual(
      expect.arrayContaining([
        ["robots-en-clase", "robots-en-el-aula"],
        ["robots-en-el-aula", "robots-en-clase"],
      ]),
    );
  });

  test("English readers get the Spanish text where the English one was left empty", async () => {
    await save(manager, { input: input({ state: "published", titleEn: "", bodyEn: "" }) }, { image: await png() });
    const en = testApi(database, { clock: fixedClock(NOW) });
    const res = await en.request(NEWS_ITEM, { slug: "robots-en-clase" }, { headers: { "x-language": "en" } });
    expect(res.body.data!.newsItem).toMatchObject({ title: "Robots en clase", summary: "A summary", body: "## Qué pasó\n\nUn párrafo." });
  });

  test("only event managers (and admins, who hold the flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["DEVELOPER"], ["LICENSE_GEN"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      const refused = await save(user, { input: input() }, { image: await png() });
      expect(Array.isArray(refused), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, { image: await png() }))).toBe(true);
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    expect((await save(admin, { input: input() }, { image: await png() })).__typename).toBe("MutationSaveNewsSuccess");
    expect(await database.db.select({ id: news.id }).from(news)).toHaveLength(1);
  });
});
