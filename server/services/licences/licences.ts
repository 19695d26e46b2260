import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { LicenceState } from "../../../common/licences.ts";
import type { Language } from "../../../common/languages.ts";
import { GenerateLicenceBatchInput, RevokeLicenceCodeInput } from "../../../common/schemas/licence.ts";
import type { Db } from "../../db/client.ts";
import { licenceBatches, licenceCodes, licencePackages, organizations, users } from "../../db/schema/index.ts";
import { auditActorOf, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The licence generator's side of licences (section 6, LICENSE_GEN): batches of single-use codes for an
 * organisation and a package, their counts, the CSV export and revoking a code nobody holds yet. Callers
 * (the GraphQL scope and the staff screen's loader) make sure only licence generators get here.
 */

/** How many batches the staff screen lists, newest first. */
export const LICENCE_BATCHES_LIMIT = 200;

export type LicenceBatchView = {
  id: string;
  organization: { id: number; code: string; name: string };
  package: { id: number; code: string; name: string };
  quantity: number;
  free: number;
  assigned: number;
  revoked: number;
  createdBy: { name: string | null; email: string } | null;
  createdAt: Date;
};

export type LicenceCodeView = { code: string; state: LicenceState; assignedAt: Date | null; revokedAt: Date | null };

export type OrganizationOption = { id: number; code: string; name: string };

/**
 * Codes use 32 digits and capital letters, leaving out those people confuse when copying from paper
 * (0/O, 1/I): 32 divides 256, so each random byte gives one unbiased character; 32 characters hold 160 bits.
 */
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const GROUPS = [8, 4, 4, 4, 12] as const;

export function newLicenceCode(): string {
  const bytes = randomBytes(32);
  let at = 0;
  return GROUPS.map((size) => {
    let group = "";
    for (let i = 0; i < size; i++) group += CODE_ALPHABET[bytes[at++]! % 32];
    return group;
  }).join("-");
}

/** Makes a batch of `quantity` fresh codes for an organisation and a package, in one transaction (audited). */
export async function generateLicenceBatch(db: Db, createdBy: string, input: unknown, lang: Language): Promise<LicenceBatchView> {
  const { organizationId, packageId, quantity } = parseOrThrow(GenerateLicenceBatchInput, input);
  const [organization, pkg] = await Promise.all([
    db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1),
    db
      .select({ id: licencePackages.id, code: licencePackages.code })
      .from(licencePackages)
      .where(eq(licencePackages.id, packageId))
      .limit(1),
  ]);
  const fields: Record<string, string> = {};
  if (!organization.length) fields.organizationId = "licences.generate.errors.organization";
  if (!pkg.length) fields.packageId = "licences.generate.errors.package";
  if (Object.keys(fields).length) throw new DomainError("VALIDATION", { fields });

  const batchId = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(licenceBatches)
      .values({ organizationId, packageId, quantity, createdBy })
      .returning({ id: licenceBatches.id });
    if (!batch) throw new Error("licence batch not created");
    // 160 random bits make a clash practically impossible; were one to happen, the missing codes are made again.
    let missing = quantity;
    while (missing > 0) {
      const codes = Array.from({ length: missing }, () => ({ code: newLicenceCode(), batchId: batch.id }));
      const inserted = await tx.insert(licenceCodes).values(codes).onConflictDoNothing().returning({ code: licenceCodes.code });
      missing -= inserted.length;
    }
    const label = `${organization[0]!.name} · ${pkg[0]!.code} · ${quantity}`;
    await recordAudit(tx, await auditActorOf(tx, createdBy), {
      action: "licenceBatchGenerate",
      entity: "licenceBatch",
      entityId: batch.id,
      label,
      before: null,
      after: { organizationId, packageId, quantity },
    });
    return batch.id;
  });
  const [view] = await listLicenceBatches(db, lang, batchId);
  if (!view) throw new Error("licence batch vanished");
  return view;
}

/** Batches newest first with their counts by state, creator and names: one aggregate query. */
export async function listLicenceBatches(db: Db, lang: Language, onlyId?: string): Promise<LicenceBatchView[]> {
  const count = (state: LicenceState) => sql<number>`(count(${licenceCodes.code}) filter (where ${licenceCodes.state} = ${state}))::int`;
  const rows = await db
    .select({
      id: licenceBatches.id,
      quantity: licenceBatches.quantity,
      createdAt: licenceBatches.createdAt,
      organization: { id: organizations.id, code: organizations.code, name: organizations.name },
      package: {
        id: licencePackages.id,
        code: licencePackages.code,
        name: lang === "es" ? licencePackages.nameEs : licencePackages.nameEn,
      },
      creatorName: sql<string | null>`nullif(concat_ws(' ', ${users.name}, ${users.lastName}), '')`,
      creatorEmail: users.email,
      free: count("free"),
      assigned: count("assigned"),
      revoked: count("revoked"),
    })
    .from(licenceBatches)
    .innerJoin(organizations, eq(organizations.id, licenceBatches.organizationId))
    .innerJoin(licencePackages, eq(licencePackages.id, licenceBatches.packageId))
    .leftJoin(users, eq(users.id, licenceBatches.createdBy))
    .leftJoin(licenceCodes, eq(licenceCodes.batchId, licenceBatches.id))
    .where(onlyId ? eq(licenceBatches.id, onlyId) : undefined)
    .groupBy(licenceBatches.id, organizations.id, licencePackages.id, users.id)
    .orderBy(desc(licenceBatches.createdAt), desc(licenceBatches.id))
    .limit(LICENCE_BATCHES_LIMIT);
  return rows.map(({ creatorName, creatorEmail, ...row }) => ({
    ...row,
    createdBy: creatorEmail ? { name: creatorName, email: creatorEmail } : null,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A batch's codes for the CSV export, or null when there is no such batch. */
export async function licenceBatchCodes(db: Db, batchId: string): Promise<LicenceCodeView[] | null> {
  if (!UUID.test(batchId)) return null;
  const [batch] = await db.select({ id: licenceBatches.id }).from(licenceBatches).where(eq(licenceBatches.id, batchId)).limit(1);
  if (!batch) return null;
  return db
    .select({ code: licenceCodes.code, state: licenceCodes.state, assignedAt: licenceCodes.assignedAt, revokedAt: licenceCodes.revokedAt })
    .from(licenceCodes)
    .where(eq(licenceCodes.batchId, batchId))
    .orderBy(asc(licenceCodes.code));
}

/**
 * Revokes a free code (who and when are recorded, and audited). An assigned code is a teacher's licence and cannot be
 * revoked here; revoking a revoked code changes nothing.
 */
export async function revokeLicenceCode(db: Db, revokedBy: string, input: unknown): Promise<LicenceCodeView> {
  const { code } = parseOrThrow(RevokeLicenceCodeInput, input);
  const columns = {
    code: licenceCodes.code,
    state: licenceCodes.state,
    assignedAt: licenceCodes.assignedAt,
    revokedAt: licenceCodes.revokedAt,
  };
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(licenceCodes)
      .set({ state: "revoked", revokedBy, revokedAt: new Date() })
      .where(and(eq(licenceCodes.code, code), eq(licenceCodes.state, "free")))
      .returning(columns);
    if (row)
      await recordAudit(tx, await auditActorOf(tx, revokedBy), {
        action: "licenceCodeRevoke",
        entity: "licenceCode",
        entityId: code,
        label: code,
        before: { state: "free" },
        after: { state: "revoked" },
      });
    return row;
  });
  if (revoked) return revoked;
  const [current] = await db.select(columns).from(licenceCodes).where(eq(licenceCodes.code, code)).limit(1);
  if (!current) throw new DomainError("LICENCE_NOT_VALID", { fields: { code: "licences.errors.notValid" } });
  if (current.state === "assigned") throw new DomainError("LICENCE_NOT_REVOCABLE", { fields: { code: "licences.revoke.errors.assigned" } });
  return current;
}

/** Every organisation, by name: the generator's form and the wizard's centre step. */
export async function listOrganizations(db: Db): Promise<OrganizationOption[]> {
  const rows = await db.select({ id: organizations.id, code: organizations.code, name: organizations.name }).from(organizations);
  return rows.sort((a, b) => spanish.compare(a.name, b.name));
}

export const spanish = new Intl.Collator("es", { sensitivity: "base" });
