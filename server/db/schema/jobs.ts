import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Work that must happen after a change (emails, and to come notifications and media conversion): written
 * in the change's own transaction by `enqueue`, done by the worker, which retries (server/jobs, decision
 * 028). A done job is deleted; a failed one keeps its last error for 30 days.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A kind of server/jobs/kinds.ts; text, so a new kind needs no migration. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** Due from then: the enqueue's time, a chosen later time, or the next retry after a failure. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Attempts begun: counted when a worker claims the job, so a job that stops its process is not retried for ever. */
    attempts: integer("attempts").notNull().default(0),
    /** The lease of the worker running it: until then no other worker takes it; after, it is taken again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set when the last attempt failed: the job is never taken again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The claim's index: the jobs still to do, by when they are due.
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.failedAt} is null`)],
);
