import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rememberedTotals } from "../../db/remembered-totals.ts";
import { activities, activityCatalogue } from "../../db/schema/index.ts";
import type { ActivityFilter, FilterCondition } from "./activity-list.ts";

/**
 * The totals of the activities list (server/db/remembered-totals.ts), remembered per filter with the catalogue version they were counted
 * at (activity_catalogue: a trigger bumps it in the same transaction as any change that may change a
 * total). The page's statement reads the current version beside its rows, so a remembered total is used
 * only while it is still right, in every process; otherwise the rows are counted again. Counting every
 * matching row grows with the catalogue; a page of rows read through the sort's index does not
 * (decision 019).
 */

/** Enough for every filter people use at once; the oldest goes first. */
const totals = rememberedTotals(2000);

/** The current catalogue version, as a column of the page's statement. */
export const catalogueVersion = sql<number>`(select ${activityCatalogue.version} from ${activityCatalogue})`.mapWith(Number);

/**
 * The latest publication time already reached at the statement's `now` (a placeholder): a scheduled activity whose
 * time comes changes a total without changing a row (so without a new version), and this with it. One probe of
 * activities_published_at_idx.
 */
export const reachedPublication = sql<
  string | null
>`(select max(${activities.publishedAt})::text from ${activities} where ${activities.publishedAt} <= ${sql.placeholder("now")})`;

/** The same filter gives the same key whatever the order of its values. */
export function filterKey(filter: ActivityFilter | null | undefined, reached: string | null): string {
  const entries = Object.entries(filter ?? {})
    .filter(([, value]) => value != null && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value)].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${JSON.stringify(entries)} ${reached ?? ""}`;
}

/** The total remembered for `key` at `version`, if any. */
export function rememberedTotal(db: Db, key: string, version: number): number | null {
  return totals.get(db, key, version);
}

/** Counts the matching activities (one statement, with the version and time it counted at) and remembers the total. */
export async function countTotal(db: Db, filter: ActivityFilter | null | undefined, condition: FilterCondition): Promise<number> {
  const [counted] = await db
    .select({ total: count(), version: catalogueVersion, reached: reachedPublication })
    .from(activities)
    .where(condition.where)
    .execute(condition.values);
  const total = counted?.total ?? 0;
  totals.set(db, filterKey(filter, counted?.reached ?? null), counted?.version ?? 0, total);
  return total;
}
