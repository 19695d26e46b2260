import { and, eq, sql } from "drizzle-orm";
import { isLicenceCode, normaliseLicenceCode } from "../../../common/licences.ts";
import type { Language } from "../../../common/languages.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { AssignLicenceInput } from "../../../common/schemas/licence.ts";
import type { Db } from "../../db/client.ts";
import {
  centers,
  licenceAssignments,
  licenceBatches,
  licenceCodes,
  licencePackagePrograms,
  licencePackages,
  organizations,
  towns,
  userPrograms,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { DomainError } from "../errors.ts";
import { spanish } from "./licences.ts";
import { checkUserType, userTypeColumns } from "../profile/user-type.ts";

/**
 * The professional licence wizard (sections 2, 3 and 5): whether a code can be used, the towns and
 * centres to choose from, and the assignment itself, which gives the package's programmes.
 */

export type LicenceCodeStatus =
  | { status: "valid"; organization: { id: number; code: string; name: string }; packageName: string }
  | { status: "notValid" | "notAvailable"; organization: null; packageName: null };

/** "notValid" for a wrong format or an unknown code, "notAvailable" once assigned or revoked (section 8). */
export async function licenceCodeStatus(db: Db, input: string, lang: Language): Promise<LicenceCodeStatus> {
  const none = { organization: null, packageName: null };
  if (!isLicenceCode(input)) return { status: "notValid", ...none };
  const [row] = await db
    .select({
      state: licenceCodes.state,
      organization: { id: organizations.id, code: organizations.code, name: organizations.name },
      packageName: lang === "es" ? licencePackages.nameEs : licencePackages.nameEn,
    })
    .from(licenceCodes)
    .innerJoin(licenceBatches, eq(licenceBatches.id, licenceCodes.batchId))
    .innerJoin(organizations, eq(organizations.id, licenceBatches.organizationId))
    .innerJoin(licencePackages, eq(licencePackages.id, licenceBatches.packageId))
    .where(eq(licenceCodes.code, normaliseLicenceCode(input)))
    .limit(1);
  if (!row) return { status: "notValid", ...none };
  if (row.state !== "free") return { status: "notAvailable", ...none };
  return { status: "valid", organization: row.organization, packageName: row.packageName };
}

export type TownOption = { id: number; name: string };
export type CenterOption = { id: number; code: string; name: string; organization: { id: number; code: string; name: string } | null };

/** A province's towns in Spanish alphabetical order (accents sort with their letter). */
export async function listTowns(db: Db, provinceId: number): Promise<TownOption[]> {
  const rows = await db.select({ id: towns.id, name: towns.name }).from(towns).where(eq(towns.provinceId, provinceId));
  return rows.sort((a, b) => spanish.compare(a.name, b.name));
}

/**
 * A town's centres (any status but inactive) with their organisation, by name: one query. With a licence code,
 * only the centres that code may be assigned to: those of its batch's organisation (none for an unknown code).
 */
export async function listCentres(db: Db, townId: number, licenceCode?: string | null): Promise<CenterOption[]> {
  const ofCode =
    licenceCode === undefined || licenceCode === null
      ? undefined
      : sql`${centers.organizationId} = (select ${licenceBatches.organizationId} from ${licenceCodes}
          join ${licenceBatches} on ${licenceBatches.id} = ${licenceCodes.batchId} where ${licenceCodes.code} = ${normaliseLicenceCode(licenceCode)})`;
  const rows = await db
    .select({
      id: centers.id,
      code: centers.code,
      name: centers.name,
      orgId: organizations.id,
      orgCode: organizations.code,
      orgName: organizations.name,
    })
    .from(centers)
    .leftJoin(organizations, eq(organizations.id, centers.organizationId))
    .where(and(eq(centers.townId, townId), sql`${centers.status} <> 'INACTIVE'`, ofCode));
  return rows
    .map(({ orgId, orgCode, orgName, ...center }) => ({
      ...center,
      organization: orgId !== null && orgCode !== null && orgName !== null ? { id: orgId, code: orgCode, name: orgName } : null,
    }))
    .sort((a, b) => spanish.compare(a.name, b.name));
}

/**
 * Assigns a free code to the user with the wizard's answers, all checked again here. In one transaction:
 * the code's row is locked (two teachers with one code: the second waits and then finds it taken), marked
 * assigned, the assignment stored, the package's programmes added to the user's (a second licence adds
 * its own) and the licensed role given; with `userType` (the wizard's "who you are"), the user's type is
 * saved too, checked with the profile's rules. Expected failures keep the specification's messages; anything
 * else is "Error al asignar licencia", and nothing changes.
 */
export async function assignLicence(db: Db, userId: string, input: unknown, userType?: unknown): Promise<void> {
  const fields: Record<string, string> = {};
  const parsed = AssignLicenceInput.safeParse(input);
  if (!parsed.success) Object.assign(fields, fieldErrors(parsed.error));
  const who = userType === undefined || userType === null ? null : await checkUserType(db, userType, fields);
  if (!parsed.success || Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const answer = parsed.data;
  const centreOrganizationId = await checkPlaces(db, answer);
  try {
    await db.transaction(async (tx) => {
      const [code] = await tx
        .select({ state: licenceCodes.state, packageId: licenceBatches.packageId, organizationId: licenceBatches.organizationId })
        .from(licenceCodes)
        .innerJoin(licenceBatches, eq(licenceBatches.id, licenceCodes.batchId))
        .where(eq(licenceCodes.code, answer.code))
        .for("update", { of: licenceCodes })
        .limit(1);
      if (!code) throw new DomainError("LICENCE_NOT_VALID", { fields: { code: "licences.errors.notValid" } });
      if (code.state !== "free") throw new DomainError("LICENCE_NOT_AVAILABLE", { fields: { code: "licences.errors.notAvailable" } });
      // A code is issued to one organisation (its batch's): the licence is not valid for another.
      if (code.organizationId !== answer.organizationId) {
        throw new DomainError("LICENCE_NOT_VALID", { fields: { organizationId: "licences.errors.notValid" } });
      }
      // ...and it claims only that organisation's centres (decision 049): a centre of another, or of none, is not
      // the holder's to claim, whatever town it is in.
      if (centreOrganizationId !== code.organizationId) {
        throw new DomainError("VALIDATION", { fields: { centerId: "licences.errors.centreNotInOrganization" } });
      }
      const now = new Date();
      await tx
        .update(licenceCodes)
        .set({ state: "assigned", assignedTo: userId, assignedAt: now })
        .where(eq(licenceCodes.code, answer.code));
      await tx.insert(licenceAssignments).values({
        userId,
        code: answer.code,
        centerId: answer.centerId,
        organizationId: answer.organizationId,
        provinceId: answer.provinceId,
        townId: answer.townId,
        entity: answer.entity,
        assignedAt: now,
      });
      await tx
        .insert(userPrograms)
        .select(
          tx
            .select({ userId: sql<string>`${userId}::uuid`.as("user_id"), programId: licencePackagePrograms.programId })
            .from(licencePackagePrograms)
            .where(eq(licencePackagePrograms.packageId, code.packageId)),
        )
        .onConflictDoNothing();
      await tx.insert(userRoles).values({ userId, role: "USER_LICENSED" }).onConflictDoNothing();
      if (who) await tx.update(users).set(userTypeColumns(who)).where(eq(users.id, userId));
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger.error({ err: error }, "licence assignment failed");
    throw new DomainError("LICENCE_ASSIGN_FAILED", { status: 500 });
  }
}

/**
 * The town must be in the province, the centre in the town and the organisation must exist: one query.
 * A stale or forged choice gets the field's own message, as if it had not been chosen. Returns the centre's
 * organisation (null: it has none), which the assignment holds to the code's.
 */
async function checkPlaces(
  db: Db,
  answer: { provinceId: number; townId: number; centerId: number; organizationId: number },
): Promise<number | null> {
  const [found] = await db
    .select({
      town: sql<boolean>`exists (select 1 from ${towns} where ${towns.id} = ${answer.townId} and ${towns.provinceId} = ${answer.provinceId})`,
      center: sql<boolean>`exists (select 1 from ${centers} where ${centers.id} = ${answer.centerId} and ${centers.townId} = ${answer.townId} and ${centers.status} <> 'INACTIVE')`,
      centreOrganizationId: sql<number | null>`(select ${centers.organizationId} from ${centers} where ${centers.id} = ${answer.centerId})`,
      organization: sql<boolean>`exists (select 1 from ${organizations} where ${organizations.id} = ${answer.organizationId})`,
    })
    .from(sql`(select 1) as one`);
  const fields: Record<string, string> = {};
  if (!found?.organization) fields.organizationId = "licences.errors.organizationRequired";
  if (!found?.town) fields.townId = "licences.errors.required";
  if (!found?.center) fields.centerId = "licences.errors.centreRequired";
  if (Object.keys(fields).length) throw new DomainError("VALIDATION", { fields });
  return found?.centreOrganizationId === null || found?.centreOrganizationId === undefined ? null : Number(found.centreOrganizationId);
}
