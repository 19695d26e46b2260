import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LICENCE_REQUEST_LIMITS } from "../../common/licences.ts";
import type { Database } from "../db/client.ts";
import { centers, licenceAssignments, licenceRequests, programs, userPrograms } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

/** Licence requests (sections 3 and 5): every field required, whole non-negative numbers; staff list for licence generators. */
let database: Database;
let api: ReturnType<typeof testApi>;
/** Every SQL statement the database runs, to count a list's queries. */
const queries: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => queries.push(sql) });
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

const unique = () => randomBytes(4).toString("hex");

/** A licensed teacher: a programme and a licence assignment at a centre (straight in the database). */
async function givenTeacher(options: { withCentre?: boolean } = {}) {
  const db = database.db;
  const user = await givenUser(db, { roles: ["USER_LICENSED"], name: "Marta" });
  const [program] = await db
    .insert(programs)
    .values({ code: `P-${unique()}`, nameEs: "Primaria", nameEn: "Primary" })
    .returning();
  await db.insert(userPrograms).values({ userId: user.id, programId: program!.id });
  let centre: typeof centers.$inferSelect | undefined;
  if (options.withCentre !== false) {
    [centre] = await db
      .insert(centers)
      .values({ code: `28${unique()}`.slice(0, 8), name: `CEIP Prueba ${unique()}` })
      .returning();
  }
  await db
    .insert(licenceAssignments)
    .values({ userId: user.id, centerId: centre?.id ?? null, entity: centre ? null : "Asociación Vecinal" });
  return { ...user, centre };
}

const REQUEST = `mutation ($input: LicenceRequestInput!) {
  requestLicences(input: $input) {
    __typename
    ... on MutationRequestLicencesSuccess { data { id quantity reason managerInformed teachers { name courses subjects trained } requester { email } center { name code } } }
    ... on DomainError { code message fields { field message } }
  } }`;

const LIST = `{ licenceRequests { id quantity reason createdAt managerInformed teachers { name trained } requester { name email } center { name code town } } }`;

const validInput = (overrides: Record<string, unknown> = {}) => ({
  quantity: 3,
  reason: "Se incorporan tres docentes nuevos en el segundo ciclo.",
  teachers: [
    { name: "Lucía Gómez", courses: "3.º y 4.º", subjects: "Matemáticas", trained: true },
    { name: "Pablo Ruiz", courses: "5.º", subjects: "Ciencias", trained: false },
  ],
  managerInformed: true,
  ...overrides,
});

const csrf = { "x-graphql-yoga-csrf": "1" };
const send = (input: unknown, token?: string) => api.request(REQUEST, { input }, { token, headers: csrf });

async function storedCount() {
  const [row] = await database.db.select({ n: count() }).from(licenceRequests);
  return row?.n ?? 0;
}

describe("requestLicences", () => {
  test("a licensed teacher's valid request is stored with their centre", async () => {
    const teacher = await givenTeacher();
    const before = await storedCount();
    const { body } = await send(validInput(), teacher.token);
    const answer = body.data?.requestLicences;
    expect(answer.__typename).toBe("MutationRequestLicencesSuccess");
    expect(answer.data).toMatchObject({
      quantity: 3,
      managerInformed: true,
      requester: { email: teacher.email },
      center: { name: teacher.centre!.name },
    });
    expect(await storedCount()).toBe(before + 1);
    const [row] = await database.db.select().from(licenceRequests).where(eq(licenceRequests.id, answer.data.id));
    expect(row).toMatchObject({ userId: teacher.id, centerId: teacher.centre!.id, quantity: 3, managerInformed: true });
    expect(row!.teachers).toEqual(validInput().teachers);
  });

  test("texts are stored trimmed", async () => {
    const teacher = await givenTeacher();
    const { body } = await send(
      validInput({ reason: "  Más grupos  ", teachers: [{ name: " Ana ", courses: " 1.º ", subjects: " Lengua ", trained: true }] }),
      teacher.token,
    );
    expect(body.data?.requestLicences.data).toMatchObject({
      reason: "Más grupos",
      teachers: [{ name: "Ana", courses: "1.º", subjects: "Lengua" }],
    });
  });

  test("a teacher whose licence has no centre can still ask; the request has no centre", async () => {
    const teacher = await givenTeacher({ withCentre: false });
    const { body } = await send(validInput(), teacher.token);
    expect(body.data?.requestLicences).toMatchObject({ __typename: "MutationRequestLicencesSuccess", data: { center: null } });
  });

  const long = (n: number) => "x".repeat(n);
  const row = { name: "Ana", courses: "1.º", subjects: "Lengua", trained: true };
  const refused: [string, Record<string, unknown>, string, string][] = [
    ["a negative number", { quantity: -2 }, "quantity", "licences.request.errors.quantityNegative"],
    ["zero licences", { quantity: 0 }, "quantity", "licences.request.errors.quantityMin"],
    ["more than the limit", { quantity: LICENCE_REQUEST_LIMITS.maxLicences + 1 }, "quantity", "licences.request.errors.quantityMax"],
    ["an empty reason", { reason: "" }, "reason", "licences.request.errors.reasonRequired"],
    ["a blank reason", { reason: "   " }, "reason", "licences.request.errors.reasonRequired"],
    ["a too long reason", { reason: long(LICENCE_REQUEST_LIMITS.reasonMax + 1) }, "reason", "licences.request.errors.reasonTooLong"],
    ["no teachers", { teachers: [] }, "teachers", "licences.request.errors.teachersRequired"],
    [
      "too many teachers",
      { teachers: Array.from({ length: LICENCE_REQUEST_LIMITS.maxTeachers + 1 }, () => row) },
      "teachers",
      "licences.request.errors.teachersTooMany",
    ],
    ["a teacher without a name", { teachers: [{ ...row, name: " " }] }, "teachers.0.name", "licences.request.errors.teacherNameRequired"],
    [
      "a teacher without courses",
      { teachers: [row, { ...row, courses: "" }] },
      "teachers.1.courses",
      "licences.request.errors.coursesRequired",
    ],
    [
      "a teacher without subjects",
      { teachers: [{ ...row, subjects: "" }] },
      "teachers.0.subjects",
      "licences.request.errors.subjectsRequired",
    ],
    [
      "a too long teacher name",
      { teachers: [{ ...row, name: long(LICENCE_REQUEST_LIMITS.textMax + 1) }] },
      "teachers.0.name",
      "licences.request.errors.textTooLong",
    ],
    [
      "no confirmation that the manager was informed",
      { managerInformed: false },
      "managerInformed",
      "licences.request.errors.managerInformedRequired",
    ],
  ];
  test.each(refused)("%s is refused with its field's message and nothing is stored", async (_case, overrides, field, message) => {
    const teacher = await givenTeacher();
    const before = await storedCount();
    const { body } = await send(validInput(overrides), teacher.token);
    const answer = body.data?.requestLicences;
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION", message: "errors.validation" });
    expect(answer.fields).toContainEqual({ field, message });
    expect(await storedCount()).toBe(before);
  });

  test("a fractional or missing number, or a missing field, does not even reach the service", async () => {
    const teacher = await givenTeacher();
    const before = await storedCount();
    for (const input of [
      validInput({ quantity: 2.5 }),
      validInput({ quantity: "3" }),
      validInput({ quantity: null }),
      { ...validInput(), reason: undefined },
      validInput({ teachers: [{ name: "Ana", courses: "1.º", subjects: "Lengua" }] }),
    ]) {
      const { body } = await send(input, teacher.token);
      expect(body.errors?.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(body.data ?? null).toBeNull();
    }
    expect(await storedCount()).toBe(before);
  });

  test("only licensed teachers may ask: visitors, registered users and staff without a licence are refused", async () => {
    const registered = await givenUser(database.db);
    const developer = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const generator = await givenUser(database.db, { roles: ["LICENSE_GEN"] });
    const before = await storedCount();
    for (const token of [undefined, registered.token, developer.token, generator.token]) {
      const { body } = await send(validInput(), token);
      expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
    expect(await storedCount()).toBe(before);
  });
});

describe("licenceRequests", () => {
  test("licence generators see every request, newest first, with who asked and their centre, in one query", async () => {
    const first = await givenTeacher();
    const second = await givenTeacher();
    await send(validInput({ reason: "Primera" }), first.token);
    await send(validInput({ reason: "Segunda", quantity: 1 }), second.token);
    const generator = await givenUser(database.db, { roles: ["LICENSE_GEN"] });
    queries.length = 0;
    const { body } = await api.request(LIST, {}, { token: generator.token });
    const list = body.data?.licenceRequests as {
      reason: string;
      createdAt: string;
      requester: { email: string };
      center: { name: string };
    }[];
    const mine = list.filter((r) => [first.email, second.email].includes(r.requester.email));
    expect(mine.map((r) => r.reason)).toEqual(["Segunda", "Primera"]);
    expect(mine[0]).toMatchObject({ requester: { email: second.email }, center: { name: second.centre!.name } });
    const dates = list.map((r) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // One statement for the list, whatever its length (no query per request, requester or centre).
    expect(queries.filter((sql) => /from "licence_requests"/i.test(sql))).toHaveLength(1);
  });

  test("visitors, registered users, licensed teachers and developers cannot list them", async () => {
    const registered = await givenUser(database.db);
    const teacher = await givenTeacher();
    const developer = await givenUser(database.db, { roles: ["DEVELOPER"] });
    for (const token of [undefined, registered.token, teacher.token, developer.token]) {
      const { body } = await api.request(LIST, {}, { token });
      expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
      expect(body.data ?? null).toBeNull();
    }
  });
});
