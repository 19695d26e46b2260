import { bigserial, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const analyticsKind = pgEnum("analytics_kind", ["sessionStart", "presence", "pageView", "visit"]);
export const analyticsLabel = pgEnum("analytics_label", ["premium", "open"]);

/**
 * First-party analytics (sections 4, 6, 7 and 9; decision 035), sent only with marketing consent. No account and no
 * address is stored: `sessionId` is the browser session's random id, `label` premium (licence data) or open.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: analyticsKind("kind").notNull(),
    sessionId: text("session_id").notNull(),
    label: analyticsLabel("label").notNull(),
    /** The screen's route name (common/routes.ts), and the path without its query. */
    route: text("route").notNull(),
    path: text("path").notNull(),
    /** A presence event's second mark (1, 10, 30 or 50). */
    seconds: integer("seconds"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One session start per browser session, whatever the client sends.
    uniqueIndex("analytics_session_start_idx").on(t.sessionId).where(sql`${t.kind} = 'sessionStart'`),
    index("analytics_occurred_idx").on(t.occurredAt, t.kind),
  ],
);
