import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntity } from "../../../common/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { pageOf } from "../validation.ts";

/**
 * The audit log (issue 18, decision 039): every staff change writes its entry with the same transaction handle as the
 * change itself, so both are kept or neither; admins list them with filters, newest first.
 */
export type AuditActor = { id: string; email: string };
export type AuditEntry = {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: unknown;
  after: unknown;
  /** What the record is called (content's Spanish title), kept with the entry; accounts are named by their email. */
  label?: string | null;
};

export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...entry });
}

/**
 * The actor of a change whose caller the service knows only by id (a moderator, a licence generator): their email read
 * in the change's own transaction.
 */
export async function auditActorOf(tx: Db, id: string): Promise<AuditActor> {
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new Error("audit actor not found");
  return user;
}

export type AuditFilter = {
  action?: string | null;
  entity?: string | null;
  entityId?: string | null;
  actor?: string | null;
  from?: Date | null;
  to?: Date | null;
};
/** An entry with what its record is called: an account's email now (null once it is deleted), content's label when changed. */
export type AuditRow = typeof auditLog.$inferSelect & { subject: string | null };
export type AuditPage = { items: AuditRow[]; total: number; page: number; pageCount: number };

/** A page of entries matching every filter given (`to` excluded); unknown actions or entities are VALIDATION errors. */
export async function listAudit(db: Db, filter: AuditFilter, page = 1): Promise<AuditPage> {
  if (filter.action && !AUDIT_ACTIONS.includes(filter.action as AuditAction))
    throw new DomainError("VALIDATION", { fields: { action: "errors.validation" } });
  if (filter.entity && !AUDIT_ENTITIES.includes(filter.entity as AuditEntity))
    throw new DomainError("VALIDATION", { fields: { entity: "errors.validation" } });
  pageOf(page);
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actor) conditions.push(eq(sql`lower(${auditLog.actorEmail})`, filter.actor.trim().toLowerCase()));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, subject: sql<string | null>`coalesce(${users.email}, ${auditLog.label})` })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.entity, "account"), eq(sql`${users.id}::text`, auditLog.entityId)))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const total = count?.total ?? 0;
  return {
    items: items.map(({ entry, subject }) => ({ ...entry, subject })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
