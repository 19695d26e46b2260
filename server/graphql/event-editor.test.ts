import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, events, formerSlugs } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// The events editor (issue 18): event managers write both languages, the type, dates, place and sign-up address, draft,
// publish and schedule (by the product's clock), change the address (the old one leads to the new), each change
// audited; bad input changes nothing.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let manager: User;
const NOW = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "event-editor-"));
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
  await database.db.delete(events);
});

const SAVE = `mutation ($id: ID, $input: EventInput!, $image: File) { saveEvent(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveEventSuccess { data { id slug type state publishedAt image titleEn startsAt endsAt url } }
  ... on DomainError { code fields { field message } } } }`;
const EVENT = "query ($slug: String!) { event(slug: $slug) { slug type title summary body place url startsAt endsAt } }";
const EVENTS = "{ events { items { slug } } }";
const MOVED = "query ($slug: String!) { movedSlug(kind: event, slug: $slug) }";

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "taller-de-robotica",
  type: "courseWorkshop",
  titleEs: "Taller de robótica",
  titleEn: "Robotics workshop",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "## Qué haremos\n\nUn párrafo.",
  bodyEn: "## What we will do\n\nA paragraph.",
  placeEs: "Biblioteca de Zaragoza",
  placeEn: "Zaragoza library",
  startsAt: "2026-03-20T10:00:00+01:00",
  endsAt: "2026-03-20T13:00:00+01:00",
  url: "https://example.org/inscripcion",
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

/** saveEvent as the editor's form sends it: a multipart request when there is an image. */
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
  const body = (await response.json()) as { data?: { saveEvent: any } | null; errors?: { message: string }[] };
  return body.data?.saveEvent ?? body.errors;
}
const reader = (at: Date) => testApi(database, { clock: fixedClock(at) });
const fieldsOf = (saved: { fields: { field: string; message: string }[] }) =>
  Object.fromEntries(saved.fields.map((f) => [f.field, f.message]));

describe("the events editor", () => {
  test("an event manager's draft is stored with its image as WebP, unseen by visitors, and audited as created", async () => {
    const saved = await save(manager, { input: input() }, { image: await png() });
    expect(saved.__typename).toBe("MutationSaveEventSuccess");
    expect(saved.data).toMatchObject({
      slug: "taller-de-robotica",
      type: "courseWorkshop",
      state: "draft",
      startsAt: "2026-03-20T09:00:00.000Z",
      endsAt: "2026-03-20T12:00:00.000Z",
      url: "https://example.org/inscripcion",
    });
    expect(saved.data.image).toMatch(/^\/uploads\/events\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(saved.data.image.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    expect((await reader(NOW).request(EVENT, { slug: "taller-de-robotica" })).body.data!.event).toBeNull();
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: manager.id,
      action: "eventCreate",
      entity: "event",
      entityId: saved.data.id,
      label: "Taller de robótica",
      before: null,
    });
    expect(entry?.after).toMatchObject({
      slug: "taller-de-robotica",
      type: "course-workshop",
      placeEn: "Zaragoza library",
      published: false,
    });
    // No sign-up address: stored as none.
    const other = await save(manager, { input: input({ slug: "sin-inscripcion", url: "" }) }, { image: await png() });
    expect(other.data.url).toBeNull();
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ titleEs: "  ", slug: "Con Mayúsculas" }), await png(), { titleEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input({ placeEs: "" }), await png(), { placeEs: "editing.errors.required" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [input({ endsAt: "2026-03-20T09:59:00+01:00" }), await png(), { endsAt: "editing.event.errors.endBeforeStart" }],
      [input({ startsAt: "", endsAt: "el jueves" }), await png(), { startsAt: "editing.errors.required", endsAt: "editing.errors.date" }],
      [input({ url: "http://example.org/inscripcion" }), await png(), { url: "editing.event.errors.url" }],
      [input({ url: "javascript:alert(1)" }), await png(), { url: "editing.event.errors.url" }],
      [input({ url: "https://user:pw@example.org" }), await png(), { url: "editing.event.errors.url" }],
      [input({ state: "scheduled" }), await png(), { scheduledAt: "editing.errors.required" }],
      [input({ state: "scheduled", scheduledAt: "2026-03-02T08:00:00Z" }), await png(), { scheduledAt: "editing.errors.scheduleFuture" }],
      [input({ state: "scheduled", scheduledAt: "mañana" }), await png(), { scheduledAt: "editing.errors.date" }],
      [input({ bodyEs: "x".repeat(20_001) }), await png(), { bodyEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    const area = path.join(storageDir, "events");
    const stored = () => (existsSync(area) ? readdirSync(area) : []);
    const storedBefore = stored();
    for (const [values, image, fields] of cases) {
      const saved = await save(manager, { input: values }, { image });
      expect(saved.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(fieldsOf(saved), JSON.stringify(fields)).toEqual(fields);
    }
    expect(await database.db.select().from(events)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    // Nor any file stored (the refused image was never written).
    expect(stored()).toEqual(storedBefore);
    // An event may end when it starts; another's address is taken; an unknown id is not found.
    const first = await save(manager, { input: input({ endsAt: "2026-03-20T10:00:00+01:00" }) }, { image: await png() });
    expect(first.__typename).toBe("MutationSaveEventSuccess");
    const other = await save(manager, { input: input({ slug: "otro" }) }, { image: await png() });
    expect((await save(manager, { id: other.data.id, input: input() })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await save(manager, { id: "999999", input: input({ slug: "nuevo" }) })).code).toBe("NOT_FOUND");
    expect(await database.db.select({ id: events.id }).from(events)).toHaveLength(2);
  });

  test("a scheduled event appears at its time by the product's clock (event managers see it before); publishing later keeps its date", async () => {
    const at = new Date("2026-03-05T10:30:00Z");
    const saved = await save(manager, { input: input({ state: "scheduled", scheduledAt: at.toISOString() }) }, { image: await png() });
    expect(saved.data).toMatchObject({ state: "scheduled", publishedAt: at.toISOString() });
    const before = reader(new Date(at.getTime() - 1));
    expect((await before.request(EVENT, { slug: "taller-de-robotica" })).body.data!.event).toBeNull();
    expect((await before.request(EVENTS)).body.data!.events.items).toEqual([]);
    const auth = { headers: { authorization: `Bearer ${manager.token}` } };
    expect((await before.request(EVENT, { slug: "taller-de-robotica" }, auth)).body.data!.event).toMatchObject({
      title: "Taller de robótica",
    });
    const then = reader(at);
    expect((await then.request(EVENT, { slug: "taller-de-robotica" })).body.data!.event).toMatchObject({
      title: "Taller de robótica",
      type: "courseWorkshop",
    });
    expect((await then.request(EVENTS)).body.data!.events.items).toEqual([{ slug: "taller-de-robotica" }]);
    // Once public, saving it as published again does not move its date.
    const later = new Date("2026-03-06T08:00:00Z");
    const again = await save(
      manager,
      { id: saved.data.id, input: input({ state: "published", titleEs: "Taller de robots" }) },
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
    await save(manager, { id: saved.data.id, input: input({ state: "published", slug: "taller-de-robots" }) });
    const api = reader(NOW);
    expect((await api.request(MOVED, { slug: "taller-de-robotica" })).body.data!.movedSlug).toBe("taller-de-robots");
    expect((await api.request(MOVED, { slug: "taller-de-robots" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "nunca-existio" })).body.data!.movedSlug).toBeNull();
    // Back to the first address: it is current again, and the second one now leads to it.
    await save(manager, { id: saved.data.id, input: input({ state: "published" }) });
    expect((await api.request(MOVED, { slug: "taller-de-robotica" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "taller-de-robots" })).body.data!.movedSlug).toBe("taller-de-robotica");
    // The same values again (the start written in another offset is the same instant): no entry.
    await save(manager, { id: saved.data.id, input: input({ state: "published", startsAt: "2026-03-20T09:00:00Z" }) });
    // A new start and end: one entry naming them.
    await save(manager, {
      id: saved.data.id,
      input: input({ state: "published", startsAt: "2026-03-21T10:00:00+01:00", endsAt: "2026-03-21T12:00:00+01:00" }),
    });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "eventUpdate")).orderBy(auditLog.id);
    expect(entries).toHaveLength(3);
    expect(entries.slice(0, 2).map((e) => [(e.before as { slug: string }).slug, (e.after as { slug: string }).slug])).toEqual([
      ["taller-de-robotica", "taller-de-robots"],
      ["taller-de-robots", "taller-de-robotica"],
    ]);
    expect(entries[2]?.before).toMatchObject({ startsAt: "2026-03-20T09:00:00.000Z", endsAt: "2026-03-20T12:00:00.000Z" });
    expect(entries[2]?.after).toMatchObject({ startsAt: "2026-03-21T09:00:00.000Z", endsAt: "2026-03-21T11:00:00.000Z" });
  });

  test("English readers get the Spanish text where the English one was left empty", async () => {
    await save(manager, { input: input({ state: "published", titleEn: "", bodyEn: "", placeEn: "" }) }, { image: await png() });
    const res = await reader(NOW).request(EVENT, { slug: "taller-de-robotica" }, { headers: { "x-language": "en" } });
    expect(res.body.data!.event).toMatchObject({
      title: "Taller de robótica",
      summary: "A summary",
      body: "## Qué haremos\n\nUn párrafo.",
      place: "Biblioteca de Zaragoza",
    });
  });

  test("only event managers (and admins, who hold the flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["DEVELOPER"], ["LICENSE_GEN"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      const refused = await save(user, { input: input() }, { image: await png() });
      expect(Array.isArray(refused), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, { image: await png() }))).toBe(true);
    expect(await database.db.select({ id: events.id }).from(events)).toHaveLength(0);
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    expect((await save(admin, { input: input() }, { image: await png() })).__typename).toBe("MutationSaveEventSuccess");
    expect(await database.db.select({ id: events.id }).from(events)).toHaveLength(1);
  });
});
