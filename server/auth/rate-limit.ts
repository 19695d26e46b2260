import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/index.ts";

/**
 * A sliding-window limit kept in the database (so every server process shares it): a key is
 * blocked once it has `max` recorded failures within the last `windowMinutes`.
 */
export async function isBlocked(db: Db, keys: string[], max: number, windowMinutes: number): Promise<boolean> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const rows = await db
    .select({ key: rateLimitHits.key, hits: count() })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.at, since)))
    .groupBy(rateLimitHits.key);
  return rows.some((row) => row.hits >= max);
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(rateLimitHits).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

export async function pruneFailures(db: Db, olderThanMinutes: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - olderThanMinutes * 60_000)));
}

/**
 * Forgets the entries keyed by an email ("<purpose>:email:<address>"), when its account is deleted:
 * matched exactly by their end, never with LIKE (where "_" would match other addresses).
 */
export async function forgetFailuresOf(db: Db, email: string): Promise<void> {
  const suffix = `:email:${email}`;
  await db.delete(rateLimitHits).where(sql`right(${rateLimitHits.key}, ${suffix.length}) = ${suffix}`);
}
