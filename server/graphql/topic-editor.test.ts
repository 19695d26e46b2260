import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { activities, auditLog, formerSlugs, topics } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

// The in-depth topics' editor (issue 18): the foundation's staff write both languages, keep drafts or publish (topics
// have no publication time: no scheduling), order them, change the address (the old one leads to the new), each change
// audited; bad input changes nothing.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "topic-editor-"));
  storage = localStorage(storageDir);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(formerSlugs);
  await database.db.delete(auditLog);
  await database.db.delete(topics);
});

const SAVE = `mutation ($id: ID, $input: TopicInput!, $image: File) { saveTopic(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveTopicSuccess { data { id slug category position published image titleEn } } ... on DomainError { code fields { field message } } } }`;
const TOPIC = "query ($slug: String!) { topic(slug: $slug) { slug title summary body category } }";
const TOPICS = "{ topics { slug } }";
const MOVED = "query ($slug: String!) { movedSlug(kind: topic, slug: $slug) }";

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "inteligencia-artificial",
  category: "ia",
  titleEs: "Inteligencia artificial",
  titleEn: "Artificial intelligence",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "## Qué es\n\nUn párrafo.",
  bodyEn: "## What it is\n\nA paragraph.",
  position: 1,
  published: false,
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

/** saveTopic as the editor's form sends it: a multipart request when there is an image. */
async function save(user: User | null, variables: { id?: string; input: Record<string, unknown> }, options: { image?: Blob } = {}) {
  const api = testApi(database, { storage });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: SAVE, variables: { id: variables.id ?? null, input: variables.input, image: null } }));
  form.set("map", JSON.stringify(options.image ? { 0: ["variables.image"] } : {}));
  if (options.image) form.set("0", options.image, "portada.png");
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: { saveTopic: any } | null; errors?: { message: string }[] };
  return body.data?.saveTopic ?? body.errors;
}
const visitor = () => testApi(database);

describe("the topics' editor", () => {
  test("a staff member's draft is stored with its image as WebP, unseen by visitors, audited as created; published it shows", async () => {
    const saved = await save(staff, { input: input() }, { image: await png() });
    expect(saved.__typename).toBe("MutationSaveTopicSuccess");
    expect(saved.data).toMatchObject({ slug: "inteligencia-artificial", category: "ia", position: 1, published: false });
    expect(saved.data.image).toMatch(/^\/uploads\/topics\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(saved.data.image.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    expect((await visitor().request(TOPIC, { slug: "inteligencia-artificial" })).body.data!.topic).toBeNull();
    expect((await visitor().request(TOPICS)).body.data!.topics).toEqual([]);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: "topicCreate",
      entity: "topic",
      entityId: saved.data.id,
      label: "Inteligencia artificial",
      before: null,
    });
    expect(entry?.after).toMatchObject({
      slug: "inteligencia-artificial",
      titleEn: "Artificial intelligence",
      published: false,
      position: 1,
    });

    const published = await save(staff, { id: saved.data.id, input: input({ published: true, category: null }) });
    expect(published.data).toMatchObject({ published: true, category: null, image: saved.data.image });
    expect((await visitor().request(TOPIC, { slug: "inteligencia-artificial" })).body.data!.topic).toMatchObject({
      title: "Inteligencia artificial",
      category: null,
    });
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ titleEs: "  ", slug: "Con Mayúsculas" }), await png(), { titleEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [input({ category: "cocina" }), await png(), { category: "editing.errors.category" }],
      [input({ position: -1 }), await png(), { position: "editing.errors.position" }],
      [input({ position: 2_000_000 }), await png(), { position: "editing.errors.position" }],
      [input({ summaryEs: "" }), await png(), { summaryEs: "editing.errors.required" }],
      [input({ bodyEs: "x".repeat(40_001) }), await png(), { bodyEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    for (const [values, image, fields] of cases) {
      const saved = await save(staff, { input: values }, { image });
      expect(saved.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(Object.fromEntries(saved.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect(await database.db.select().from(topics)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    await save(staff, { input: input() }, { image: await png() });
    const other = await save(staff, { input: input({ slug: "otra" }) }, { image: await png() });
    expect((await save(staff, { id: other.data.id, input: input() })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await save(staff, { id: "999999", input: input({ slug: "nueva" }) })).code).toBe("NOT_FOUND");
    expect((await database.db.select({ slug: topics.slug }).from(topics)).map((row) => row.slug).sort()).toEqual([
      "inteligencia-artificial",
      "otra",
    ]);
  });

  test("a changed address leads from the old one; a change is audited with before and after, an unchanged save is not", async () => {
    const saved = await save(staff, { input: input({ published: true }) }, { image: await png() });
    await save(staff, { id: saved.data.id, input: input({ published: true, slug: "la-ia" }) });
    const api = visitor();
    expect((await api.request(MOVED, { slug: "inteligencia-artificial" })).body.data!.movedSlug).toBe("la-ia");
    expect((await api.request(MOVED, { slug: "la-ia" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "nunca-existio" })).body.data!.movedSlug).toBeNull();
    await save(staff, { id: saved.data.id, input: input({ published: true, slug: "la-ia" }) });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "topicUpdate"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: "topic", entityId: saved.data.id });
    expect(entries[0]?.before).toMatchObject({ slug: "inteligencia-artificial" });
    expect(entries[0]?.after).toMatchObject({ slug: "la-ia" });
  });

  test("English readers get the Spanish text where the English one was left empty; the order is the editors'", async () => {
    await save(staff, { input: input({ published: true, titleEn: "", bodyEn: "", position: 5 }) }, { image: await png() });
    await save(staff, { input: input({ published: true, slug: "robotica", category: "robotics", position: 2 }) }, { image: await png() });
    const res = await visitor().request(TOPIC, { slug: "inteligencia-artificial" }, { headers: { "x-language": "en" } });
    expect(res.body.data!.topic).toMatchObject({
      title: "Inteligencia artificial",
      summary: "A summary",
      body: "## Qué es\n\nUn párrafo.",
    });
    expect((await visitor().request(TOPICS)).body.data!.topics).toEqual([{ slug: "robotica" }, { slug: "inteligencia-artificial" }]);
  });

  test("the preview shows the published activities of its category, in the request's language", async () => {
    await database.db.delete(activities);
    await givenActivity(database.db, {
      slug: "robot-baila",
      category: "robotics",
      titleEs: "Un robot que baila",
      titleEn: "A dancing robot",
    });
    await givenActivity(database.db, { slug: "otra-cosa", category: "game" });
    const saved = await save(staff, { input: input({ category: "robotics" }) }, { image: await png() });
    const PREVIEW = "query ($id: ID!) { editableTopic(id: $id) { titleEs activities { slug title } } }";
    const res = await testApi(database).request(
      PREVIEW,
      { id: saved.data.id },
      { headers: { authorization: `Bearer ${staff.token}`, "x-language": "en" } },
    );
    expect(res.body.data!.editableTopic).toEqual({
      titleEs: "Inteligencia artificial",
      activities: [{ slug: "robot-baila", title: "A dancing robot" }],
    });
  });

  test("only the foundation's staff (the developer flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      const refused = await save(user, { input: input() }, { image: await png() });
      expect(Array.isArray(refused), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, { image: await png() }))).toBe(true);
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    expect((await save(admin, { input: input() }, { image: await png() })).__typename).toBe("MutationSaveTopicSuccess");
    expect(await database.db.select({ id: topics.id }).from(topics)).toHaveLength(1);
  });
});
