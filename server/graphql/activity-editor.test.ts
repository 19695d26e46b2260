import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { activities, auditLog, formerSlugs } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// The activities editor (issue 18): the foundation's staff write both languages and every attribute, draft, publish and
// schedule (by the product's clock), change the address (the old one leads to the new), each change audited; bad
// input changes nothing.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
const NOW = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "activity-editor-"));
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
  await database.db.delete(activities);
});

const SAVE = `mutation ($id: ID, $input: ActivityInput!, $image: File) { saveActivity(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveActivitySuccess { data { id slug state publishedAt cover titleEn ageSegments competences category stepsEs } }
  ... on DomainError { code fields { field message } } } }`;
const ACTIVITY = "query ($slug: String!) { activity(slug: $slug) { slug title summary description materials steps tips category } }";
const LIST = "{ activities(pageSize: 48) { total items { slug } } }";
const MOVED = "query ($slug: String!) { movedSlug(kind: activity, slug: $slug) }";
const EDITORS_LIST =
  "query ($page: Int, $sort: ActivityEditorSort) { activitiesForEditors(page: $page, sort: $sort) { total pageCount items { slug state } } }";

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "robots-de-carton",
  titleEs: "Robots de cartón",
  titleEn: "Cardboard robots",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  descriptionEs: "Un párrafo.\n\nOtro párrafo.",
  descriptionEn: "A paragraph.\n\nAnother paragraph.",
  materialsEs: ["Cartón", " ", "Tijeras"],
  materialsEn: ["Cardboard", "Scissors"],
  stepsEs: ["Corta", "Pega"],
  stepsEn: ["Cut", "Glue"],
  tipsEs: "Con calma.",
  tipsEn: "Take it easy.",
  audience: "family",
  ageSegments: ["nineToTwelve", "sixToEight"],
  difficulty: "intermediate",
  minutes: 45,
  category: "threeD",
  competences: ["contentCreation"],
  withKit: false,
  withMaterials: true,
  withPc: false,
  withTablet: true,
  access: "open",
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

/** saveActivity as the editor's form sends it: a multipart request when there is an image. */
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
  const body = (await response.json()) as { data?: { saveActivity: any } | null; errors?: { message: string }[] };
  return body.data?.saveActivity ?? body.errors;
}
const reader = (at: Date) => testApi(database, { clock: fixedClock(at) });
const fieldsOf = (saved: { fields: { field: string; message: string }[] }) =>
  Object.fromEntries(saved.fields.map((f) => [f.field, f.message]));

describe("the activities editor", () => {
  test("a draft is stored with every attribute and its cover as WebP, unseen by visitors, and audited as created", async () => {
    const saved = await save(staff, { input: input() }, { image: await png() });
    expect(saved.__typename).toBe("MutationSaveActivitySuccess");
    // Blank entries dropped, ages in their own order, "3D" travelling as threeD.
    expect(saved.data).toMatchObject({
      slug: "robots-de-carton",
      state: "draft",
      ageSegments: ["sixToEight", "nineToTwelve"],
      category: "threeD",
    });
    expect(saved.data.cover).toMatch(/^\/uploads\/activities\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(saved.data.cover.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    const [row] = await database.db.select().from(activities);
    expect(row).toMatchObject({
      materialsEs: ["Cartón", "Tijeras"],
      ageRank: 1,
      category: "3D",
      withTablet: true,
      withKit: false,
      published: false,
    });
    expect((await reader(NOW).request(ACTIVITY, { slug: "robots-de-carton" })).body.data!.activity).toBeNull();
    expect((await reader(NOW).request(LIST)).body.data!.activities.total).toBe(0);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: "activityCreate",
      entity: "activity",
      entityId: saved.data.id,
      label: "Robots de cartón",
      before: null,
    });
    expect(entry?.after).toMatchObject({
      slug: "robots-de-carton",
      titleEn: "Cardboard robots",
      published: false,
      image: saved.data.cover,
      minutes: 45,
    });
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ titleEs: "  ", slug: "Con Mayúsculas" }), await png(), { titleEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [
        input({ stepsEs: [" "], ageSegments: [], competences: [] }),
        await png(),
        {
          stepsEs: "editing.errors.required",
          ageSegments: "editing.activity.errors.chooseOne",
          competences: "editing.activity.errors.chooseOne",
        },
      ],
      [input({ minutes: 0 }), await png(), { minutes: "editing.activity.errors.minutes" }],
      [
        input({ materialsEs: Array.from({ length: 41 }, (_, i) => `Cosa ${i}`) }),
        await png(),
        { materialsEs: "editing.activity.errors.tooMany" },
      ],
      [input({ stepsEn: ["x".repeat(1001)] }), await png(), { "stepsEn.0": "editing.errors.tooLong" }],
      [input({ state: "scheduled" }), await png(), { scheduledAt: "editing.errors.required" }],
      [input({ state: "scheduled", scheduledAt: "2026-03-02T08:00:00Z" }), await png(), { scheduledAt: "editing.errors.scheduleFuture" }],
      [input({ descriptionEs: "x".repeat(20_001) }), await png(), { descriptionEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    for (const [values, image, fields] of cases) {
      const saved = await save(staff, { input: values }, { image });
      expect(saved.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(fieldsOf(saved)).toEqual(fields);
    }
    expect(await database.db.select().from(activities)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    const first = await save(staff, { input: input() }, { image: await png() });
    const other = await save(staff, { input: input({ slug: "otra" }) }, { image: await png() });
    expect((await save(staff, { id: other.data.id, input: input() })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await save(staff, { id: "999999", input: input({ slug: "nueva" }) })).code).toBe("NOT_FOUND");
    expect(first.data.slug).toBe("robots-de-carton");
  });

  test("a scheduled activity appears at its time by the product's clock, in the detail and in the list's total", async () => {
    const at = new Date("2026-03-05T10:30:00Z");
    const saved = await save(staff, { input: input({ state: "scheduled", scheduledAt: at.toISOString() }) }, { image: await png() });
    expect(saved.data).toMatchObject({ state: "scheduled", publishedAt: at.toISOString() });
    const before = reader(new Date(at.getTime() - 1));
    expect((await before.request(ACTIVITY, { slug: "robots-de-carton" })).body.data!.activity).toBeNull();
    expect((await before.request(LIST)).body.data!.activities).toEqual({ total: 0, items: [] });
    // Nothing in the table changed, yet the remembered total is not the one read before its time.
    const after = reader(at);
    expect((await after.request(ACTIVITY, { slug: "robots-de-carton" })).body.data!.activity).toMatchObject({ title: "Robots de cartón" });
    expect((await after.request(LIST)).body.data!.activities).toEqual({ total: 1, items: [{ slug: "robots-de-carton" }] });
    // Once public, saving it as published again does not move its date.
    const later = new Date("2026-03-06T08:00:00Z");
    const again = await save(staff, { id: saved.data.id, input: input({ state: "published", titleEs: "Robots de papel" }) }, { at: later });
    expect(again.data).toMatchObject({ state: "published", publishedAt: at.toISOString() });
  });

  test("a changed address leads from the old one; a change is audited with before and after, an unchanged save is not", async () => {
    const saved = await save(staff, { input: input({ state: "published" }) }, { image: await png() });
    await save(staff, { id: saved.data.id, input: input({ state: "published", slug: "robots-de-papel" }) });
    const api = reader(NOW);
    expect((await api.request(MOVED, { slug: "robots-de-carton" })).body.data!.movedSlug).toBe("robots-de-papel");
    expect((await api.request(MOVED, { slug: "robots-de-papel" })).body.data!.movedSlug).toBeNull();
    // The news' former addresses are not the activities'.
    expect(
      (await api.request("query ($slug: String!) { movedSlug(kind: news, slug: $slug) }", { slug: "robots-de-carton" })).body.data!
        .movedSlug,
    ).toBeNull();
    // The same form again changes nothing and writes no entry.
    await save(staff, { id: saved.data.id, input: input({ state: "published", slug: "robots-de-papel" }) });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "activityUpdate"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: "activity",
      entityId: saved.data.id,
      before: { slug: "robots-de-carton" },
      after: { slug: "robots-de-papel" },
    });
  });

  test("English readers get the Spanish texts and lists where the English ones were left empty", async () => {
    await save(
      staff,
      { input: input({ state: "published", titleEn: "", descriptionEn: "", stepsEn: [], tipsEn: "" }) },
      { image: await png() },
    );
    const res = await reader(NOW).request(ACTIVITY, { slug: "robots-de-carton" }, { headers: { "x-language": "en" } });
    expect(res.body.data!.activity).toMatchObject({
      title: "Robots de cartón",
      summary: "A summary",
      description: "Un párrafo.\n\nOtro párrafo.",
      steps: ["Corta", "Pega"],
      tips: "Con calma.",
      materials: ["Cardboard", "Scissors"],
    });
  });

  test("the editors' list: every state, paged, by title or by state", async () => {
    await save(staff, { input: input({ slug: "b", titleEs: "Beta", state: "published" }) }, { image: await png() });
    await save(staff, { input: input({ slug: "a", titleEs: "¡Alfa!" }) }, { image: await png() });
    await save(
      staff,
      { input: input({ slug: "c", titleEs: "Gamma", state: "scheduled", scheduledAt: "2026-04-01T08:00:00Z" }) },
      { image: await png() },
    );
    const api = testApi(database, { clock: fixedClock(NOW) });
    const list = async (sort: string) =>
      (await api.request(EDITORS_LIST, { sort }, { headers: { authorization: `Bearer ${staff.token}` } })).body.data!.activitiesForEditors;
    expect((await list("titleAsc")).items.map((i: { slug: string }) => i.slug)).toEqual(["a", "b", "c"]);
    expect((await list("titleDesc")).items.map((i: { slug: string }) => i.slug)).toEqual(["c", "b", "a"]);
    expect((await list("stateAsc")).items).toEqual([
      { slug: "a", state: "draft" },
      { slug: "c", state: "scheduled" },
      { slug: "b", state: "published" },
    ]);
    expect((await list("stateDesc")).items.map((i: { slug: string }) => i.slug)).toEqual(["b", "c", "a"]);
    expect(await list("titleAsc")).toMatchObject({ total: 3, pageCount: 1 });
  });

  test("only the foundation's staff (the developer flag: admins hold it too) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      const refused = await save(user, { input: input() }, { image: await png() });
      expect(Array.isArray(refused), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, { image: await png() }))).toBe(true);
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    expect((await save(admin, { input: input() }, { image: await png() })).__typename).toBe("MutationSaveActivitySuccess");
    expect(await database.db.select({ id: activities.id }).from(activities)).toHaveLength(1);
  });
});
