import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  NOTIFICATION_CAPACITY,
  type NotificationAction,
  type NotificationArea,
  type NotificationItem,
} from "../../../common/notifications.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";

/**
 * The header's notifications (section 3). Written by `notify` in the transaction of the change that causes
 * them, so a notification exists exactly when its change does. A user's panel holds NOTIFICATION_CAPACITY:
 * when full, new ones are not written and the panel asks them to delete some.
 */

export type NewNotification = {
  userId: string;
  action: NotificationAction;
  item: NotificationItem;
  area: NotificationArea;
  contributionId: string | null;
  title: string;
  path: string;
};

export type NotificationView = Omit<NewNotification, "userId"> & { id: string; read: boolean; createdAt: Date };
export type NotificationPanel = { items: NotificationView[]; unread: number; full: boolean; capacity: number };

/** Writes a notification in `tx` unless the user's panel is full: one statement, the count and the insert together. */
export async function notify(tx: Db, n: NewNotification): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (user_id, action, item, area, contribution_id, title, path)
    select ${n.userId}, ${n.action}, ${n.item}, ${n.area}, ${n.contributionId}, ${n.title}, ${n.path}
    where (select count(*) from ${notifications} where user_id = ${n.userId}) < ${NOTIFICATION_CAPACITY}`);
}

type Viewer = { id: string } | null;

/** The viewer's panel, newest first: at most NOTIFICATION_CAPACITY rows, so one statement reads them all. */
export async function panel(db: Db, viewer: Viewer): Promise<NotificationPanel> {
  const me = requireUser(viewer);
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, me.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_CAPACITY);
  const items = rows.map(({ userId: _user, readAt, ...n }) => ({ ...n, read: readAt !== null }));
  return {
    items,
    unread: items.filter((n) => !n.read).length,
    full: rows.length >= NOTIFICATION_CAPACITY,
    capacity: NOTIFICATION_CAPACITY,
  };
}

/** How many the viewer has not read (the header's badge and the poll). */
export async function unreadCount(db: Db, viewer: Viewer): Promise<number> {
  const me = requireUser(viewer);
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

const Id = z.uuid();
/** Only the viewer's own: another's id, a malformed one or an unknown one answer NOT_FOUND alike. */
function ownId(id: string): string {
  if (!Id.safeParse(id).success) throw new DomainError("NOT_FOUND", { status: 404 });
  return id;
}

/** Marks one (or, without an id, all) of the viewer's notifications read. */
export async function markRead(db: Db, viewer: Viewer, id: string | null): Promise<void> {
  const me = requireUser(viewer);
  const mine = eq(notifications.userId, me.id);
  if (id === null) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notifications.readAt)));
    return;
  }
  const done = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine, eq(notifications.id, ownId(id))))
    .returning({ id: notifications.id });
  if (done.length === 0) throw new DomainError("NOT_FOUND", { status: 404 });
}

/** Deletes one of the viewer's notifications, making room on the panel. */
export async function remove(db: Db, viewer: Viewer, id: string): Promise<void> {
  const me = requireUser(viewer);
  const done = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, me.id), eq(notifications.id, ownId(id))))
    .returning({ id: notifications.id });
  if (done.length === 0) throw new DomainError("NOT_FOUND", { status: 404 });
}
