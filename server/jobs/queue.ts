import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

export type ClaimedJob = typeof jobs.$inferSelect;

/** Attempts before a job is marked failed, unless its kind sets its own. */
export const MAX_ATTEMPTS = 10;
/** A failed job is kept this long for whoever looks into it, then deleted. */
const FAILED_KEPT_DAYS = 30;

/**
 * The wait before attempt n + 1 after attempt n failed: 5 s doubled each time, at most an hour
 * (10 attempts span about 43 minutes, within an emailed link's hour).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);
}

/** `now() + ms`, on the database's clock: every process reads the same one. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `limit` due jobs for `leaseMs` and counts an attempt for each. FOR UPDATE SKIP LOCKED:
 * two workers claiming at once never take the same job; the lease keeps it from the others while it
 * runs, and a job whose worker died is due again once its lease has ended.
 */
export async function claimJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`))))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: fromNow(leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * A claim's own row: unchanged attempts mean no other worker has taken the job since (after its lease),
 * so a late worker never overwrites a newer attempt's state.
 */
const ownClaim = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

/** A done job is deleted: nothing reads it again, and its payload may hold an emailed link. */
export async function finishJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.delete(jobs).where(ownClaim(job));
}

/** Records a failed attempt: due again after the retry delay, or failed for good after the last attempt. Returns whether it was the last. */
export async function failJob(db: Db, job: ClaimedJob, error: unknown, maxAttempts: number): Promise<boolean> {
  const last = job.attempts >= maxAttempts;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  await db
    .update(jobs)
    .set({ lastError, lockedUntil: null, ...(last ? { failedAt: sql`now()` } : { runAt: fromNow(retryDelayMs(job.attempts)) }) })
    .where(ownClaim(job));
  return last;
}

export async function pruneFailedJobs(db: Db): Promise<void> {
  await db.delete(jobs).where(lt(jobs.failedAt, sql`now() - make_interval(days => ${FAILED_KEPT_DAYS})`));
}

/** Forgets every job addressed to `email` (its account is deleted): queued mail and the failed ones kept. */
export async function forgetJobsTo(db: Db, email: string): Promise<void> {
  await db.delete(jobs).where(sql`${jobs.payload}->>'to' = ${email}`);
}
