import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, downloads, formations } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

// The formations' editor (issue 18): the foundation's staff write a formation in both languages, give it its access
// code (drawn when left empty, checked for its shape and unicity), publish it or not; each change audited, bad input
// changes nothing, and teachers see what was saved (the English texts falling back to the Spanish ones).
let database: Database;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let teacher: User;
const NOW = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  database = await testDatabase();
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  teacher = await givenTeacher(database.db, [await givenProgram(database.db)]);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(formations);
});

const SAVE = `mutation ($id: ID, $input: FormationInput!) { saveFormation(id: $id, input: $input) {
  __typename ... on MutationSaveFormationSuccess { data { id accessCode published titleEs titleEn introEn downloadIds updatedAt } }
  ... on DomainError { code fields { field message } } } }`;
const OPEN = `mutation ($code: String!) { openFormation(accessCode: $code) {
  __typename ... on MutationOpenFormationSuccess { data { title intro published downloads { fileName } sessions { startsAt minutes place link } material { title text link } } } ... on DomainError { code } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  accessCode: "",
  titleEs: "Robótica en el aula",
  titleEn: "Robotics in the classroom",
  introEs: "Una formación para docentes.",
  introEn: "A formation for teachers.",
  published: false,
  ...overrides,
});

let address = 0;
async function save(user: User | null, variables: { id?: string; input: Record<string, unknown> }) {
  const api = testApi(database, { clock: fixedClock(NOW) });
  const res = await api.request(SAVE, { id: variables.id ?? null, input: variables.input }, user ? { token: user.token } : {});
  return res.body.data?.saveFormation ?? res.body.errors;
}
async function open(code: string, lang: "es" | "en" = "es") {
  const res = await testApi(database).request(
    OPEN,
    { code },
    { token: teacher.token, ip: `192.0.2.${++address}`, headers: { "x-language": lang } },
  );
  return res.body.data?.openFormation;
}

describe("the formations' editor", () => {
  test("staff create an unpublished formation with a drawn code (audited); published, teachers open it", async () => {
    const saved = await save(staff, { input: input() });
    expect(saved.__typename).toBe("MutationSaveFormationSuccess");
    expect(saved.data.accessCode).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(saved.data.updatedAt).toBe(NOW.toISOString());
    expect((await open(saved.data.accessCode)).code).toBe("FORMATION_NOT_AVAILABLE");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: "formationCreate",
      entity: "formation",
      entityId: saved.data.id,
      label: "Robótica en el aula",
      before: null,
    });
    expect(entry?.after).toMatchObject({ accessCode: saved.data.accessCode, published: false, titleEn: "Robotics in the classroom" });

    const published = await save(staff, { id: saved.data.id, input: input({ accessCode: saved.data.accessCode, published: true }) });
    expect(published.data.published).toBe(true);
    expect((await open(saved.data.accessCode)).data).toMatchObject({ title: "Robótica en el aula", published: true });
  });

  test("a code is read as teachers type it; a changed code closes the old one; changes are audited, an unchanged save is not", async () => {
    const saved = await save(staff, { input: input({ accessCode: " abcde 23456 ", published: true }) });
    expect(saved.data.accessCode).toBe("ABCDE-23456");
    const moved = await save(staff, { id: saved.data.id, input: input({ accessCode: "FGHJK-23456", published: true }) });
    expect(moved.data.accessCode).toBe("FGHJK-23456");
    expect((await open("ABCDE-23456")).code).toBe("FORMATION_CODE_WRONG");
    expect((await open("fghjk23456")).data.title).toBe("Robótica en el aula");
    await save(staff, { id: saved.data.id, input: input({ accessCode: "FGHJK-23456", published: true }) });
    const updates = await database.db.select().from(auditLog).where(eq(auditLog.action, "formationUpdate"));
    expect(updates).toHaveLength(1);
    expect(updates[0]?.before).toMatchObject({ accessCode: "ABCDE-23456" });
    expect(updates[0]?.after).toMatchObject({ accessCode: "FGHJK-23456" });
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const first = await save(staff, { input: input({ accessCode: "ABCDE-23456" }) });
    const before = await database.db.select().from(formations);
    const audits = await database.db.select().from(auditLog);
    const cases: [string | undefined, Record<string, unknown>, Record<string, string>][] = [
      [undefined, input({ titleEs: "  ", introEs: "" }), { titleEs: "editing.errors.required", introEs: "editing.errors.required" }],
      [undefined, input({ accessCode: "ABC" }), { accessCode: "editing.formations.errors.accessCode" }],
      // Look-alikes (0, O, 1, I) are not in the codes' alphabet.
      [undefined, input({ accessCode: "ABCDE-0O1I2" }), { accessCode: "editing.formations.errors.accessCode" }],
      [undefined, input({ accessCode: "abcde-23456" }), { accessCode: "editing.formations.errors.accessCodeTaken" }],
      [undefined, input({ introEn: "x".repeat(5_001) }), { introEn: "editing.errors.tooLong" }],
      [first.data.id, input({ accessCode: "" }), { accessCode: "editing.errors.required" }],
    ];
    for (const [id, values, fields] of cases) {
      const refused = await save(staff, { id, input: values });
      expect(refused.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(Object.fromEntries(refused.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect((await save(staff, { id: "999999", input: input() })).code).toBe("NOT_FOUND");
    expect(await database.db.select().from(formations)).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual(audits);
  });

  test("a formation lists files of the downloads pages in the order chosen; an unknown one is refused; absent, they are kept", async () => {
    const files = await database.db
      .insert(downloads)
      .values(
        ["a.pdf", "b.pdf", "c.pdf"].map((fileName, position) => ({
          page: "vr" as const,
          fileName,
          titleEs: fileName,
          titleEn: "",
          descriptionEs: "-",
          descriptionEn: "",
          mimeType: "application/pdf",
          size: 1,
          position,
        })),
      )
      .returning({ id: downloads.id });
    const [a, b, c] = files.map((file) => String(file.id));
    try {
      const saved = await save(staff, { input: input({ accessCode: "QRSTU-23456", published: true, downloadIds: [c, a] }) });
      expect(saved.data.downloadIds).toEqual([c, a]);
      expect((await open("QRSTU-23456")).data.downloads).toEqual([{ fileName: "c.pdf" }, { fileName: "a.pdf" }]);
      const refused = await save(staff, { id: saved.data.id, input: input({ accessCode: "QRSTU-23456", downloadIds: [b, "999999"] }) });
      expect(refused.fields).toEqual([{ field: "downloadIds", message: "editing.formations.errors.downloads" }]);
      const kept = await save(staff, { id: saved.data.id, input: input({ accessCode: "QRSTU-23456", published: true, titleEs: "Otra" }) });
      expect(kept.data.downloadIds).toEqual([c, a]);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "formationUpdate"));
      expect(entry?.after).toMatchObject({ titleEs: "Otra", downloadIds: [Number(c), Number(a)] });
    } finally {
      await database.db.delete(downloads);
    }
  });

  test("sessions and material are held row by row in both languages; bad rows are refused; absent, they are kept", async () => {
    const row = (overrides: Record<string, unknown> = {}) => ({
      titleEs: "Guía",
      titleEn: "",
      textEs: "Lee la guía.",
      textEn: "Read the guide.",
      link: "https://example.org/guia",
      ...overrides,
    });
    const session = (overrides: Record<string, unknown> = {}) => ({
      startsAt: "2026-04-10T17:30:00+02:00",
      minutes: 90,
      placeEs: "CEIP Sol",
      placeEn: "",
      link: "",
      ...overrides,
    });
    const blankRow = row({ titleEs: "", textEs: "", textEn: "", link: "" });
    const saved = await save(staff, {
      input: input({
        accessCode: "ABCDE-34567",
        published: true,
        material: [row(), blankRow, row({ titleEs: "Tarea", titleEn: "Task", textEs: "Haz la tarea.", textEn: "", link: "" })],
        sessions: [
          session({ startsAt: "2026-05-01T10:00:00Z", placeEs: "En línea", placeEn: "Online", link: "https://meet.example.org/1" }),
          session(),
        ],
      }),
    });
    expect(saved.__typename).toBe("MutationSaveFormationSuccess");
    const es = (await open("ABCDE-34567")).data;
    expect(es.sessions).toEqual([
      { startsAt: "2026-04-10T15:30:00.000Z", minutes: 90, place: "CEIP Sol", link: null },
      { startsAt: "2026-05-01T10:00:00.000Z", minutes: 90, place: "En línea", link: "https://meet.example.org/1" },
    ]);
    expect(es.material).toEqual([
      { title: "Guía", text: "Lee la guía.", link: "https://example.org/guia" },
      { title: "Tarea", text: "Haz la tarea.", link: null },
    ]);
    // English readers: each empty English text shows the Spanish one.
    const en = (await open("ABCDE-34567", "en")).data;
    expect(en.material).toEqual([
      { title: "Guía", text: "Read the guide.", link: "https://example.org/guia" },
      { title: "Task", text: "Haz la tarea.", link: null },
    ]);
    expect(en.sessions.map((s: { place: string }) => s.place)).toEqual(["CEIP Sol", "Online"]);

    const before = await database.db.select().from(formations);
    for (const [values, field] of [
      [{ material: [row({ textEs: "" })] }, "material"],
      [{ material: [row({ link: "javascript:alert(1)" })] }, "material"],
      [{ sessions: [session({ minutes: 0 })] }, "sessions"],
      [{ sessions: [session({ startsAt: "mañana" })] }, "sessions"],
      [{ sessions: [session({ placeEs: "" })] }, "sessions"],
    ] as const) {
      const refused = await save(staff, { id: saved.data.id, input: input({ accessCode: "ABCDE-34567", ...values }) });
      expect(refused.fields, JSON.stringify(values)).toEqual([{ field, message: `editing.formations.errors.${field}` }]);
    }
    expect(await database.db.select().from(formations)).toEqual(before);
    await save(staff, { id: saved.data.id, input: input({ accessCode: "ABCDE-34567", published: true, titleEs: "Otro título" }) });
    const kept = (await open("ABCDE-34567")).data;
    expect(kept).toMatchObject({ title: "Otro título", sessions: es.sessions, material: es.material });
    // The same rows sent again (the sessions in another order) are no change: no entry.
    const entries = async () => (await database.db.select().from(auditLog).where(eq(auditLog.action, "formationUpdate"))).length;
    const counted = await entries();
    const same = input({
      accessCode: "ABCDE-34567",
      published: true,
      titleEs: "Otro título",
      material: [row(), row({ titleEs: "Tarea", titleEn: "Task", textEs: "Haz la tarea.", textEn: "", link: "" })],
      sessions: [
        session(),
        session({ startsAt: "2026-05-01T12:00:00+02:00", placeEs: "En línea", placeEn: "Online", link: "https://meet.example.org/1" }),
      ],
    });
    expect((await save(staff, { id: saved.data.id, input: same })).__typename).toBe("MutationSaveFormationSuccess");
    expect(await entries()).toBe(counted);
  });

  test("English readers get the Spanish texts where the English ones were left empty", async () => {
    await save(staff, { input: input({ accessCode: "KLMNP-23456", published: true, titleEn: "", introEn: "" }) });
    expect((await open("KLMNP-23456", "en")).data).toMatchObject({ title: "Robótica en el aula", intro: "Una formación para docentes." });
  });

  test("only the foundation's staff (the developer flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"], ["USER_LICENSED"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect(Array.isArray(await save(user, { input: input() })), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }))).toBe(true);
    for (const roles of [["LICENSE_GEN"], ["ADMIN"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect((await save(user, { input: input() })).__typename, roles.join()).toBe("MutationSaveFormationSuccess");
    }
    expect(await database.db.select({ id: formations.id }).from(formations)).toHaveLength(2);
  });
});
