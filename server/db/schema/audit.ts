import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Every staff change (issue 18, decision 039): who, what, on which record, when, and the record before and after, written
 * in the change's own transaction. The actor is kept as an id and, so the entry still reads after the account is
 * deleted, as the email it had.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** What was done, as common/audit.ts names it (accountRoles, accountDeactivate…). */
    action: text("action").notNull(),
    /** The kind of record and its id ("account", a user's id). */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** What the record was called when changed (content's Spanish title); accounts are named by their current email. */
    label: text("label"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);
