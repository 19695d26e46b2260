import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuditAction, AuditEntity } from "../../../common/audit.ts";
import type { Db } from "../../db/client.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { same } from "./kind.ts";

/**
 * The editor kit's ordered children (decision 053): an itinerary's activities, a course's units, a unit's blocks. Each
 * sits under its parent at positions `first`, `first + 1`…; a change of them (added last, moved one place, removed) is
 * audited on the parent.
 */

export type Children = { table: PgTable & { id: PgColumn; position: PgColumn }; parent: PgColumn; first: number };
type Child = { id: number; position: number };
export const MOVES = ["up", "down"] as const;
export type Move = (typeof MOVES)[number];

/** A parent's children in their order. */
export async function childrenOf<Row extends Child>(db: Db, children: Children, parentId: number): Promise<Row[]> {
  const { table } = children;
  return (await db
    .select()
    .from(table as any)
    .where(eq(children.parent, parentId))
    .orderBy(asc(table.position), asc(table.id))) as Row[];
}

/** The position of a child added last. */
export async function nextPosition(db: Db, children: Children, parentId: number): Promise<number> {
  const [last] = await db
    .select({ position: sql<number>`max(${children.table.position})::int` })
    .from(children.table as any)
    .where(eq(children.parent, parentId));
  return last?.position == null ? children.first : Number(last.position) + 1;
}

/** The name of a child's column that holds its parent's id. */
export const parentKeyOf = (children: Children) =>
  Object.keys(getTableColumns(children.table)).find((key) => (children.table as any)[key] === children.parent) as string;

/** Changes a child (`id`) or adds it last under its parent. */
export async function saveChild(tx: Db, children: Children, parentId: number, id: number | null | undefined, values: object) {
  const { table } = children;
  if (id != null) return tx.update(table).set(values).where(eq(table.id, id));
  const parent = Object.keys(getTableColumns(table)).find((key) => (table as any)[key] === children.parent) as string;
  return tx.insert(table).values({ ...values, [parent]: parentId, position: await nextPosition(tx, children, parentId) });
}

/** Gives the children positions `first`, `first + 1`… in this order, through negative ones so a unique index holds. */
export async function renumber(tx: Db, children: Children, ordered: Child[]): Promise<void> {
  const { table } = children;
  const changed = ordered.flatMap((child, index) => (child.position === children.first + index ? [] : [{ child, index }]));
  for (const { child, index } of changed)
    await tx
      .update(table)
      .set({ position: -1 - index } as any)
      .where(eq(table.id, child.id));
  for (const { child, index } of changed)
    await tx
      .update(table)
      .set({ position: children.first + index } as any)
      .where(eq(table.id, child.id));
}

/** Moves a child one place up or down; at either end nothing changes (false). */
export async function move(tx: Db, children: Children, parentId: number, id: number, direction: Move): Promise<boolean> {
  const ordered = await childrenOf(tx, children, parentId);
  const index = ordered.findIndex((child) => child.id === id);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= ordered.length) return false;
  [ordered[index], ordered[other]] = [ordered[other] as Child, ordered[index] as Child];
  await renumber(tx, children, ordered);
  return true;
}

/** Removes a child; the later ones move up. */
export async function removeChild(tx: Db, children: Children, parentId: number, id: number): Promise<void> {
  await tx.delete(children.table).where(eq(children.table.id, id));
  await renumber(tx, children, await childrenOf(tx, children, parentId));
}

/**
 * Runs a change of a parent's children in one transaction and audits it on the parent, with `snapshot` before and
 * after, when that changed (a move at either end writes nothing).
 */
export async function changeChildren<T>(
  db: Db,
  actor: AuditActor,
  audit: { action: AuditAction; entity: AuditEntity; entityId: number; label: string; before?: (before: any) => unknown },
  snapshot: (tx: Db) => Promise<unknown>,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await snapshot(tx);
    const result = await change(tx);
    const after = await snapshot(tx);
    if (!same(before, after))
      await recordAudit(tx, actor, {
        action: audit.action,
        entity: audit.entity,
        entityId: String(audit.entityId),
        label: audit.label,
        before: audit.before ? audit.before(before) : before,
        after,
      });
    return result;
  });
}
