import { asc, eq, sql } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { licencePackagePrograms, licencePackages, programs, teamPackageViews } from "../../db/schema/index.ts";

/** A licence package with its programmes' names in the request's language. */
export type LicencePackage = { id: number; code: string; name: string; programs: { id: number; name: string }[] };

/**
 * Every package with its programmes, in one query. A join, not a correlated subquery: Drizzle writes a
 * single-table select's columns unqualified, so the subquery's `id` meant the programme's own id.
 */
export async function listPackages(db: Db, lang: Language): Promise<LicencePackage[]> {
  const es = lang === "es";
  const programName = es ? programs.nameEs : programs.nameEn;
  const rows = await db
    .select({
      id: licencePackages.id,
      code: licencePackages.code,
      name: es ? licencePackages.nameEs : licencePackages.nameEn,
      programs: sql<{ id: number; name: string }[]>`coalesce(
        json_agg(json_build_object('id', ${programs.id}, 'name', ${programName}) order by ${programs.id})
          filter (where ${programs.id} is not null), '[]'::json)`,
    })
    .from(licencePackages)
    .leftJoin(licencePackagePrograms, eq(licencePackagePrograms.packageId, licencePackages.id))
    .leftJoin(programs, eq(programs.id, licencePackagePrograms.programId))
    .groupBy(licencePackages.id)
    .orderBy(asc(licencePackages.position), asc(licencePackages.id));
  return rows;
}

/** The package a team-package user views the in-class pages as; null while they view every programme. */
export async function viewedPackageId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ packageId: teamPackageViews.packageId })
    .from(teamPackageViews)
    .where(eq(teamPackageViews.userId, userId))
    .limit(1);
  return row?.packageId ?? null;
}
