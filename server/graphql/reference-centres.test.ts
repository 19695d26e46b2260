import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_REGION_KEYS } from "../../common/centres.ts";
import { insideMap, MAP_HEIGHT, MAP_WIDTH } from "../../common/spain-map.ts";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { centers } from "../db/schema/index.ts";
import { centreSeeds, DEMO_CENTRE } from "../db/seed/centres.ts";
import { REFERENCE_CENTRES, seedReferenceCentres } from "../db/seed/reference-centres.ts";
import { testApi } from "../test/api.ts";
import { givenCentreTeacher } from "../test/centre-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

/** Reference centres on the API (sections 1, 2 and 9; decision 035): the public list with map positions, the badge's data. */
let database: Database;
let api: ReturnType<typeof testApi>;
let statements: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database, { clock: fixedClock("2025-12-01T09:00:00+01:00") });
  await seedReferenceCentres(database.db);
});
afterAll(async () => {
  await database.close();
});

const LIST = "{ referenceCentres { id name town province region { key name } since position { x y } } }";
type Listed = {
  id: string;
  name: string;
  town: string | null;
  province: string | null;
  region: { key: string; name: string } | null;
  since: string;
  position: { x: number; y: number } | null;
};

describe("referenceCentres", () => {
  test("every accredited centre, for anyone, A to Z, with its town, province, region and school year", async () => {
    statements = [];
    const { body } = await api.request<{ referenceCentres: Listed[] }>(LIST);
    expect(body.errors).toBeUndefined();
    const list = body.data!.referenceCentres;
    expect(statements.length).toBe(1);
    expect(list.map((c) => c.name).sort()).toEqual(REFERENCE_CENTRES.map((c) => c.name).sort());
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));
    expect(list.find((c) => c.name === "CEIP Loma de Úbeda")).toMatchObject({
      town: "Úbeda",
      province: "Jaén",
      region: { key: "andalucia", name: "Andalucía" },
      since: "2025-26",
    });
  });

  test("between three and five centres in each of the seven regions, none outside them", async () => {
    const { body } = await api.request<{ referenceCentres: Listed[] }>(LIST);
    const list = body.data!.referenceCentres;
    for (const key of REFERENCE_REGION_KEYS) {
      const count = list.filter((c) => c.region?.key === key).length;
      expect(count, key).toBeGreaterThanOrEqual(3);
      expect(count, key).toBeLessThanOrEqual(5);
    }
    expect(list.every((c) => c.region !== null)).toBe(true);
  });

  test("each marker lies inside the map's viewBox, and the map puts Galicia west of Aragón and Cantabria north of Andalucía", async () => {
    const { body } = await api.request<{ referenceCentres: Listed[] }>(LIST);
    const list = body.data!.referenceCentres;
    for (const centre of list) expect(centre.position && insideMap(centre.position), centre.name).toBe(true);
    const at = (name: string) => list.find((c) => c.name === name)!.position!;
    expect(at("CEIP Torre de Hércules").x).toBeLessThan(at("CEIP Ribera del Ebro").x);
    expect(at("CEIP Bahía de Santander").y).toBeLessThan(at("CEIP Triana Nueva").y);
    expect(at("CEIP Badia de Palma").x).toBeGreaterThan(MAP_WIDTH * 0.8);
    expect(at("CEIP Valle de Fuencarral").y).toBeLessThan(MAP_HEIGHT * 0.5);
  });

  test("only accredited centres: the licence wizard's other schools are not listed; one accredited later is", async () => {
    const place = await database.db.select().from(centers).where(eq(centers.code, DEMO_CENTRE.code));
    const listed = async () => (await api.request<{ referenceCentres: Listed[] }>(LIST)).body.data!.referenceCentres;
    expect((await listed()).some((c) => c.id === String(place[0]!.id))).toBe(false);
    await database.db.update(centers).set({ referenceSince: "2025-26" }).where(eq(centers.code, DEMO_CENTRE.code));
    const demo = (await listed()).find((c) => c.id === String(place[0]!.id));
    // The seed gave the demo school its place, so it gets a marker too.
    expect(demo).toMatchObject({ name: DEMO_CENTRE.name, town: "Getafe", region: { key: "madrid" }, since: "2025-26" });
    expect(demo?.position).not.toBeNull();
    await database.db.update(centers).set({ referenceSince: null }).where(eq(centers.code, DEMO_CENTRE.code));
  });

  test("the seed is idempotent and its codes never collide with the licence wizard's schools", async () => {
    expect(await seedReferenceCentres(database.db)).toBe(0);
    const generated = new Set(centreSeeds().map((c) => c.code));
    expect(REFERENCE_CENTRES.filter((c) => generated.has(c.code))).toEqual([]);
    expect(new Set(REFERENCE_CENTRES.map((c) => c.code)).size).toBe(REFERENCE_CENTRES.length);
  });
});

describe("referenceCentreBadge", () => {
  const BADGE = "{ referenceCentreBadge { centreName town since schoolYear } }";

  test("a teacher of an accredited centre gets its name and the current school year of the product's clock", async () => {
    const teacher = await givenCentreTeacher(database.db, { referenceSince: "2024-25", provinceId: 50, town: "Zaragoza" });
    const { body } = await api.request(BADGE, {}, { token: teacher.token });
    expect(body.data?.referenceCentreBadge).toEqual({
      centreName: teacher.centre.name,
      town: "Zaragoza",
      since: "2024-25",
      schoolYear: "2025-26",
    });
  });

  test("a teacher of a centre that is not accredited, or a user without a centre, gets none; a visitor is refused", async () => {
    const teacher = await givenCentreTeacher(database.db, { referenceSince: null, provinceId: 41, town: "Utrera" });
    expect((await api.request(BADGE, {}, { token: teacher.token })).body.data?.referenceCentreBadge).toBeNull();
    const family = await givenUser(database.db);
    expect((await api.request(BADGE, {}, { token: family.token })).body.data?.referenceCentreBadge).toBeNull();
    const anonymous = await api.request(BADGE);
    expect(anonymous.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});
