import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isLicenceCode, LICENCE_BATCH_MAX, LICENCE_CODE_PATTERN } from "../../common/licences.ts";
import type { Database } from "../db/client.ts";
import { licenceCodes, organizations } from "../db/schema/index.ts";
import { seedLicencePackages } from "../db/seed/packages.ts";
import { newLicenceCode } from "../services/licences/licences.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { assignInput, givenBatch, seededPlace } from "../test/licence-factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
let generator: Awaited<ReturnType<typeof givenUser>>;
let fund: number;
let completo: string;

const CSRF = { "x-graphql-yoga-csrf": "1" };
const as = (user: { token: string } | null, lang = "es") => ({ token: user?.token, headers: { ...CSRF, "x-language": lang } });

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  await seedLicencePackages(database.db);
  generator = await givenUser(database.db, { roles: ["LICENSE_GEN"], name: "Irene" });
  const [org] = await database.db.select().from(organizations).where(eq(organizations.code, "FUND"));
  fund = org!.id;
  const packages = await api.request<{ licencePackages: { id: string; code: string }[] }>(
    "{ licencePackages { id code } }",
    undefined,
    as(generator),
  );
  completo = packages.body.data!.licencePackages.find((p) => p.code === "COMPLETO")!.id;
});
afterAll(() => database.close());

const GENERATE = `mutation ($input: GenerateLicenceBatchInput!) {
  generateLicenceBatch(input: $input) {
    __typename
    ... on MutationGenerateLicenceBatchSuccess { data { id quantity free assigned revoked organization { code name } package { code name } createdBy { name email } createdAt } }
    ... on DomainError { code message fields { field message } }
  }
}`;
const BATCHES = `{ licenceBatches { id quantity free assigned revoked organization { code } package { code name } createdBy { name email } createdAt } }`;
const CODES = `query ($id: ID!) { licenceBatchCodes(batchId: $id) { code state assignedAt revokedAt } }`;
const REVOKE = `mutation ($code: String!) {
  revokeLicenceCode(code: $code) {
    __typename
    ... on MutationRevokeLicenceCodeSuccess { data { code state revokedAt } }
    ... on DomainError { code message fields { field message } }
  }
}`;
const ASSIGN = `mutation ($input: AssignLicenceInput!) { assignLicence(input: $input) { __typename ... on DomainError { code } } }`;

describe("licence code format (sections 5 and 9: 8-4-4-4-12)", () => {
  test.each([
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789",
    "abcdefgh-jklm-npqr-stuv-wxyz23456789",
    "  12345678-1234-1234-1234-123456789012 ",
    "0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D",
  ])("%s is a licence code", (code) => expect(isLicenceCode(code)).toBe(true));

  test.each([
    "",
    "ABCDEFGH",
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ2345678",
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ234567890",
    "ABCDEFG-JKLMN-NPQR-STUV-WXYZ23456789",
    "ABCDEFGHJKLMNPQRSTUVWXYZ23456789",
    "ABCDEFGH_JKLM_NPQR_STUV_WXYZ23456789",
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ2345678Ñ",
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ 3456789",
  ])("%j is not", (code) => expect(isLicenceCode(code)).toBe(false));

  test("generated codes follow the format, upper-case, without characters people confuse", () => {
    const codes = Array.from({ length: 2000 }, () => newLicenceCode());
    for (const code of codes) {
      expect(code).toMatch(LICENCE_CODE_PATTERN);
      expect(code).toBe(code.toUpperCase());
      expect(code).not.toMatch(/[01IO]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("licence packages", () => {
  test("each package lists its own programmes", async () => {
    const res = await api.request<{ licencePackages: { code: string; programs: { name: string }[] }[] }>(
      "{ licencePackages { code programs { name } } }",
      undefined,
      as(generator),
    );
    const names = Object.fromEntries(res.body.data!.licencePackages.map((p) => [p.code, p.programs.map((x) => x.name)]));
    expect(names).toEqual({
      PRIMARIA: ["Competencias digitales en Primaria"],
      COMPLETO: ["Competencias digitales en Primaria", "Robótica e inteligencia artificial"],
      PC: ["Itinerarios con ordenador"],
      INTEGRAL: ["Competencias digitales en Primaria", "Robótica e inteligencia artificial", "Itinerarios con ordenador"],
    });
  });
});

describe("generating a batch", () => {
  test("makes that many unique, free codes and lists the batch with its creator", async () => {
    const res = await api.request(GENERATE, { input: { organizationId: String(fund), packageId: completo, quantity: 25 } }, as(generator));
    const batch = res.body.data?.generateLicenceBatch.data;
    expect(batch).toMatchObject({
      quantity: 25,
      free: 25,
      assigned: 0,
      revoked: 0,
      organization: { code: "FUND", name: "Fundación Competencias Digitales" },
      package: { code: "COMPLETO", name: "Primaria y robótica" },
      createdBy: { name: "Irene López", email: generator.email },
    });
    const codes = await api.request(CODES, { id: batch.id }, as(generator));
    const list = codes.body.data?.licenceBatchCodes as { code: string; state: string }[];
    expect(list).toHaveLength(25);
    expect(new Set(list.map((c) => c.code)).size).toBe(25);
    expect(list.every((c) => LICENCE_CODE_PATTERN.test(c.code) && c.state === "free")).toBe(true);
  });

  test("the package's name follows the language", async () => {
    const res = await api.request(
      GENERATE,
      { input: { organizationId: String(fund), packageId: completo, quantity: 1 } },
      as(generator, "en"),
    );
    expect(res.body.data?.generateLicenceBatch.data.package.name).toBe("Primary and robotics");
  });

  test.each([0, -3, LICENCE_BATCH_MAX + 1])("a quantity of %i is refused and nothing is made", async (quantity) => {
    const before = (await database.db.select().from(licenceCodes)).length;
    const res = await api.request(GENERATE, { input: { organizationId: String(fund), packageId: completo, quantity } }, as(generator));
    expect(res.body.data?.generateLicenceBatch).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "quantity", message: "licences.generate.errors.quantity" }],
    });
    expect((await database.db.select().from(licenceCodes)).length).toBe(before);
  });

  test("an unknown organisation or package is refused", async () => {
    const res = await api.request(GENERATE, { input: { organizationId: "999999", packageId: "999999", quantity: 2 } }, as(generator));
    expect(res.body.data?.generateLicenceBatch.fields).toEqual([
      { field: "organizationId", message: "licences.generate.errors.organization" },
      { field: "packageId", message: "licences.generate.errors.package" },
    ]);
  });

  test("the largest batch is one statement's worth of codes", async () => {
    const res = await api.request(
      GENERATE,
      { input: { organizationId: String(fund), packageId: completo, quantity: LICENCE_BATCH_MAX } },
      as(generator),
    );
    expect(res.body.data?.generateLicenceBatch.data.free).toBe(LICENCE_BATCH_MAX);
  });
});

describe("batches list", () => {
  test("counts free, assigned and revoked codes, newest batch first", async () => {
    const { batch, codes } = await givenBatch(database.db, { quantity: 4, organizationId: fund, createdBy: generator.id });
    const teacher = await givenUser(database.db);
    const place = await seededPlace(database.db);
    const assigned = await api.request(ASSIGN, { input: assignInput(codes[0]!, place, { organizationId: String(fund) }) }, as(teacher));
    expect(assigned.body.data?.assignLicence.__typename).toBe("MutationAssignLicenceSuccess");
    await api.request(REVOKE, { code: codes[1] }, as(generator));
    const res = await api.request(BATCHES, undefined, as(generator));
    const list = res.body.data?.licenceBatches as { id: string; free: number; assigned: number; revoked: number }[];
    expect(list[0]).toMatchObject({ id: batch.id, quantity: 4, free: 2, assigned: 1, revoked: 1 });
  });

  test("costs one SQL statement however many batches there are", async () => {
    const statements: string[] = [];
    const counted = await testDatabase({ onQuery: (sql) => statements.push(sql) });
    const user = await givenUser(counted.db, { roles: ["LICENSE_GEN"] });
    for (let i = 0; i < 3; i++) await givenBatch(counted.db, { quantity: 2 });
    const countedApi = testApi(counted);
    statements.length = 0;
    const res = await countedApi.request(BATCHES, undefined, as(user));
    expect(res.body.data?.licenceBatches).toHaveLength(3);
    // One for the session's user (`me` for the scope), two more of `me` itself, one for the list.
    expect(statements.filter((s) => s.includes("licence_batches"))).toHaveLength(1);
    await counted.close();
  });
});

describe("revoking a code", () => {
  test("a free code becomes revoked, recording who and when; revoking again changes nothing", async () => {
    const { codes } = await givenBatch(database.db, { quantity: 1 });
    const res = await api.request(REVOKE, { code: codes[0]!.toLowerCase() }, as(generator));
    expect(res.body.data?.revokeLicenceCode.data).toMatchObject({ code: codes[0], state: "revoked" });
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, codes[0]!));
    expect(row).toMatchObject({ state: "revoked", revokedBy: generator.id });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const again = await api.request(REVOKE, { code: codes[0] }, as(generator));
    expect(again.body.data?.revokeLicenceCode.data.revokedAt).toBe(row?.revokedAt?.toISOString());
  });

  test("an assigned code cannot be revoked", async () => {
    const { codes } = await givenBatch(database.db, { quantity: 1 });
    const teacher = await givenUser(database.db);
    await api.request(ASSIGN, { input: assignInput(codes[0]!, await seededPlace(database.db)) }, as(teacher));
    const res = await api.request(REVOKE, { code: codes[0] }, as(generator));
    expect(res.body.data?.revokeLicenceCode).toMatchObject({ code: "LICENCE_NOT_REVOCABLE", message: "licences.revoke.errors.assigned" });
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, codes[0]!));
    expect(row?.state).toBe("assigned");
  });

  test("a malformed or unknown code is not valid", async () => {
    for (const code of ["nada", "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ"]) {
      const res = await api.request(REVOKE, { code }, as(generator));
      expect(res.body.data?.revokeLicenceCode.fields).toEqual([{ field: "code", message: "licences.errors.notValid" }]);
    }
  });
});

describe("only licence generators", () => {
  test("anonymous and registered users (even licensed or developers) cannot list, export, generate or revoke", async () => {
    const { batch, codes } = await givenBatch(database.db, { quantity: 1 });
    const registered = await givenUser(database.db);
    const developer = await givenUser(database.db, { roles: ["DEVELOPER"] });
    for (const user of [null, registered, developer]) {
      const calls = [
        api.request(BATCHES, undefined, as(user)),
        api.request(CODES, { id: batch.id }, as(user)),
        api.request(GENERATE, { input: { organizationId: String(fund), packageId: completo, quantity: 1 } }, as(user)),
        api.request(REVOKE, { code: codes[0] }, as(user)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.body.errors?.[0]?.message).toMatch(/Not authorized/);
        expect(Object.values(res.body.data ?? {}).every((value) => value === null)).toBe(true);
      }
    }
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, codes[0]!));
    expect(row?.state).toBe("free");
  });

  test("an unknown batch has no codes", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "nope"]) {
      const res = await api.request(CODES, { id }, as(generator));
      expect(res.body.data?.licenceBatchCodes).toBeNull();
    }
  });

  test("organisations are listed for any registered user, not for visitors", async () => {
    const registered = await givenUser(database.db);
    const res = await api.request<{ organizations: { code: string }[] }>("{ organizations { id code name } }", undefined, as(registered));
    expect(res.body.data?.organizations.map((o) => o.code)).toEqual(expect.arrayContaining(["FUND", "IMPULSA", "EDU-MAD"]));
    const anonymous = await api.request("{ organizations { id } }", undefined, as(null));
    expect(anonymous.body.data).toBeNull();
  });
});
