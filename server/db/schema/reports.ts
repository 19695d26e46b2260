import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REPORT_KINDS } from "../../../common/reports.ts";
import { users } from "./accounts.ts";

export const reportKind = pgEnum("report_kind", REPORT_KINDS);

/**
 * A follow-up report (sections 3 and 4), issued by staff to a teacher with a code (the emailed address ends in
 * it): a draft saved with its time, then sent and locked. `answers` holds the form's fields as the service
 * validates them (common/reports.ts).
 */
export const followUpReports = pgTable(
  "follow_up_reports",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: reportKind("kind").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("follow_up_reports_user_idx").on(t.userId),
    index("follow_up_reports_sent_idx").on(t.kind, t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);
