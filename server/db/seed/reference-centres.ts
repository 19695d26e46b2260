import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { centers, organizations, towns } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";

/**
 * The programme's reference centres (sections 1 and 9; decision 035): a few accredited schools in each of the seven
 * regions, with their place for the map. Programme content, seeded in every environment: main.ts runs it at every
 * boot and it inserts only what is missing (by centre code), so an existing database gains them and a centre staff
 * have changed since is left as it is. The schools are invented; their towns and coordinates (the town's, nudged
 * apart within it) are real. Codes end in 051, which the licence wizard's generated schools never use (centres.ts).
 */
type ReferenceSeed = {
  code: string;
  name: string;
  provinceId: number;
  town: string;
  since: string;
  latitude: number;
  longitude: number;
};

export const REFERENCE_CENTRES: readonly ReferenceSeed[] = [
  // Andalucía
  { code: "41950051", name: "CEIP Triana Nueva", provinceId: 41, town: "Sevilla", since: "2023-24", latitude: 37.384, longitude: -6.003 },
  { code: "29951051", name: "CEIP Mar de Alborán", provinceId: 29, town: "Málaga", since: "2024-25", latitude: 36.72, longitude: -4.43 },
  {
    code: "18952051",
    name: "IES Sierra Nevada Digital",
    provinceId: 18,
    town: "Granada",
    since: "2024-25",
    latitude: 37.177,
    longitude: -3.598,
  },
  {
    code: "21953051",
    name: "CEIP Puerta del Atlántico",
    provinceId: 21,
    town: "Huelva",
    since: "2025-26",
    latitude: 37.261,
    longitude: -6.945,
  },
  { code: "23954051", name: "CEIP Loma de Úbeda", provinceId: 23, town: "Úbeda", since: "2025-26", latitude: 38.013, longitude: -3.371 },
  // Madrid (the demo teacher's school in Getafe is one more in the local demo)
  {
    code: "28955051",
    name: "CEIP Valle de Fuencarral",
    provinceId: 28,
    town: "Madrid",
    since: "2023-24",
    latitude: 40.495,
    longitude: -3.71,
  },
  {
    code: "28956051",
    name: "CEIP Ciudad Complutense",
    provinceId: 28,
    town: "Alcalá de Henares",
    since: "2024-25",
    latitude: 40.482,
    longitude: -3.364,
  },
  {
    code: "28957051",
    name: "IES Sierra de Guadarrama",
    provinceId: 28,
    town: "Collado Villalba",
    since: "2024-25",
    latitude: 40.635,
    longitude: -4.005,
  },
  {
    code: "28958051",
    name: "CEIP Jardines del Tajo",
    provinceId: 28,
    town: "Aranjuez",
    since: "2025-26",
    latitude: 40.032,
    longitude: -3.604,
  },
  // Galicia
  {
    code: "15959051",
    name: "CEIP Torre de Hércules",
    provinceId: 15,
    town: "A Coruña",
    since: "2023-24",
    latitude: 43.37,
    longitude: -8.404,
  },
  {
    code: "15960051",
    name: "CEIP Compostela Nova",
    provinceId: 15,
    town: "Santiago de Compostela",
    since: "2024-25",
    latitude: 42.878,
    longitude: -8.545,
  },
  { code: "27961051", name: "IES Muralla de Lugo", provinceId: 27, town: "Lugo", since: "2024-25", latitude: 43.011, longitude: -7.557 },
  { code: "36962051", name: "CEIP Ría de Vigo", provinceId: 36, town: "Vigo", since: "2025-26", latitude: 42.236, longitude: -8.713 },
  { code: "32963051", name: "CEIP As Burgas", provinceId: 32, town: "Ourense", since: "2025-26", latitude: 42.336, longitude: -7.864 },
  // Cantabria
  {
    code: "39964051",
    name: "CEIP Bahía de Santander",
    provinceId: 39,
    town: "Santander",
    since: "2023-24",
    latitude: 43.462,
    longitude: -3.805,
  },
  { code: "39965051", name: "CEIP Río Besaya", provinceId: 39, town: "Torrelavega", since: "2024-25", latitude: 43.35, longitude: -4.048 },
  {
    code: "39966051",
    name: "IES Flavióbriga",
    provinceId: 39,
    town: "Castro-Urdiales",
    since: "2025-26",
    latitude: 43.384,
    longitude: -3.219,
  },
  {
    code: "39967051",
    name: "CEIP Valle de Campoo",
    provinceId: 39,
    town: "Reinosa",
    since: "2025-26",
    latitude: 43.002,
    longitude: -4.137,
  },
  // Castilla y León
  {
    code: "47968051",
    name: "CEIP Campo Grande",
    provinceId: 47,
    town: "Valladolid",
    since: "2023-24",
    latitude: 41.646,
    longitude: -4.729,
  },
  {
    code: "24969051",
    name: "CEIP Ribera del Bernesga",
    provinceId: 24,
    town: "León",
    since: "2024-25",
    latitude: 42.598,
    longitude: -5.571,
  },
  {
    code: "09970051",
    name: "IES Camino de Santiago",
    provinceId: 9,
    town: "Burgos",
    since: "2024-25",
    latitude: 42.344,
    longitude: -3.697,
  },
  {
    code: "37971051",
    name: "CEIP Orillas del Tormes",
    provinceId: 37,
    town: "Salamanca",
    since: "2025-26",
    latitude: 40.959,
    longitude: -5.664,
  },
  {
    code: "42972051",
    name: "CEIP Tierras de Numancia",
    provinceId: 42,
    town: "Soria",
    since: "2025-26",
    latitude: 41.764,
    longitude: -2.468,
  },
  // Illes Balears
  { code: "07973051", name: "CEIP Badia de Palma", provinceId: 7, town: "Palma", since: "2023-24", latitude: 39.571, longitude: 2.65 },
  {
    code: "07974051",
    name: "CEIP Llevant de Manacor",
    provinceId: 7,
    town: "Manacor",
    since: "2024-25",
    latitude: 39.57,
    longitude: 3.209,
  },
  {
    code: "07975051",
    name: "IES Sa Muradeta",
    provinceId: 7,
    town: "Ciutadella de Menorca",
    since: "2025-26",
    latitude: 40.002,
    longitude: 3.84,
  },
  { code: "07976051", name: "CEIP Dalt Vila", provinceId: 7, town: "Eivissa", since: "2025-26", latitude: 38.908, longitude: 1.433 },
  // Aragón
  {
    code: "50977051",
    name: "CEIP Ribera del Ebro",
    provinceId: 50,
    town: "Zaragoza",
    since: "2023-24",
    latitude: 41.656,
    longitude: -0.879,
  },
  { code: "22978051", name: "CEIP Montearagón", provinceId: 22, town: "Huesca", since: "2024-25", latitude: 42.136, longitude: -0.409 },
  { code: "44979051", name: "IES Torre Mudéjar", provinceId: 44, town: "Teruel", since: "2024-25", latitude: 40.344, longitude: -1.107 },
  { code: "22980051", name: "CEIP Pirineo de Jaca", provinceId: 22, town: "Jaca", since: "2025-26", latitude: 42.57, longitude: -0.549 },
  { code: "44981051", name: "CEIP Bajo Aragón", provinceId: 44, town: "Alcañiz", since: "2025-26", latitude: 41.051, longitude: -0.133 },
];

/** The demo teacher's school in Getafe (seeded by centres.ts; demo.ts accredits it in the local demo). */
export const DEMO_CENTRE_PLACE = { latitude: 40.306, longitude: -3.731 } as const;

/** The education department of each province's region (centres.ts's organisations). */
const DEPARTMENT: Record<number, string> = {
  4: "EDU-AND",
  11: "EDU-AND",
  14: "EDU-AND",
  18: "EDU-AND",
  21: "EDU-AND",
  23: "EDU-AND",
  29: "EDU-AND",
  41: "EDU-AND",
  28: "EDU-MAD",
  15: "EDU-GAL",
  27: "EDU-GAL",
  32: "EDU-GAL",
  36: "EDU-GAL",
  39: "EDU-CAN",
  5: "EDU-CYL",
  9: "EDU-CYL",
  24: "EDU-CYL",
  34: "EDU-CYL",
  37: "EDU-CYL",
  40: "EDU-CYL",
  42: "EDU-CYL",
  47: "EDU-CYL",
  49: "EDU-CYL",
  7: "EDU-BAL",
  22: "EDU-ARA",
  44: "EDU-ARA",
  50: "EDU-ARA",
};

/**
 * Inserts the reference centres that are missing (and their towns, where the geography seed has not got them) and
 * places the demo teacher's school on the map if it has no place yet. Four statements whatever the database holds.
 * Returns how many centres it inserted.
 */
export async function seedReferenceCentres(db: Db): Promise<number> {
  await db
    .insert(towns)
    .values(REFERENCE_CENTRES.map((c) => ({ provinceId: c.provinceId, name: c.town })))
    .onConflictDoNothing({ target: [towns.provinceId, towns.name] });
  const [townRows, orgRows] = await Promise.all([
    db.select({ id: towns.id, provinceId: towns.provinceId, name: towns.name }).from(towns),
    db.select({ id: organizations.id, code: organizations.code }).from(organizations),
  ]);
  const townId = new Map(townRows.map((t) => [`${t.provinceId}/${t.name}`, t.id]));
  const orgId = new Map(orgRows.map((o) => [o.code, o.id]));
  const inserted = await db
    .insert(centers)
    .values(
      REFERENCE_CENTRES.map((c) => ({
        code: c.code,
        name: c.name,
        email: `secretaria.${c.code}@centros.educacion.test`,
        provinceId: c.provinceId,
        townId: townId.get(`${c.provinceId}/${c.town}`) ?? null,
        organizationId: orgId.get(DEPARTMENT[c.provinceId] ?? "FUND") ?? null,
        status: "REGISTERED" as const,
        referenceSince: c.since,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    )
    .onConflictDoNothing({ target: centers.code })
    .returning({ id: centers.id });
  await db
    .update(centers)
    .set(DEMO_CENTRE_PLACE)
    .where(and(eq(centers.code, DEMO_CENTRE.code), isNull(centers.latitude)));
  return inserted.length;
}
