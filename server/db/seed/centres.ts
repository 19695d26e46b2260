import type { Db } from "../client.ts";
import { centers, organizations, towns } from "../schema/index.ts";
import { PROVINCES, TOWNS_BY_PROVINCE } from "./geography.ts";

/**
 * Organisations and plausible schools for the licence wizard's centre step: at least two per seeded
 * town (three in a capital), with 8-digit codes that start with the province's INE code, as Spain's
 * centre codes do. Names and codes are derived from the town's place in the list, so every run makes
 * the same rows and re-running inserts only what is missing.
 */

/** The programme's foundation, the sponsor (its members get the developer flag) and the seven regions' education departments. */
export const ORGANIZATIONS = [
  { code: "FUND", name: "Fundación Competencias Digitales", sponsor: false },
  { code: "IMPULSA", name: "Impulsa Digital, entidad patrocinadora", sponsor: true },
  { code: "EDU-AND", name: "Consejería de Desarrollo Educativo y Formación Profesional (Junta de Andalucía)", sponsor: false },
  { code: "EDU-ARA", name: "Departamento de Educación, Ciencia y Universidades (Gobierno de Aragón)", sponsor: false },
  { code: "EDU-BAL", name: "Conselleria d'Educació i Universitats (Govern de les Illes Balears)", sponsor: false },
  { code: "EDU-CAN", name: "Consejería de Educación, Formación Profesional y Universidades (Gobierno de Cantabria)", sponsor: false },
  { code: "EDU-CYL", name: "Consejería de Educación (Junta de Castilla y León)", sponsor: false },
  { code: "EDU-GAL", name: "Consellería de Educación, Ciencia, Universidades e FP (Xunta de Galicia)", sponsor: false },
  { code: "EDU-MAD", name: "Consejería de Educación, Ciencia y Universidades (Comunidad de Madrid)", sponsor: false },
] as const;

/** Section 1's seven regions of reference schools: their public centres belong to the region's department. */
const DEPARTMENT_OF_COMMUNITY: Record<number, string> = {
  1: "EDU-AND",
  2: "EDU-ARA",
  4: "EDU-BAL",
  6: "EDU-CAN",
  7: "EDU-CYL",
  12: "EDU-GAL",
  13: "EDU-MAD",
};

/** The demo teacher's school (server/db/seed/demo.ts), with the code the tests know. */
export const DEMO_CENTRE = {
  code: "28065012",
  name: "CEIP Miguel de Cervantes",
  email: "secretaria@ceip-cervantes-getafe.test",
  provinceId: 28,
  town: "Getafe",
  organization: "FUND",
} as const;

const PATRONS = [
  "Federico García Lorca",
  "Antonio Machado",
  "Rosalía de Castro",
  "Gloria Fuertes",
  "Juan Ramón Jiménez",
  "Clara Campoamor",
  "Severo Ochoa",
  "Ramón y Cajal",
  "Miguel Hernández",
  "Concepción Arenal",
  "Emilia Pardo Bazán",
  "Benito Pérez Galdós",
  "María Zambrano",
  "Isaac Peral",
  "Jorge Guillén",
  "Gustavo Adolfo Bécquer",
  "Margarita Salas",
  "Luis Vives",
  "Rafael Alberti",
  "Carmen Conde",
  "Vicente Aleixandre",
  "Ana María Matute",
  "Juan de la Cierva",
  "Pablo Picasso",
] as const;
const PLACES = [
  "Los Almendros",
  "El Olivar",
  "La Paz",
  "Las Acacias",
  "El Pinar",
  "San Isidro",
  "Virgen del Carmen",
  "Los Girasoles",
  "La Fuente",
  "El Castillo",
] as const;
const COLLEGES = [
  "Colegio Santa Teresa",
  "Colegio San José",
  "Colegio Sagrado Corazón",
  "Colegio Nuestra Señora del Pilar",
  "Colegio La Salle",
  "Colegio Santa Ana",
] as const;

/** Catalonia names its schools in Catalan; the Basque Country adds the Basque acronym. */
const CATALAN = new Set([8, 17, 25, 43]);
const BASQUE = new Set([1, 20, 48]);

type CentreSeed = { code: string; name: string; email: string; provinceId: number; town: string; organization: string };

/** Every seeded centre, computed once from the towns list. */
export function centreSeeds(): CentreSeed[] {
  const communityOf = new Map(PROVINCES.map(([id, , community]) => [id, community]));
  const out: CentreSeed[] = [DEMO_CENTRE];
  const taken = new Set<string>([DEMO_CENTRE.code]);
  for (const [provinceKey, names] of Object.entries(TOWNS_BY_PROVINCE)) {
    const provinceId = Number(provinceKey);
    const department = DEPARTMENT_OF_COMMUNITY[communityOf.get(provinceId) ?? 0] ?? "FUND";
    // Single-town cities (Ceuta, Melilla) get four schools so the centre step still offers a choice.
    const perTown = names.length === 1 ? 4 : 2;
    names.forEach((town, townIndex) => {
      const seed = provinceId * 7 + townIndex * 5;
      const publicNames = [
        schoolName(provinceId, "primary", PATRONS[seed % PATRONS.length]!),
        schoolName(provinceId, "secondary", PATRONS[(seed + 11) % PATRONS.length]!),
        schoolName(provinceId, "primary", PLACES[seed % PLACES.length]!),
        schoolName(provinceId, "secondary", PATRONS[(seed + 5) % PATRONS.length]!),
      ].slice(0, perTown);
      const entries = publicNames.map((name) => ({ name, organization: department }));
      // A capital also has a charter school, some of them supported by the sponsor.
      if (townIndex === 0)
        entries.push({ name: COLLEGES[provinceId % COLLEGES.length]!, organization: provinceId % 3 === 0 ? "IMPULSA" : "FUND" });
      entries.forEach((entry, i) => {
        // Province (2 digits), a municipality-like number, a sequence: unique, stable, 8 digits.
        let number = 100 + ((townIndex * 97 + provinceId * 13) % 800);
        let code = `${String(provinceId).padStart(2, "0")}${number}${String(11 + i * 7).padStart(3, "0")}`;
        while (taken.has(code)) code = `${String(provinceId).padStart(2, "0")}${++number}${String(11 + i * 7).padStart(3, "0")}`;
        taken.add(code);
        out.push({
          code,
          name: entry.name,
          email: `secretaria.${code}@centros.educacion.test`,
          provinceId,
          town,
          organization: entry.organization,
        });
      });
    });
  }
  return out;
}

function schoolName(provinceId: number, level: "primary" | "secondary", patron: string): string {
  if (CATALAN.has(provinceId)) return level === "primary" ? `Escola ${patron}` : `Institut ${patron}`;
  if (BASQUE.has(provinceId)) return level === "primary" ? `CEIP ${patron} HLHI` : `IES ${patron} BHI`;
  return level === "primary" ? `CEIP ${patron}` : `IES ${patron}`;
}

/** Inserts the organisations and centres that are missing (by code). Towns must exist already. */
export async function seedCentres(db: Db): Promise<void> {
  await db
    .insert(organizations)
    .values([...ORGANIZATIONS])
    .onConflictDoNothing({ target: organizations.code });
  const [orgRows, townRows] = await Promise.all([
    db.select({ id: organizations.id, code: organizations.code }).from(organizations),
    db.select({ id: towns.id, provinceId: towns.provinceId, name: towns.name }).from(towns),
  ]);
  const orgId = new Map(orgRows.map((o) => [o.code, o.id]));
  const townId = new Map(townRows.map((t) => [`${t.provinceId}/${t.name}`, t.id]));
  const rows = centreSeeds().map((c) => ({
    code: c.code,
    name: c.name,
    email: c.email,
    provinceId: c.provinceId,
    townId: townId.get(`${c.provinceId}/${c.town}`) ?? null,
    organizationId: orgId.get(c.organization) ?? null,
    status: "REGISTERED" as const,
  }));
  await db.insert(centers).values(rows).onConflictDoNothing({ target: centers.code });
}
