import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { licenceCodes, users } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { assignInput, givenFreeCode, seededPlace } from "../test/licence-factories.ts";

/**
 * Who a professional user is (sections 1 and 3; decision 033): a school's teacher (NORMAL), an entity (ONG) or an
 * agent of one (AGENT), saved from the profile's professional block and with a licence in the wizard.
 */
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(() => database.close());

const CSRF = { "x-graphql-yoga-csrf": "1" };
const as = (user: { token: string }) => ({ token: user.token, headers: CSRF });

const FIELDS = "type ongKind ongSector ongProvince { id name } agentKind agentEntity";
const UPDATE = `mutation ($input: UserTypeInput!) {
  updateUserType(input: $input) {
    __typename
    ... on MutationUpdateUserTypeSuccess { data { ${FIELDS} } }
    ... on DomainError { code message fields { field message } }
  } }`;
const ME = `{ me { type ongProvince { id name } agentEntity } profile { ${FIELDS} } }`;

const ONG = { type: "ONG", ongKind: "foundation", ongSector: "education", ongProvinceId: "41" };
const AGENT = { type: "AGENT", agentKind: "volunteer", agentEntity: "  Asociación Barrio Activo  " };

async function update(user: { token: string }, input: Record<string, unknown>) {
  const res = await api.request(UPDATE, { input }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.updateUserType;
}

async function columns(userId: string) {
  const [row] = await database.db
    .select({
      type: users.type,
      ongKind: users.ongKind,
      ongSector: users.ongSector,
      ongProvinceId: users.ongProvinceId,
      agentKind: users.agentKind,
      agentEntity: users.agentEntity,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const NONE = { ongKind: null, ongSector: null, ongProvinceId: null, agentKind: null, agentEntity: null };

describe("updateUserType", () => {
  test("an entity saves its kind, sector and province; `me` and the profile show them", async () => {
    const user = await givenUser(database.db);
    expect((await api.request(ME, {}, as(user))).body.data?.profile.type).toBe("NORMAL");
    const result = await update(user, ONG);
    expect(result).toMatchObject({
      __typename: "MutationUpdateUserTypeSuccess",
      data: {
        type: "ONG",
        ongKind: "foundation",
        ongSector: "education",
        ongProvince: { id: "41", name: "Sevilla" },
        agentKind: null,
        agentEntity: null,
      },
    });
    const read = await api.request(ME, {}, as(user));
    expect(read.body.data?.me).toEqual({ type: "ONG", ongProvince: { id: "41", name: "Sevilla" }, agentEntity: null });
    expect(read.body.data?.profile).toMatchObject({ type: "ONG", ongKind: "foundation", ongSector: "education" });
  });

  test("an agent saves volunteer or professional and their entity (trimmed)", async () => {
    const user = await givenUser(database.db);
    const result = await update(user, { ...AGENT, agentKind: "professional" });
    expect(result.data).toMatchObject({
      type: "AGENT",
      agentKind: "professional",
      agentEntity: "Asociación Barrio Activo",
      ongProvince: null,
    });
    expect((await api.request(ME, {}, as(user))).body.data?.me).toEqual({
      type: "AGENT",
      ongProvince: null,
      agentEntity: "Asociación Barrio Activo",
    });
  });

  test("switching type clears the other type's fields", async () => {
    const user = await givenUser(database.db);
    await update(user, ONG);
    // Fields of another type sent along are ignored.
    await update(user, { ...AGENT, ongKind: "association", ongProvinceId: "28" });
    expect(await columns(user.id)).toEqual({ ...NONE, type: "AGENT", agentKind: "volunteer", agentEntity: "Asociación Barrio Activo" });
    await update(user, { ...ONG, agentKind: "volunteer" });
    expect(await columns(user.id)).toEqual({ ...NONE, type: "ONG", ongKind: "foundation", ongSector: "education", ongProvinceId: 41 });
    await update(user, { ...AGENT, ...ONG, type: "NORMAL" });
    expect(await columns(user.id)).toEqual({ ...NONE, type: "NORMAL" });
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ["an entity without its kind", { ...ONG, ongKind: null }, "ongKind", "settings.validation.ongKindRequired"],
    ["an entity of an unknown kind", { ...ONG, ongKind: "cooperative" }, "ongKind", "settings.validation.ongKindRequired"],
    ["an entity without its sector", { ...ONG, ongSector: "" }, "ongSector", "settings.validation.ongSectorRequired"],
    ["an entity of an unknown sector", { ...ONG, ongSector: "sports" }, "ongSector", "settings.validation.ongSectorRequired"],
    ["an entity without its province", { ...ONG, ongProvinceId: null }, "ongProvinceId", "settings.validation.ongProvinceRequired"],
    ["an entity in an unknown province", { ...ONG, ongProvinceId: "99" }, "ongProvinceId", "settings.validation.ongProvinceRequired"],
    ["an agent without volunteer or professional", { ...AGENT, agentKind: null }, "agentKind", "settings.validation.agentKindRequired"],
    ["an agent of an unknown kind", { ...AGENT, agentKind: "intern" }, "agentKind", "settings.validation.agentKindRequired"],
    ["an agent without their entity", { ...AGENT, agentEntity: "   " }, "agentEntity", "settings.validation.agentEntityRequired"],
    ["an agent's too long entity", { ...AGENT, agentEntity: "x".repeat(121) }, "agentEntity", "settings.validation.agentEntityTooLong"],
  ];
  test.each(refused)("%s is refused with its field's message and nothing changes", async (_case, input, field, message) => {
    const user = await givenUser(database.db);
    await update(user, { type: "AGENT", agentKind: "volunteer", agentEntity: "Antes" });
    const before = await columns(user.id);
    const result = await update(user, input);
    expect(result).toMatchObject({ __typename: "DomainError", code: "VALIDATION", message: "errors.validation" });
    expect(result.fields).toContainEqual({ field, message });
    expect(await columns(user.id)).toEqual(before);
  });

  test("an unknown type is refused by the API's schema", async () => {
    const user = await givenUser(database.db);
    const res = await api.request(UPDATE, { input: { type: "SCHOOL" } }, as(user));
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect((await columns(user.id))?.type).toBe("NORMAL");
  });
});

describe("the licence wizard says who the user is too", () => {
  const ASSIGN = `mutation ($input: AssignLicenceInput!, $userType: UserTypeInput) {
    assignLicence(input: $input, userType: $userType) {
      __typename
      ... on MutationAssignLicenceSuccess { data { type ongProvince { id } agentEntity programs { name } } }
      ... on DomainError { code message fields { field message } }
    } }`;

  test("with a licence, an agent's type is saved in the same step", async () => {
    const user = await givenUser(database.db);
    const place = await seededPlace(database.db);
    const { code } = await givenFreeCode(database.db);
    const res = await api.request(ASSIGN, { input: assignInput(code, place), userType: AGENT }, as(user));
    expect(res.body.data?.assignLicence).toMatchObject({
      __typename: "MutationAssignLicenceSuccess",
      data: { type: "AGENT", agentEntity: "Asociación Barrio Activo" },
    });
    expect(await columns(user.id)).toMatchObject({ type: "AGENT", agentKind: "volunteer" });
  });

  test("a type missing its fields refuses the whole assignment: the code stays free", async () => {
    const user = await givenUser(database.db);
    const place = await seededPlace(database.db);
    const { code } = await givenFreeCode(database.db);
    const res = await api.request(ASSIGN, { input: assignInput(code, place), userType: { type: "ONG", ongKind: "association" } }, as(user));
    const answer = res.body.data?.assignLicence;
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(answer.fields).toEqual(
      expect.arrayContaining([
        { field: "ongSector", message: "settings.validation.ongSectorRequired" },
        { field: "ongProvinceId", message: "settings.validation.ongProvinceRequired" },
      ]),
    );
    const [row] = await database.db.select({ state: licenceCodes.state }).from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");
    expect((await columns(user.id))?.type).toBe("NORMAL");
  });

  test("without `userType` the user's type stays as it was", async () => {
    const user = await givenUser(database.db);
    await update(user, ONG);
    const place = await seededPlace(database.db);
    const { code } = await givenFreeCode(database.db);
    const res = await api.request(ASSIGN, { input: assignInput(code, place) }, as(user));
    expect(res.body.data?.assignLicence).toMatchObject({
      __typename: "MutationAssignLicenceSuccess",
      data: { type: "ONG", ongProvince: { id: "41" } },
    });
  });
});
