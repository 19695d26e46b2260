import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { centers, licenceAssignments, licenceCodes, towns, userPrograms, userRoles } from "../db/schema/index.ts";
import { TOWNS_BY_PROVINCE } from "../db/seed/geography.ts";
import { ME, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { assignInput, givenBatch, givenFreeCode, givenOrganization, seededPlace } from "../test/licence-factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
let place: Awaited<ReturnType<typeof seededPlace>>;

const CSRF = { "x-graphql-yoga-csrf": "1" };
const as = (user: { token: string } | null, lang = "es") => ({ token: user?.token, headers: { ...CSRF, "x-language": lang } });

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  place = await seededPlace(database.db);
});
afterAll(() => database.close());

const STATUS = `query ($code: String!) { licenceCodeStatus(code: $code) { status organization { id code name } packageName } }`;
const TOWNS = `query ($id: ID!) { towns(provinceId: $id) { id name } }`;
const CENTRES = `query ($id: ID!) { centers(townId: $id) { id code name organization { id code name } } }`;
const CENTRES_FOR_CODE = `query ($id: ID!, $code: String) { centers(townId: $id, licenceCode: $code) { id organization { id } } }`;
const ASSIGN = `mutation ($input: AssignLicenceInput!) {
  assignLicence(input: $input) {
    __typename
    ... on MutationAssignLicenceSuccess { data { programs { name } licenseData { center organization { code } province { name } } center { code name town } } }
    ... on DomainError { code message fields { field message } }
  }
}`;

async function assign(user: { token: string }, input: Record<string, unknown>) {
  const res = await api.request(ASSIGN, { input }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.assignLicence;
}

describe("reference data for the wizard", () => {
  test("every province has real towns, at least four (Ceuta and Melilla are single-town cities), the capital first", async () => {
    const user = await givenUser(database.db);
    for (const [province, names] of Object.entries(TOWNS_BY_PROVINCE)) {
      expect(names.length, `province ${province}`).toBeGreaterThanOrEqual(["51", "52"].includes(province) ? 1 : 4);
      const res = await api.request<{ towns: { id: string; name: string }[] }>(TOWNS, { id: province }, as(user));
      expect(res.body.data?.towns.map((t) => t.name).sort()).toEqual([...names].sort());
    }
    expect(TOWNS_BY_PROVINCE[28]?.[0]).toBe("Madrid");
    expect(TOWNS_BY_PROVINCE[41]?.[0]).toBe("Sevilla");
  });

  test("towns sort as Spanish does (Ávila with the A's)", async () => {
    const user = await givenUser(database.db);
    const res = await api.request<{ towns: { name: string }[] }>(TOWNS, { id: "5" }, as(user));
    expect(res.body.data?.towns.map((t) => t.name)).toEqual(["Arévalo", "Ávila", "Candeleda", "Las Navas del Marqués"]);
  });

  test("every town has at least two centres with 8-digit codes starting with the province's INE code, and an organisation", async () => {
    const rows = await database.db
      .select({ town: towns.name, provinceId: towns.provinceId, code: centers.code, org: centers.organizationId, email: centers.email })
      .from(towns)
      .leftJoin(centers, eq(centers.townId, towns.id));
    const byTown = new Map<string, number>();
    for (const row of rows) {
      expect(row.code, row.town).toMatch(new RegExp(`^${String(row.provinceId).padStart(2, "0")}\\d{6}$`));
      expect(row.org).not.toBeNull();
      expect(row.email).toContain("@");
      byTown.set(`${row.provinceId}/${row.town}`, (byTown.get(`${row.provinceId}/${row.town}`) ?? 0) + 1);
    }
    expect(Math.min(...byTown.values())).toBeGreaterThanOrEqual(2);
  });

  test("a town's centres come with their organisation", async () => {
    const user = await givenUser(database.db);
    const res = await api.request<{ centers: { code: string; name: string; organization: { code: string } }[] }>(
      CENTRES,
      { id: String(place.townId) },
      as(user),
    );
    expect(res.body.data?.centers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: "28065012",
          name: "CEIP Miguel de Cervantes",
          organization: expect.objectContaining({ code: "FUND" }),
        }),
      ]),
    );
    const wrong = await api.request<{ centers: unknown[] }>(CENTRES, { id: "no" }, as(user));
    expect(wrong.body.data?.centers).toEqual([]);
  });

  test("seeding again adds nothing", async () => {
    const { seedGeography } = await import("../db/seed/geography.ts");
    const before = (await database.db.select({ id: centers.id }).from(centers)).length;
    await seedGeography(database.db);
    expect((await database.db.select({ id: centers.id }).from(centers)).length).toBe(before);
  });
});

describe("licence code availability", () => {
  test("free, assigned and revoked codes; wrong format and unknown codes", async () => {
    const user = await givenUser(database.db);
    const { codes, organizationId, package: pkg } = await givenBatch(database.db, { quantity: 3 });
    await database.db.update(licenceCodes).set({ state: "revoked" }).where(eq(licenceCodes.code, codes[2]!));
    const status = async (code: string) => (await api.request(STATUS, { code }, as(user))).body.data?.licenceCodeStatus;
    expect(await status(codes[0]!)).toEqual({
      status: "valid",
      organization: expect.objectContaining({ id: String(organizationId) }),
      packageName: pkg.nameEs,
    });
    // Lower-case and surrounding spaces are the same code.
    expect((await status(` ${codes[0]!.toLowerCase()} `)).status).toBe("valid");
    expect(await assign(user, assignInput(codes[1]!, place))).toMatchObject({ __typename: "MutationAssignLicenceSuccess" });
    expect(await status(codes[1]!)).toEqual({ status: "notAvailable", organization: null, packageName: null });
    expect((await status(codes[2]!)).status).toBe("notAvailable");
    expect((await status("ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789")).status).toBe("notValid");
    expect((await status("1234")).status).toBe("notValid");
  });

  test("visitors cannot ask", async () => {
    const res = await api.request(STATUS, { code: "ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789" }, as(null));
    expect(res.body.errors?.[0]?.message).toMatch(/Not authorized/);
  });
});

describe("assigning a licence", () => {
  test("fills me.licenseData, programs and center, gives the licensed role and records who and when", async () => {
    const user = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db, ["PRIMARIA", "ROBOTICA"]);
    const result = await assign(user, assignInput(code.toLowerCase(), place));
    expect(result.__typename).toBe("MutationAssignLicenceSuccess");
    const me = (await api.request(ME, undefined, as(user))).body.data?.me;
    expect(me).toMatchObject({
      licenseData: { center: "CEIP Miguel de Cervantes" },
      center: { name: "CEIP Miguel de Cervantes", status: "REGISTERED", town: "Getafe" },
    });
    expect(me.programs.map((p: { name: string }) => p.name).sort()).toEqual(["Programa PRIMARIA", "Programa ROBOTICA"].sort());
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row).toMatchObject({ state: "assigned", assignedTo: user.id });
    expect(row?.assignedAt).toBeInstanceOf(Date);
    const [stored] = await database.db.select().from(licenceAssignments).where(eq(licenceAssignments.code, code));
    expect(stored).toMatchObject({
      userId: user.id,
      centerId: place.centerId,
      townId: place.townId,
      provinceId: 28,
      entity: "Ayuntamiento de Getafe",
    });
    const roles = await database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "USER_LICENSED")));
    expect(roles).toHaveLength(1);
  });

  test("a second licence adds its programmes and becomes the licence data shown", async () => {
    const user = await givenUser(database.db);
    const first = await givenFreeCode(database.db, ["PRIMARIA"]);
    const seville = await seededPlace(database.db, 41, "Sevilla");
    // A code of the Sevillian school's own organisation (a code claims only its organisation's centres).
    const second = await givenBatch(database.db, { quantity: 1, programCodes: ["PRIMARIA", "PC"], organizationId: seville.organizationId });
    await assign(user, assignInput(first.code, place));
    const result = await assign(user, assignInput(second.codes[0]!, seville, { entity: "Junta de Andalucía" }));
    expect(result.__typename).toBe("MutationAssignLicenceSuccess");
    expect(result.data.programs.map((p: { name: string }) => p.name).sort()).toEqual(["Programa PC", "Programa PRIMARIA"]);
    expect(result.data.center).toMatchObject({ town: "Sevilla", code: seville.centre.code });
    expect(await database.db.select().from(userPrograms).where(eq(userPrograms.userId, user.id))).toHaveLength(2);
  });

  test("one code, two teachers at the same moment: exactly one gets it", async () => {
    const [ana, luis] = await Promise.all([givenUser(database.db, { name: "Ana" }), givenUser(database.db, { name: "Luis" })]);
    const { code } = await givenFreeCode(database.db);
    const results = await Promise.all([ana, luis].map((user) => assign(user, assignInput(code, place))));
    const winners = results.filter((r) => r.__typename === "MutationAssignLicenceSuccess");
    const losers = results.filter((r) => r.__typename === "DomainError");
    expect(winners).toHaveLength(1);
    expect(losers).toEqual([expect.objectContaining({ code: "LICENCE_NOT_AVAILABLE", message: "licences.errors.notAvailable" })]);
    const winner = results[0]?.__typename === "MutationAssignLicenceSuccess" ? ana : luis;
    const loser = winner === ana ? luis : ana;
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.assignedTo).toBe(winner.id);
    expect(await database.db.select().from(licenceAssignments).where(eq(licenceAssignments.code, code))).toHaveLength(1);
    expect(await database.db.select().from(userPrograms).where(eq(userPrograms.userId, loser.id))).toHaveLength(0);
  });

  test("an assigned or revoked code is not available; an unknown one is not valid; nothing changes", async () => {
    const user = await givenUser(database.db);
    const { codes } = await givenBatch(database.db, { quantity: 2 });
    await assign(await givenUser(database.db), assignInput(codes[0]!, place));
    await database.db.update(licenceCodes).set({ state: "revoked" }).where(eq(licenceCodes.code, codes[1]!));
    for (const code of codes) {
      expect(await assign(user, assignInput(code, place))).toMatchObject({
        code: "LICENCE_NOT_AVAILABLE",
        fields: [{ field: "code", message: "licences.errors.notAvailable" }],
      });
    }
    expect(await assign(user, assignInput("ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789", place))).toMatchObject({
      code: "LICENCE_NOT_VALID",
      message: "licences.errors.notValid",
    });
    expect(await database.db.select().from(licenceAssignments).where(eq(licenceAssignments.userId, user.id))).toHaveLength(0);
  });

  test.each([
    ["code", "1234-5678", "licences.errors.notValid"],
    ["code", "  ", "licences.errors.required"],
    ["provinceId", "", "licences.errors.required"],
    ["townId", "", "licences.errors.required"],
    ["centerId", "", "licences.errors.centreRequired"],
    ["organizationId", "", "licences.errors.organizationRequired"],
    ["entity", "   ", "licences.errors.entityRequired"],
    ["entity", "x".repeat(121), "licences.errors.entityTooLong"],
  ])("%s = %j gives %s", async (field, value, message) => {
    const user = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db);
    const result = await assign(user, assignInput(code, place, { [field]: value }));
    expect(result).toMatchObject({ code: "VALIDATION", fields: [{ field, message }] });
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");
  });

  test("the town must be in the province, the centre in the town, the organisation must exist", async () => {
    const user = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db);
    const seville = await seededPlace(database.db, 41, "Sevilla");
    expect(await assign(user, assignInput(code, place, { provinceId: "41" }))).toMatchObject({
      fields: [{ field: "townId", message: "licences.errors.required" }],
    });
    expect(await assign(user, assignInput(code, place, { centerId: String(seville.centerId) }))).toMatchObject({
      fields: [{ field: "centerId", message: "licences.errors.centreRequired" }],
    });
    expect(await assign(user, assignInput(code, place, { organizationId: "99999" }))).toMatchObject({
      fields: [{ field: "organizationId", message: "licences.errors.organizationRequired" }],
    });
  });

  test("the organisation must be the code's: another one is refused and the code stays free", async () => {
    const user = await givenUser(database.db);
    const { code, organizationId } = await givenFreeCode(database.db);
    const other = await givenOrganization(database.db);
    expect(await assign(user, assignInput(code, place, { organizationId: String(other.id) }))).toMatchObject({
      code: "LICENCE_NOT_VALID",
      fields: [{ field: "organizationId", message: "licences.errors.notValid" }],
    });
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");
    expect(await assign(user, assignInput(code, place, { organizationId: String(organizationId) }))).toMatchObject({
      __typename: "MutationAssignLicenceSuccess",
    });
  });

  test("a code assigns only centres of its batch's organisation: another organisation's centre of the town is refused and the code stays free", async () => {
    const user = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db);
    // Getafe's public schools belong to Madrid's education department; the demo school (place) to the foundation.
    const [other] = await database.db
      .select()
      .from(centers)
      .where(and(eq(centers.townId, place.townId), ne(centers.organizationId, place.organizationId)))
      .limit(1);
    if (!other) throw new Error("Getafe has no centre of another organisation");
    expect(await assign(user, assignInput(code, place, { centerId: String(other.id) }))).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "centerId", message: "licences.errors.centreNotInOrganization" }],
    });
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");
    expect(await database.db.select().from(licenceAssignments).where(eq(licenceAssignments.userId, user.id))).toHaveLength(0);
    // The wizard's list of centres for that code offers only its organisation's.
    const offered = await api.request<{ centers: { id: string; organization: { id: string } }[] }>(
      CENTRES_FOR_CODE,
      { id: String(place.townId), code },
      as(user),
    );
    expect(offered.body.data?.centers.map((c) => c.id)).toContain(String(place.centerId));
    expect(offered.body.data?.centers.map((c) => c.id)).not.toContain(String(other.id));
    expect(new Set(offered.body.data?.centers.map((c) => c.organization.id))).toEqual(new Set([String(place.organizationId)]));
    // An unknown code offers none.
    const unknown = await api.request<{ centers: unknown[] }>(
      CENTRES_FOR_CODE,
      { id: String(place.townId), code: "ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789" },
      as(user),
    );
    expect(unknown.body.data?.centers).toEqual([]);
  });

  test("a centre of no organisation cannot be claimed by any code", async () => {
    const user = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db);
    const [orphan] = await database.db
      .insert(centers)
      .values({
        code: `99${Date.now() % 1_000_000}`,
        name: "Centro sin organización",
        provinceId: 28,
        townId: place.townId,
        organizationId: null,
      })
      .returning();
    expect(await assign(user, assignInput(code, place, { centerId: String(orphan!.id) }))).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "centerId", message: "licences.errors.centreNotInOrganization" }],
    });
    await database.db.delete(centers).where(eq(centers.id, orphan!.id));
  });

  test("visitors cannot assign", async () => {
    const { code } = await givenFreeCode(database.db);
    const res = await api.request(ASSIGN, { input: assignInput(code, place) }, as(null));
    expect(res.body.errors?.[0]?.message).toMatch(/Not authorized/);
    const [row] = await database.db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");
  });
});
