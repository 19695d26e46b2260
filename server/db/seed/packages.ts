import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { licencePackagePrograms, licencePackages, programs } from "../schema/index.ts";

/** The licence packages a generator may make codes for, by programme code (section 6: a licence gives programmes). */
export const LICENCE_PACKAGES = [
  { code: "PRIMARIA", nameEs: "Primaria", nameEn: "Primary", position: 1, programs: ["PRIMARIA"] },
  { code: "COMPLETO", nameEs: "Primaria y robótica", nameEn: "Primary and robotics", position: 2, programs: ["PRIMARIA", "ROBOTICA"] },
  { code: "PC", nameEs: "Itinerarios con ordenador", nameEn: "Computer itineraries", position: 3, programs: ["PC"] },
  { code: "INTEGRAL", nameEs: "Integral", nameEn: "All programmes", position: 4, programs: ["PRIMARIA", "ROBOTICA", "PC"] },
] as const;

/**
 * Programmes the packages need, inserted minimally when missing (the content and in-class seeds give
 * them their pages and itineraries; those run first and win).
 */
const MINIMAL_PROGRAMS = [
  { code: "PRIMARIA", nameEs: "Competencias digitales en Primaria", nameEn: "Digital skills in Primary", links: [] },
  { code: "ROBOTICA", nameEs: "Robótica e inteligencia artificial", nameEn: "Robotics and artificial intelligence", links: [] },
  { code: "PC", nameEs: "Itinerarios con ordenador", nameEn: "Computer itineraries", links: [] },
];

/** Seeds whichever licence packages (and their programmes) are missing. Returns whether it added any package. */
export async function seedLicencePackages(db: Db): Promise<boolean> {
  await db.insert(programs).values(MINIMAL_PROGRAMS).onConflictDoNothing({ target: programs.code });
  const added = await db
    .insert(licencePackages)
    .values(LICENCE_PACKAGES.map(({ programs: _, ...pkg }) => pkg))
    .onConflictDoNothing({ target: licencePackages.code })
    .returning({ id: licencePackages.id, code: licencePackages.code });
  if (added.length === 0) return false;
  const programRows = await db
    .select({ id: programs.id, code: programs.code })
    .from(programs)
    .where(
      inArray(
        programs.code,
        MINIMAL_PROGRAMS.map((p) => p.code),
      ),
    );
  const programId = new Map(programRows.map((p) => [p.code, p.id]));
  const links = added.flatMap((pkg) =>
    (LICENCE_PACKAGES.find((p) => p.code === pkg.code)?.programs ?? []).map((code) => ({
      packageId: pkg.id,
      programId: programId.get(code)!,
    })),
  );
  await db.insert(licencePackagePrograms).values(links).onConflictDoNothing();
  return true;
}
