import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEACHER_MAX_ATTACHMENTS } from "../../common/challenges.ts";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { teacherChallengeEntries } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

/**
 * The teachers' super-challenge 2024 (sections 3, 4, 5 and 9; decision 035) on the API: its stages by the product's
 * clock at their boundaries, every rule of the form refused with nothing stored, one candidacy per centre (whatever
 * the code's case and spaces, and when two arrive together), and the staff's list.
 */
let database: Database;
/** The API on a day the edition is open, and at other instants when a test asks. */
let api: ReturnType<typeof testApi>;
const at = (instant: string) => testApi(database, { clock: fixedClock(instant) });
const OPEN_DAY = "2024-03-15T10:00:00+01:00";

beforeAll(async () => {
  database = await testDatabase();
  api = at(OPEN_DAY);
});
afterAll(() => database.close());

const CSRF = { "x-graphql-yoga-csrf": "1" };
const as = (user: { token: string } | null, lang = "es") => ({ token: user?.token, headers: { ...CSRF, "x-language": lang } });

const PAGE = `{ teacherChallenge { edition stage opensAt closesAt deadline winners places maxAttachments
  communities { id name } myEntry { centreCode candidacyName community { name } } } }`;
const APPLY = `mutation ($input: TeacherChallengeInput!) {
  applyTeacherChallenge(input: $input) {
    __typename
    ... on MutationApplyTeacherChallengeSuccess { data { id centreCode community { id name } totalStudents attachments { name url } imagePermissions createdAt anythingElse } }
    ... on DomainError { code message fields { field message } }
  } }`;
const ENTRIES = `query ($page: Int, $pageSize: Int) { teacherChallengeEntries(page: $page, pageSize: $pageSize) {
  total page pageSize pageCount items { centreCode candidacyName email attachments { name url } } } }`;

let codes = 0;
/** A whole candidacy of a centre of its own, changed by `overrides`. */
const candidacy = (overrides: Record<string, unknown> = {}) => ({
  name: "Marta",
  lastName: "Ruiz Lozano",
  role: "Jefa de estudios",
  email: "marta@example.org",
  candidacyName: "Robots que cuentan",
  centreName: "CEIP Las Acacias",
  centreCode: `28${String(++codes).padStart(6, "0")}`,
  communityId: "13",
  totalStudents: 450,
  totalTeachers: 32,
  candidacyTeachers: 12,
  studentsBenefited: 300,
  specialFeature: "Un centro rural agrupado.",
  changeHistory: "Empezamos en 2021.",
  teacherImpact: "Formación.",
  studentImpact: "Proyectos.",
  anythingElse: null,
  attachments: [{ name: "Vídeo", url: "https://example.org/video" }],
  conditionsRead: true,
  dataConsent: true,
  dataUse: true,
  imagePermissions: true,
  ...overrides,
});

async function apply(client: ReturnType<typeof testApi>, user: { token: string } | null, input: Record<string, unknown>, lang = "es") {
  const res = await client.request(APPLY, { input }, as(user, lang));
  return res.body;
}
const entriesOfCode = async (code: string) =>
  (await database.db.select({ n: count() }).from(teacherChallengeEntries).where(eq(teacherChallengeEntries.centreCode, code)))[0]?.n;
const allEntries = async () => (await database.db.select({ n: count() }).from(teacherChallengeEntries))[0]?.n ?? 0;

describe("the edition's page and its stages", () => {
  test.each([
    ["2024-01-31T23:59:59.999+01:00", "comingSoon"],
    ["2024-02-01T00:00:00+01:00", "open"],
    ["2024-04-30T23:59:59.999+02:00", "open"],
    ["2024-05-01T00:00:00+02:00", "closed"],
    ["2025-12-01T09:00:00+01:00", "closed"],
  ])("at %s the stage is %s", async (instant, stage) => {
    const res = await at(instant).request(PAGE, undefined, as(null));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.teacherChallenge).toMatchObject({
      edition: "2024",
      stage,
      deadline: "2024-04-30",
      winners: 5,
      places: 3,
      maxAttachments: TEACHER_MAX_ATTACHMENTS,
      opensAt: "2024-01-31T23:00:00.000Z",
      closesAt: "2024-04-30T22:00:00.000Z",
      myEntry: null,
    });
  });

  test("the form's communities come from the geography tables", async () => {
    const res = await api.request(PAGE, undefined, as(null));
    const communities = res.body.data?.teacherChallenge.communities as { id: string; name: string }[];
    expect(communities).toHaveLength(19);
    expect(communities).toContainEqual({ id: "13", name: "Comunidad de Madrid" });
  });
});

describe("applying", () => {
  test("a signed-in user sends a centre's candidacy; the page then shows it as theirs", async () => {
    const user = await givenUser(database.db);
    const body = await apply(api, user, candidacy({ centreCode: " 28abc-01 ", anythingElse: "  Gracias.  " }));
    expect(body.errors).toBeUndefined();
    expect(body.data?.applyTeacherChallenge).toMatchObject({
      __typename: "MutationApplyTeacherChallengeSuccess",
      data: {
        centreCode: "28ABC-01",
        community: { id: "13", name: "Comunidad de Madrid" },
        totalStudents: 450,
        anythingElse: "Gracias.",
        attachments: [{ name: "Vídeo", url: "https://example.org/video" }],
        imagePermissions: true,
        // The product's clock, not the database's.
        createdAt: "2024-03-15T09:00:00.000Z",
      },
    });
    const page = await api.request(PAGE, undefined, as(user));
    expect(page.body.data?.teacherChallenge.myEntry).toEqual({
      centreCode: "28ABC-01",
      candidacyName: "Robots que cuentan",
      community: { name: "Comunidad de Madrid" },
    });
  });

  test("a visitor cannot apply", async () => {
    const before = await allEntries();
    const body = await apply(api, null, candidacy());
    expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await allEntries()).toBe(before);
  });

  test("the last instant of 30 April 2024 in Madrid is accepted, the next one refused; before 1 February too", async () => {
    const user = await givenUser(database.db);
    const last = await apply(at("2024-04-30T23:59:59.999+02:00"), user, candidacy());
    expect(last.data?.applyTeacherChallenge.__typename).toBe("MutationApplyTeacherChallengeSuccess");
    const first = await apply(at("2024-02-01T00:00:00+01:00"), user, candidacy());
    expect(first.data?.applyTeacherChallenge.__typename).toBe("MutationApplyTeacherChallengeSuccess");

    const late = candidacy();
    const closed = await apply(at("2024-05-01T00:00:00+02:00"), user, late);
    expect(closed.data?.applyTeacherChallenge).toMatchObject({
      code: "TEACHER_CHALLENGE_CLOSED",
      message: "teacherChallenge.errors.closed",
    });
    const early = candidacy();
    const notOpen = await apply(at("2024-01-31T23:59:59.999+01:00"), user, early);
    expect(notOpen.data?.applyTeacherChallenge).toMatchObject({
      code: "TEACHER_CHALLENGE_NOT_OPEN",
      message: "teacherChallenge.errors.notOpen",
    });
    expect(await entriesOfCode(late.centreCode)).toBe(0);
    expect(await entriesOfCode(early.centreCode)).toBe(0);
  });

  const E = "teacherChallenge.errors";
  test.each([
    ["no name", { name: "" }, { name: `${E}.nameRequired` }],
    ["no surname", { lastName: null }, { lastName: `${E}.lastNameRequired` }],
    ["no role", { role: "  " }, { role: `${E}.roleRequired` }],
    ["no email", { email: "" }, { email: "validation.emailRequired" }],
    ["an email that is not one", { email: "marta" }, { email: "validation.emailInvalid" }],
    ["no candidacy name", { candidacyName: "" }, { candidacyName: `${E}.candidacyNameRequired` }],
    ["no centre name", { centreName: "" }, { centreName: `${E}.centreNameRequired` }],
    ["no centre code", { centreCode: " " }, { centreCode: `${E}.codeRequired` }],
    ["a code with symbols", { centreCode: "28/01" }, { centreCode: `${E}.codeInvalid` }],
    ["no community", { communityId: null }, { communityId: `${E}.communityRequired` }],
    ["a community that does not exist", { communityId: "99" }, { communityId: `${E}.communityRequired` }],
    ["no count", { totalStudents: null }, { totalStudents: `${E}.numberRequired` }],
    ["a negative count", { totalTeachers: -1 }, { totalTeachers: `${E}.numberWhole` }],
    ["a count beyond any centre", { totalStudents: 1_000_000 }, { totalStudents: `${E}.numberTooLarge` }],
    [
      "more teachers in the candidacy than in the centre",
      { candidacyTeachers: 33 },
      { candidacyTeachers: `${E}.candidacyTeachersOverTotal` },
    ],
    ["more students benefited than in the centre", { studentsBenefited: 451 }, { studentsBenefited: `${E}.studentsBenefitedOverTotal` }],
    ["no answer", { teacherImpact: "" }, { teacherImpact: `${E}.answerRequired` }],
    ["an answer too long", { studentImpact: "a".repeat(3001) }, { studentImpact: `${E}.answerTooLong` }],
    ["no attachment", { attachments: [] }, { attachments: `${E}.attachmentsRequired` }],
    ["an attachment without its link", { attachments: [{ name: "Fotos", url: "" }] }, { "attachments.0.url": `${E}.linkRequired` }],
    [
      "an attachment without its name",
      { attachments: [{ name: null, url: "https://example.org/f" }] },
      { "attachments.0.name": `${E}.linkNameRequired` },
    ],
    [
      "a link that is no web address",
      { attachments: [{ name: "Fotos", url: "ftp://example.org/f" }] },
      { "attachments.0.url": `${E}.linkInvalid` },
    ],
    [
      "too many attachments",
      { attachments: Array.from({ length: TEACHER_MAX_ATTACHMENTS + 1 }, (_, i) => ({ name: `F${i}`, url: `https://example.org/${i}` })) },
      { attachments: `${E}.attachmentsTooMany` },
    ],
    ["conditions not read", { conditionsRead: false }, { conditionsRead: `${E}.conditionsReadRequired` }],
    ["no data consent", { dataConsent: null }, { dataConsent: `${E}.dataConsentRequired` }],
    ["no data use", { dataUse: false }, { dataUse: `${E}.dataUseRequired` }],
  ])("refused: %s, nothing stored", async (_, change, fields) => {
    const user = await givenUser(database.db);
    const input = candidacy(change);
    const body = await apply(api, user, input);
    expect(body.errors).toBeUndefined();
    const answer = body.data?.applyTeacherChallenge;
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(Object.fromEntries(answer.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    expect(await entriesOfCode(String(input.centreCode).trim().toUpperCase())).toBe(0);
  });

  test("image permissions may be no", async () => {
    const body = await apply(api, await givenUser(database.db), candidacy({ imagePermissions: false }));
    expect(body.data?.applyTeacherChallenge.data.imagePermissions).toBe(false);
  });
});

describe("one candidacy per centre", () => {
  test("a second candidacy of the same centre, its code cased and spaced otherwise, is refused and changes nothing", async () => {
    const first = await givenUser(database.db);
    const second = await givenUser(database.db);
    expect(
      (await apply(api, first, candidacy({ centreCode: "28abc99", candidacyName: "La primera" }))).data?.applyTeacherChallenge.__typename,
    ).toBe("MutationApplyTeacherChallengeSuccess");
    for (const code of ["28ABC99", "  28aBc99 ", "28abc99"]) {
      const body = await apply(api, second, candidacy({ centreCode: code, candidacyName: "La segunda" }), "en");
      expect(body.data?.applyTeacherChallenge).toEqual({
        __typename: "DomainError",
        code: "TEACHER_CHALLENGE_CENTRE_TAKEN",
        message: "teacherChallenge.errors.centreTaken",
        fields: [{ field: "centreCode", message: "teacherChallenge.errors.centreTaken" }],
      });
    }
    const stored = await database.db.select().from(teacherChallengeEntries).where(eq(teacherChallengeEntries.centreCode, "28ABC99"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ candidacyName: "La primera", userId: first.id });
  });

  test("two candidacies of one centre sent at the same moment: one is stored, the other told the centre has one", async () => {
    const [a, b] = [await givenUser(database.db), await givenUser(database.db)];
    const results = await Promise.all([
      apply(api, a, candidacy({ centreCode: "41000777" })),
      apply(api, b, candidacy({ centreCode: " 41000777" })),
    ]);
    expect(results.map((r) => r.data?.applyTeacherChallenge.__typename ?? r.errors).sort()).toEqual([
      "DomainError",
      "MutationApplyTeacherChallengeSuccess",
    ]);
    expect(results.map((r) => r.data?.applyTeacherChallenge.code).filter(Boolean)).toEqual(["TEACHER_CHALLENGE_CENTRE_TAKEN"]);
    expect(await entriesOfCode("41000777")).toBe(1);
  });
});

describe("the staff's list", () => {
  test("is for the foundation's staff only", async () => {
    for (const who of [null, await givenUser(database.db)]) {
      const res = await api.request(ENTRIES, {}, as(who));
      expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });

  test("lists every candidacy, newest first, a page at a time", async () => {
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const sender = await givenUser(database.db);
    // The deadline's last instant, as late as any other: the later sent comes first.
    await apply(at("2024-04-30T23:59:59.999+02:00"), sender, candidacy({ centreCode: "NEWEST-1", email: "newest@example.org" }));
    const total = await allEntries();
    const first = await api.request(ENTRIES, { page: 1, pageSize: 2 }, as(staff));
    expect(first.body.errors).toBeUndefined();
    const list = first.body.data?.teacherChallengeEntries;
    expect(list).toMatchObject({ total, page: 1, pageSize: 2, pageCount: Math.ceil(total / 2) });
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toEqual({
      centreCode: "NEWEST-1",
      candidacyName: "Robots que cuentan",
      email: "newest@example.org",
      attachments: [{ name: "Vídeo", url: "https://example.org/video" }],
    });
    const all = await api.request(ENTRIES, { pageSize: 500 }, as(staff));
    expect(all.body.data?.teacherChallengeEntries.items).toHaveLength(total);
    // A page past the end is empty, never an error; a page or size out of range is refused (never clamped).
    const past = await api.request(ENTRIES, { page: 10_000, pageSize: 1 }, as(staff));
    expect(past.body.data?.teacherChallengeEntries).toMatchObject({ items: [], page: 10_000, pageSize: 1, total });
    const refused = await api.request(ENTRIES, { page: 10_000_000, pageSize: 0 }, as(staff));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION" });
  });
});
