import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  canonicalFormationCode,
  FORMATION_ATTEMPTS_MAX,
  FORMATION_ATTEMPTS_MAX_PER_ADDRESS,
  FORMATION_ATTEMPTS_WINDOW_MINUTES,
  FORMATION_CODE_ALPHABET,
} from "../../common/formation.ts";
import type { Database } from "../db/client.ts";
import { downloads, formations, rateLimitHits } from "../db/schema/index.ts";
import { DEMO_FORMATION_CODES, publishedFormationCode, seedFormations } from "../db/seed/formations.ts";
import { ACCOUNT_DELETION_STEPS } from "../services/accounts/account-deletion.ts";
import { newFormationAccessCode } from "../services/formation/formations.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/** Formations opened by an access code (sections 3, 4, 5 and 8; decision 032), on the API as a client sees it. */
let database: Database;
let api: ReturnType<typeof testApi>;
let program: ProgramRow;
const PUBLISHED = DEMO_FORMATION_CODES.published;
const UNPUBLISHED = DEMO_FORMATION_CODES.unpublished;
/** A well-formed code that opens nothing. */
const WRONG = "ZZZZZ-ZZZZZ";

const OPEN = `mutation ($code: String!) {
  openFormation(accessCode: $code) {
    __typename
    ... on MutationOpenFormationSuccess { data { id accessCode published title intro sessions { startsAt minutes place link } material { title text link } downloads { fileName title } } }
    ... on DomainError { code message retryAfter fields { field message } }
  }
}`;
const VIEW = `query ($code: String!) { formation(accessCode: $code) { id accessCode title } }`;
const PREVIEW = `query ($id: ID!) { formationPreview(id: $id) { id accessCode published title sessions { place } downloads { fileName } } }`;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  program = await givenProgram(database.db);
  // The downloads a formation lists (their files are the downloads seed's business, not needed here).
  const names = [
    "plan-sesion-formacion-docente.pdf",
    "plantilla-evaluacion-competencias.csv",
    "registro-horas-formacion.csv",
    "guia-seguridad-realidad-virtual.pdf",
    "tablero-oca-seguridad-digital.svg",
  ];
  await database.db.insert(downloads).values(
    names.map((fileName, position) => ({
      page: "vr" as const,
      fileName,
      titleEs: `Archivo ${position}`,
      titleEn: `File ${position}`,
      descriptionEs: "Descripción",
      descriptionEn: "Description",
      mimeType: "application/pdf",
      size: 1000,
      position,
    })),
  );
  expect(await seedFormations(database.db, { demoCodes: true })).toBe(true);
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const teacher = () => givenTeacher(database.db, [program]);
/** Each test's tries come from an address of its own, so that the address limit of one does not reach another. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;
type Auth = { token?: string; ip?: string; headers?: Record<string, string> };
const open = async (code: string, auth: Auth) => {
  const { status, body, retryAfter } = await api.request(OPEN, { code }, auth);
  return { status, answer: body.data?.openFormation, errors: body.errors, retryAfter };
};

describe("the seed", () => {
  test("two bilingual formations, one published, with their sessions, material and downloads; a second run adds nothing", async () => {
    const rows = await database.db.select().from(formations);
    expect(rows.map((r) => r.published).sort()).toEqual([false, true]);
    for (const row of rows) {
      expect(row.titleEs && row.titleEn && row.introEs && row.introEn).toBeTruthy();
      expect(row.sessions.length).toBeGreaterThanOrEqual(2);
      expect(row.materialEs.length).toBe(row.materialEn.length);
      expect(row.downloadIds.length).toBeGreaterThanOrEqual(2);
      for (const session of row.sessions) expect(new Date(session.startsAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(await seedFormations(database.db)).toBe(false);
    expect(await database.db.select().from(formations)).toHaveLength(2);
    expect(await publishedFormationCode(database.db)).toBe(PUBLISHED);
  });

  test("outside the demo, codes are drawn at random", async () => {
    const other = await testDatabase();
    try {
      await seedFormations(other.db);
      const codes = (await other.db.select({ code: formations.accessCode }).from(formations)).map((r) => r.code);
      for (const code of codes) {
        expect(code).toMatch(/^[23456789A-HJ-NP-Z]{5}-[23456789A-HJ-NP-Z]{5}$/);
        expect(Object.values(DEMO_FORMATION_CODES)).not.toContain(code);
      }
    } finally {
      await other.close();
    }
  });
});

describe("access codes", () => {
  test("are 10 characters of the unambiguous alphabet as XXXXX-XXXXX, at least 48 bits, and do not repeat", () => {
    expect(FORMATION_CODE_ALPHABET).toHaveLength(32);
    expect(FORMATION_CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(10 * Math.log2(FORMATION_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(48);
    const codes = Array.from({ length: 2000 }, newFormationAccessCode);
    for (const code of codes) expect(code).toMatch(/^[23456789A-HJ-NP-Z]{5}-[23456789A-HJ-NP-Z]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test("are read without regard to spaces, case or missing dashes", () => {
    for (const typed of ["aula5-dgtal", "  AULA5DGTAL ", "aula5 dgtal", "AULA5–DGTAL", "aula5-dgtal\n"])
      expect(canonicalFormationCode(typed), typed).toBe("AULA5-DGTAL");
    expect(canonicalFormationCode("abc")).toBe("ABC");
  });
});

describe("opening a formation by its code", () => {
  test("visitors, users without a licence and staff without one are refused", async () => {
    const registered = await givenUser(database.db);
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    for (const token of [undefined, registered.token, staff.token]) {
      for (const query of [OPEN, VIEW]) {
        const { body } = await api.request(query, { code: PUBLISHED }, { token, ip: newAddress() });
        expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
        expect(Object.values(body.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
    }
  });

  test("a licensed teacher opens the published one with its code, typed loosely, in the page's language", async () => {
    const { token } = await teacher();
    const ip = newAddress();
    const { answer } = await open(" aula5dgtal ", { token, ip });
    expect(answer.__typename).toBe("MutationOpenFormationSuccess");
    const formation = answer.data;
    expect(formation).toMatchObject({
      accessCode: PUBLISHED,
      published: true,
      title: "Competencia digital docente: programar y crear con el alumnado de primaria",
    });
    expect(formation.sessions).toHaveLength(3);
    expect(formation.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      [...formation.sessions.map((s: { startsAt: string }) => s.startsAt)].sort(),
    );
    expect(formation.sessions[1]).toMatchObject({
      place: "En línea, por videoconferencia",
      link: "https://formacion.example.org/sesiones/competencia-digital-2",
    });
    expect(formation.material[0].title).toBe("Antes de la primera sesión");
    expect(formation.downloads.map((d: { fileName: string }) => d.fileName)).toEqual([
      "plan-sesion-formacion-docente.pdf",
      "plantilla-evaluacion-competencias.csv",
      "registro-horas-formacion.csv",
    ]);
    const en = await open(PUBLISHED, { token, ip, headers: { "x-language": "en" } });
    expect(en.answer.data).toMatchObject({ title: "Teachers' digital competence: coding and creating with primary pupils" });
    expect(en.answer.data.downloads[0].title).toBe("File 0");
    // The view page's query: the same formation, and a right code is no wrong try.
    const view = await api.request(VIEW, { code: "aula5-dgtal" }, { token, ip });
    expect(view.body.data?.formation).toMatchObject({ accessCode: PUBLISHED });
    expect(await wrongTries(await userIdOf(token))).toBe(0);
  });

  test('a wrong code is "The code is not correct", on its field; an empty one is required', async () => {
    const { token } = await teacher();
    const { answer, status } = await open(WRONG, { token, ip: newAddress() });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      __typename: "DomainError",
      code: "FORMATION_CODE_WRONG",
      message: "formation.errors.codeWrong",
      fields: [{ field: "accessCode", message: "formation.errors.codeWrong" }],
    });
    const empty = await open("   ", { token, ip: newAddress() });
    expect(empty.answer).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "accessCode", message: "formation.errors.codeRequired" }],
    });
    const long = await open("A".repeat(500), { token, ip: newAddress() });
    expect(long.answer).toMatchObject({ code: "FORMATION_CODE_WRONG" });
    const view = await api.request(VIEW, { code: WRONG }, { token, ip: newAddress() });
    expect(view.body.data?.formation).toBeNull();
    expect(view.body.errors?.[0]?.extensions).toMatchObject({ code: "FORMATION_CODE_WRONG" });
  });

  test("an unpublished formation is not available to teachers", async () => {
    const { token } = await teacher();
    const { answer } = await open(UNPUBLISHED.toLowerCase(), { token, ip: newAddress() });
    expect(answer).toMatchObject({ code: "FORMATION_NOT_AVAILABLE", message: "formation.errors.notAvailable" });
    const view = await api.request(VIEW, { code: UNPUBLISHED }, { token, ip: newAddress() });
    expect(view.body.data?.formation).toBeNull();
    expect(view.body.errors?.[0]?.extensions).toMatchObject({ code: "FORMATION_NOT_AVAILABLE" });
    // An existing code is no wrong try, published or not.
    expect(await wrongTries(await userIdOf(token))).toBe(0);
  });
});

async function userIdOf(token: string | undefined): Promise<string> {
  const { body } = await api.request("{ me { id } }", {}, { token });
  return body.data?.me.id;
}
async function wrongTries(userId: string): Promise<number> {
  return (
    await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `formation:user:${userId}`))
  ).length;
}

describe("the limit on wrong codes", () => {
  test(`after ${FORMATION_ATTEMPTS_MAX} wrong codes every try waits (right codes do not count), then it resets`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { token } = await teacher();
    const ip = newAddress();
    for (let i = 0; i < FORMATION_ATTEMPTS_MAX - 1; i++)
      expect((await open(WRONG, { token, ip })).answer.code).toBe("FORMATION_CODE_WRONG");
    // A right code in between is not counted, nor does it forget the wrong ones.
    expect((await open(PUBLISHED, { token, ip })).answer.__typename).toBe("MutationOpenFormationSuccess");
    expect((await open(WRONG, { token, ip })).answer.code).toBe("FORMATION_CODE_WRONG");

    vi.setSystemTime(Date.now() + 60_000);
    const blocked = await open(PUBLISHED, { token, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.answer).toMatchObject({
      code: "FORMATION_TOO_MANY_ATTEMPTS",
      fields: [{ field: "accessCode", message: "formation.errors.tooManyAttempts" }],
    });
    // The first wrong try leaves the window 15 minutes after it was made: 14 minutes from now.
    expect(blocked.answer.retryAfter).toBeGreaterThan(13 * 60);
    expect(blocked.answer.retryAfter).toBeLessThanOrEqual(14 * 60);
    expect(blocked.retryAfter).toBe(String(blocked.answer.retryAfter));
    // The view page's query is no way around it.
    const view = await api.request(VIEW, { code: PUBLISHED }, { token, ip });
    expect(view.status).toBe(429);
    expect(view.body.errors?.[0]?.extensions).toMatchObject({ code: "FORMATION_TOO_MANY_ATTEMPTS" });
    expect(Number(view.retryAfter)).toBeGreaterThan(0);
    // Tries while waiting are not counted: the wait does not grow.
    expect(await wrongTries(await userIdOf(token))).toBe(FORMATION_ATTEMPTS_MAX);

    // Another teacher from another address is not held.
    const other = await teacher();
    expect((await open(PUBLISHED, { token: other.token, ip: newAddress() })).answer.__typename).toBe("MutationOpenFormationSuccess");

    vi.setSystemTime(Date.now() + FORMATION_ATTEMPTS_WINDOW_MINUTES * 60_000);
    expect((await open(PUBLISHED, { token, ip })).answer.__typename).toBe("MutationOpenFormationSuccess");
    expect((await open(WRONG, { token, ip })).answer.code).toBe("FORMATION_CODE_WRONG");
  });

  test("tries sent at once cannot slip under the limit", async () => {
    const { token } = await teacher();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: FORMATION_ATTEMPTS_MAX + 5 }, () => open(WRONG, { token, ip })));
    const codes = answers.map((a) => a.answer.code);
    expect(codes.filter((c) => c === "FORMATION_CODE_WRONG")).toHaveLength(FORMATION_ATTEMPTS_MAX);
    expect(codes.filter((c) => c === "FORMATION_TOO_MANY_ATTEMPTS")).toHaveLength(5);
  });

  test("a deleted account's counted tries go with it", async () => {
    const { token, id, email } = await teacher();
    await open(WRONG, { token, ip: newAddress() });
    expect(await wrongTries(id)).toBe(1);
    for (const step of ACCOUNT_DELETION_STEPS) await step(database.db, { id, email });
    expect(await wrongTries(id)).toBe(0);
  });

  test(`an address with ${FORMATION_ATTEMPTS_MAX_PER_ADDRESS} wrong codes waits, whoever tries from it`, async () => {
    const ip = newAddress();
    const at = new Date();
    await database.db
      .insert(rateLimitHits)
      .values(Array.from({ length: FORMATION_ATTEMPTS_MAX_PER_ADDRESS }, () => ({ key: `formation:ip:${ip}`, at })));
    const { token } = await teacher();
    expect((await open(PUBLISHED, { token, ip })).answer.code).toBe("FORMATION_TOO_MANY_ATTEMPTS");
    expect((await open(PUBLISHED, { token, ip: newAddress() })).answer.__typename).toBe("MutationOpenFormationSuccess");
  });
});

describe("the preview", () => {
  test("is for the foundation's staff: a licensed teacher is refused", async () => {
    const { token } = await teacher();
    const [row] = await database.db.select().from(formations).where(eq(formations.accessCode, PUBLISHED));
    const { body } = await api.request(PREVIEW, { id: String(row!.id) }, { token });
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(body.data?.formationPreview ?? null).toBeNull();
  });

  test("shows staff any formation by its id, unpublished ones too; an unknown id is null", async () => {
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const [row] = await database.db.select().from(formations).where(eq(formations.accessCode, UNPUBLISHED));
    const { body } = await api.request(PREVIEW, { id: String(row!.id) }, { token: staff.token });
    expect(body.data?.formationPreview).toMatchObject({
      accessCode: UNPUBLISHED,
      published: false,
      title: "Seguridad y bienestar digital en el aula",
    });
    expect(body.data?.formationPreview.downloads.map((d: { fileName: string }) => d.fileName)).toEqual([
      "guia-seguridad-realidad-virtual.pdf",
      "tablero-oca-seguridad-digital.svg",
    ]);
    for (const id of ["999999", "abc", "1; drop table formations"]) {
      const unknown = await api.request(PREVIEW, { id }, { token: staff.token });
      expect(unknown.body.errors, id).toBeUndefined();
      expect(unknown.body.data?.formationPreview, id).toBeNull();
    }
  });
});
