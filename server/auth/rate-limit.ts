import { and, count, desc, eq, gt, inArray, lt, max, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/index.ts";

/**
 * A sliding-window limit kept in the database (so every server process shares it).
 * How many seconds until `key` has fewer than `max` hits within the last `windowMinutes` (0: not blocked now):
 * the block lifts when the max-th newest hit leaves the window. Reads at most `max` rows.
 */
export async function blockedForSeconds(db: Db, key: string, max: number, windowMinutes: number): Promise<number> {
  const now = Date.now();
  const windowMs = windowMinutes * 60_000;
  const rows = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(now - windowMs))))
    .orderBy(desc(rateLimitHits.at))
    .limit(max);
  const oldest = rows.length >= max ? rows.at(-1) : undefined;
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest.at).getTime() + windowMs - now) / 1000));
}

/** Records one hit per key, at the server's clock (the same clock the checks read). */
export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  const at = new Date();
  await db.insert(rateLimitHits).values(keys.map((key) => ({ key, at })));
}

export async function clearFailures(db: Db, key: string | string[]): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, Array.isArray(key) ? key : [key]));
}

export async function pruneFailures(db: Db, olderThanMinutes: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - olderThanMinutes * 60_000)));
}

/**
 * Forgets the entries that name an email, when its account is deleted: "<purpose>:email:<address>" and
 * the login's "login:pair|known:<address>:<ip>" (decision 013), matched exactly by their end or start,
 * never with LIKE (where "_" would match other addresses).
 */
export async function forgetFailuresOf(db: Db, email: string): Promise<void> {
  const suffix = `:email:${email}`;
  const prefixes = [`login:pair:${email}:`, `login:known:${email}:`];
  await db
    .delete(rateLimitHits)
    .where(
      or(
        sql`right(${rateLimitHits.key}, ${suffix.length}) = ${suffix}`,
        ...prefixes.map((prefix) => sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`),
      ),
    );
}

export type HitCount = { total: number; recent: number; latest: Date | null };

/**
 * For each key, its hits since `since` (total), those since `recentSince` (recent) and the latest one,
 * in one query. Keys without hits answer zeros.
 */
export async function countHits(db: Db, keys: string[], since: Date, recentSince: Date): Promise<Map<string, HitCount>> {
  const rows = await db
    .select({
      key: rateLimitHits.key,
      total: count(),
      recent: sql<number>`count(*) filter (where ${rateLimitHits.at} > ${recentSince.toISOString()})`.mapWith(Number),
      latest: max(rateLimitHits.at),
    })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.at, since)))
    .groupBy(rateLimitHits.key);
  const found = new Map(
    rows.map((row) => [row.key, { total: row.total, recent: row.recent, latest: row.latest ? new Date(row.latest) : null }]),
  );
  return new Map(keys.map((key) => [key, found.get(key) ?? { total: 0, recent: 0, latest: null }]));
}

/**
 * How long, in seconds, to wait after the latest failure once `failures` reach `free`: 1, 2, 4, 8…
 * never more than `maxSeconds`. Zero below `free`.
 */
export function backoffSeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), maxSeconds);
}

/** The seconds of the wait after `latest` still to run at `now` (0 when it is over). */
export function remainingSeconds(latest: Date | null, seconds: number, now: number): number {
  if (seconds <= 0 || latest === null) return 0;
  return Math.max(0, Math.ceil((latest.getTime() + seconds * 1000 - now) / 1000));
}
