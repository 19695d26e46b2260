import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_ACTIONS, NOTIFICATION_AREAS, NOTIFICATION_ITEMS } from "../../../common/notifications.ts";
import { users } from "./accounts.ts";
import { contributions } from "./contributions.ts";

/**
 * A user's notifications (section 3), written in the transaction of the change that causes them. The
 * title is kept as it was, so a notification still reads right after its item is deleted.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: NOTIFICATION_ACTIONS }).notNull(),
    item: text("item", { enum: NOTIFICATION_ITEMS }).notNull(),
    area: text("area", { enum: NOTIFICATION_AREAS }).notNull(),
    contributionId: uuid("contribution_id").references(() => contributions.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Where it leads: a path of the product (the thread, with the item's anchor). */
    path: text("path").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
