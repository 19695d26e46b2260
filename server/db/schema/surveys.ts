import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { activities } from "./activities.ts";

/** The open-activity teacher survey (sections 3, 5 and 9): one answer per teacher and activity. */
export const openActivitySurveys = pgTable(
  "open_activity_surveys",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    childAges: text("child_ages").array().notNull(),
    classSize: text("class_size"),
    usedWithChildren: boolean("used_with_children").notNull(),
    wouldRecommend: boolean("would_recommend"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("open_activity_surveys_user_idx").on(t.userId, t.activityId),
    index("open_activity_surveys_activity_idx").on(t.activityId),
  ],
);
