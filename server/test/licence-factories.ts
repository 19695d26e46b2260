import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { centers, licenceBatches, licenceCodes, organizations, programs, towns } from "../db/schema/index.ts";
import { newLicenceCode } from "../services/licences/licences.ts";
import { givenPackage } from "./itinerary-factories.ts";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

/** Programmes by code, made when missing (names follow the code so tests can read them). */
export async function givenPrograms(db: Db, codes: string[]) {
  await db
    .insert(programs)
    .values(codes.map((code) => ({ code, nameEs: `Programa ${code}`, nameEn: `Programme ${code}`, links: [] })))
    .onConflictDoNothing({ target: programs.code });
  const rows = await db.select({ id: programs.id, code: programs.code, nameEs: programs.nameEs }).from(programs);
  return rows.filter((p) => codes.includes(p.code));
}

/** A licence package giving these programmes, by code. */
export async function givenLicencePackage(db: Db, programCodes: string[]) {
  const held = await givenPrograms(db, programCodes);
  return { ...(await givenPackage(db, held)), programs: held };
}

export async function givenOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const code = overrides.code ?? `ORG${unique()}`;
  const [row] = await db
    .insert(organizations)
    .values({ code, name: `Organización ${code}`, ...overrides })
    .returning();
  if (!row) throw new Error("organisation not created");
  return row;
}

/** A batch of free codes straight in the database (the API test of generation goes through the mutation). */
/** By default the batch is for the organisation of seededPlace()'s centre, so assignInput(code, place) matches it. */
export async function givenBatch(
  db: Db,
  options: { quantity?: number; programCodes?: string[]; organizationId?: number; createdBy?: string } = {},
) {
  const pkg = await givenLicencePackage(db, options.programCodes ?? ["PRIMARIA"]);
  const organizationId = options.organizationId ?? (await seededPlace(db)).organizationId;
  const quantity = options.quantity ?? 3;
  const [batch] = await db
    .insert(licenceBatches)
    .values({ organizationId, packageId: pkg.id, quantity, createdBy: options.createdBy ?? null })
    .returning();
  if (!batch) throw new Error("batch not created");
  const codes = Array.from({ length: quantity }, () => newLicenceCode());
  await db.insert(licenceCodes).values(codes.map((code) => ({ code, batchId: batch.id })));
  return { batch, package: pkg, organizationId, codes };
}

/** One free code of a fresh batch for a package of these programmes. */
export async function givenFreeCode(db: Db, programCodes: string[] = ["PRIMARIA"]) {
  const { codes, ...rest } = await givenBatch(db, { quantity: 1, programCodes });
  return { code: codes[0]!, ...rest };
}

/** A seeded place (server/db/seed/centres.ts): province, town and one of its centres with the centre's organisation. */
export async function seededPlace(db: Db, provinceId = 28, townName = "Getafe") {
  const [town] = await db
    .select()
    .from(towns)
    .where(and(eq(towns.provinceId, provinceId), eq(towns.name, townName)))
    .limit(1);
  if (!town) throw new Error(`town ${townName} not seeded`);
  const [centre] = await db.select().from(centers).where(eq(centers.townId, town.id)).orderBy(centers.code).limit(1);
  if (!centre?.organizationId) throw new Error(`no centre seeded in ${townName}`);
  return { provinceId, townId: town.id, centerId: centre.id, organizationId: centre.organizationId, centre };
}

/** The wizard's answers as the API takes them (ids as strings, like GraphQL IDs). */
export function assignInput(code: string, place: Awaited<ReturnType<typeof seededPlace>>, overrides: Record<string, unknown> = {}) {
  return {
    code,
    provinceId: String(place.provinceId),
    townId: String(place.townId),
    centerId: String(place.centerId),
    organizationId: String(place.organizationId),
    entity: "Ayuntamiento de Getafe",
    ...overrides,
  };
}
