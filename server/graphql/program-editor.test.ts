import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { auditLog, formerSlugs, programs } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram } from "../test/publications-factories.ts";

// The programmes' pages editor (issue 18): the foundation's staff write an existing programme's public page in both
// languages, publish or withdraw it, order it, change its address (the old one leads to the new), each change audited;
// bad input changes nothing; programmes are not created here.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let program: Awaited<ReturnType<typeof givenProgram>>;

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "program-editor-"));
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
  await database.db.delete(programs);
  program = await givenProgram(database.db, {
    public: false,
    slug: null,
    summaryEs: "",
    summaryEn: "",
    bodyEs: "",
    bodyEn: "",
    links: ["/profundiza/nada"],
  });
});

const SAVE = `mutation ($id: ID!, $input: ProgramInput!, $image: File) { saveProgram(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveProgramSuccess { data { id code slug public position image nameEn } } ... on DomainError { code fields { field message } } } }`;
const PAGE = "query ($slug: String!) { programPage(slug: $slug) { slug name summary body links } }";
const MOVED = "query ($slug: String!) { movedSlug(kind: program, slug: $slug) }";

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "robotica-ia",
  nameEs: "Robótica e IA",
  nameEn: "Robotics and AI",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "## Qué es\n\nUn párrafo.",
  bodyEn: "## What it is\n\nA paragraph.",
  position: 3,
  public: false,
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

/** saveProgram as the editor's form sends it: a multipart request when there is an image. */
async function save(user: User | null, variables: { id?: string; input: Record<string, unknown> }, options: { image?: Blob } = {}) {
  const api = testApi(database, { storage });
  const form = new FormData();
  form.set(
    "operations",
    JSON.stringify({ query: SAVE, variables: { id: variables.id ?? String(program.id), input: variables.input, image: null } }),
  );
  form.set("map", JSON.stringify(options.image ? { 0: ["variables.image"] } : {}));
  if (options.image) form.set("0", options.image, "portada.png");
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: { saveProgram: any } | null; errors?: { message: string }[] };
  return body.data?.saveProgram ?? body.errors;
}
const visitor = () => testApi(database);
const row = async () => (await database.db.select().from(programs).where(eq(programs.id, program.id)))[0];

describe("the programmes' pages editor", () => {
  test("staff publish a programme's page with an image; its code stays; visitors see it once public; audited", async () => {
    const draft = await save(staff, { input: input() }, { image: await png() });
    expect(draft.__typename).toBe("MutationSaveProgramSuccess");
    expect(draft.data).toMatchObject({ code: program.code, slug: "robotica-ia", public: false, position: 3 });
    expect(draft.data.image).toMatch(/^\/uploads\/programs\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(draft.data.image.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    expect((await visitor().request(PAGE, { slug: "robotica-ia" })).body.data!.programPage).toBeNull();

    const published = await save(staff, { input: input({ public: true }) });
    expect(published.data).toMatchObject({ public: true, image: draft.data.image });
    expect((await visitor().request(PAGE, { slug: "robotica-ia" })).body.data!.programPage).toMatchObject({
      name: "Robótica e IA",
      links: ["/profundiza/nada"],
    });
    expect(await row()).toMatchObject({ code: program.code, links: ["/profundiza/nada"] });

    const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.label])).toEqual([
      ["programUpdate", "program", String(program.id), "Robótica e IA"],
      ["programUpdate", "program", String(program.id), "Robótica e IA"],
    ]);
    expect(entries[0]?.before).toMatchObject({ slug: null, published: false });
    expect(entries[1]?.after).toMatchObject({ slug: "robotica-ia", published: true });
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const other = await givenProgram(database.db, { slug: "ocupada" });
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ nameEs: "  ", slug: "Con Mayúsculas" }), undefined, { nameEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [
        input({ public: true, slug: "", summaryEs: "", bodyEs: " " }),
        undefined,
        { slug: "editing.errors.required", summaryEs: "editing.errors.required", bodyEs: "editing.errors.required" },
      ],
      [input({ slug: "ocupada" }), undefined, { slug: "editing.errors.slugTaken" }],
      [input({ position: -3 }), undefined, { position: "editing.errors.position" }],
      [input({ bodyEs: "x".repeat(40_001) }), undefined, { bodyEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    const before = await row();
    for (const [values, image, fields] of cases) {
      const saved = await save(staff, { input: values }, { image });
      expect(saved.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(Object.fromEntries(saved.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect(await row()).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect((await save(staff, { id: "999999", input: input() })).code).toBe("NOT_FOUND");
    // A page without an address nor texts may stay a draft.
    expect((await save(staff, { input: input({ slug: "", summaryEs: "", bodyEs: "" }) })).data).toMatchObject({
      slug: null,
      public: false,
    });
    expect((await database.db.select().from(programs).where(eq(programs.id, other.id)))[0]?.slug).toBe("ocupada");
  });

  test("a changed address leads from the old one; an unchanged save is not audited", async () => {
    await save(staff, { input: input({ public: true }) });
    await save(staff, { input: input({ public: true, slug: "robotica" }) });
    const api = visitor();
    expect((await api.request(MOVED, { slug: "robotica-ia" })).body.data!.movedSlug).toBe("robotica");
    expect((await api.request(MOVED, { slug: "robotica" })).body.data!.movedSlug).toBeNull();
    // Back to the first address: it is current again, and the second one now leads to it.
    await save(staff, { input: input({ public: true }) });
    expect((await api.request(MOVED, { slug: "robotica-ia" })).body.data!.movedSlug).toBeNull();
    expect((await api.request(MOVED, { slug: "robotica" })).body.data!.movedSlug).toBe("robotica-ia");
    await save(staff, { input: input({ public: true }) });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "programUpdate"));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => [(e.before as { slug: string }).slug, (e.after as { slug: string }).slug])).toEqual(
      expect.arrayContaining([
        ["robotica-ia", "robotica"],
        ["robotica", "robotica-ia"],
      ]),
    );
  });

  test("English readers get the Spanish text where the English one was left empty", async () => {
    await save(staff, { input: input({ public: true, nameEn: "", bodyEn: "" }) });
    const res = await visitor().request(PAGE, { slug: "robotica-ia" }, { headers: { "x-language": "en" } });
    expect(res.body.data!.programPage).toMatchObject({ name: "Robótica e IA", summary: "A summary", body: "## Qué es\n\nUn párrafo." });
  });

  test("only the foundation's staff (the developer flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect(Array.isArray(await save(user, { input: input() })), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }))).toBe(true);
    expect((await row())?.slug).toBeNull();
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    expect((await save(admin, { input: input() })).__typename).toBe("MutationSaveProgramSuccess");
  });
});
