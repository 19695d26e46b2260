import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { STAFF_ROLES, type StaffRole } from "../../../common/roles.ts";
import type { Db } from "../../db/client.ts";
import { everyWordIn } from "../../db/search.ts";
import { centers, licenceAssignments, sessions, userRoles, users } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { pageOf } from "../validation.ts";

/**
 * People in the back office (issue 18, decision 039): admins find accounts, see their licences and roles, grant and
 * revoke staff roles, and deactivate an account (it can no longer sign in; its sessions end). Every change writes its
 * audit entry in the same transaction. The callers check the admin rule (server/policies/people.ts).
 */
export const PEOPLE_PAGE_SIZE = 25;

export type PersonRow = {
  id: string;
  email: string;
  name: string | null;
  lastName: string | null;
  active: boolean;
  createdAt: Date;
  roles: string[];
};
export type PersonLicence = { code: string | null; centre: string | null; assignedAt: Date };
export type Person = PersonRow & { licences: PersonLicence[] };

const rolesOf = sql<string[]>`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${users.id} order by 1)`;
const personColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  active: users.active,
  createdAt: users.createdAt,
  roles: rolesOf,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accounts whose email, name or last name holds every word of `query` (all accounts when empty), newest first. */
export async function findPeople(db: Db, query: string, page = 1) {
  pageOf(page);
  const where = everyWordIn(query, [users.email, users.name, users.lastName]);
  const [items, [count]] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(PEOPLE_PAGE_SIZE)
      .offset((page - 1) * PEOPLE_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const total = count?.total ?? 0;
  return { items: items as PersonRow[], total, page, pageCount: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)) };
}

/** One account with its licences (newest first); null when unknown. */
export async function personById(db: Db, id: string): Promise<Person | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  if (!row) return null;
  const licences = await db
    .select({ code: licenceAssignments.code, centre: centers.name, assignedAt: licenceAssignments.assignedAt })
    .from(licenceAssignments)
    .leftJoin(centers, eq(centers.id, licenceAssignments.centerId))
    .where(eq(licenceAssignments.userId, id))
    .orderBy(desc(licenceAssignments.assignedAt));
  return { ...(row as PersonRow), licences };
}

function refuseOwn(actor: AuditActor, id: string) {
  if (actor.id === id) throw new DomainError("PEOPLE_OWN_ACCOUNT", { status: 409 });
}

/**
 * Sets an account's staff roles to exactly `roles` (its other roles, USER_REGISTERED and USER_LICENSED, stay). An
 * admin keeps their own ADMIN role. Nothing changes, and nothing is logged, when the roles are already these.
 */
export async function setStaffRoles(db: Db, actor: AuditActor, id: string, roles: readonly string[]): Promise<Person> {
  const wanted = [...new Set(roles)];
  if (wanted.some((role) => !STAFF_ROLES.includes(role as StaffRole)))
    throw new DomainError("VALIDATION", { fields: { roles: "errors.validation" } });
  const person = await personById(db, id);
  if (!person) throw new DomainError("NOT_FOUND", { status: 404 });
  if (actor.id === id && person.roles.includes("ADMIN") && !wanted.includes("ADMIN")) refuseOwn(actor, id);
  const before = person.roles.filter((role) => STAFF_ROLES.includes(role as StaffRole)).sort();
  const after = [...wanted].sort();
  if (before.join() === after.join()) return person;
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, id), inArray(userRoles.role, [...STAFF_ROLES])));
    if (after.length) await tx.insert(userRoles).values(after.map((role) => ({ userId: id, role: role as StaffRole })));
    await recordAudit(tx, actor, {
      action: "accountRoles",
      entity: "account",
      entityId: id,
      before: { roles: before },
      after: { roles: after },
    });
  });
  return (await personById(db, id)) as Person;
}

/** Deactivates (the account cannot sign in and every session of it ends) or reactivates an account; never the admin's own. */
export async function setAccountActive(db: Db, actor: AuditActor, id: string, active: boolean): Promise<Person> {
  const person = await personById(db, id);
  if (!person) throw new DomainError("NOT_FOUND", { status: 404 });
  refuseOwn(actor, id);
  if (person.active === active) return person;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ active }).where(eq(users.id, id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, actor, {
      action: active ? "accountReactivate" : "accountDeactivate",
      entity: "account",
      entityId: id,
      before: { active: person.active },
      after: { active },
    });
  });
  return { ...person, active };
}
