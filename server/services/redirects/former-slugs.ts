import { and, eq } from "drizzle-orm";
import { SLUG_PATTERN, SLUGGED_KINDS, type SluggedKind } from "../../../common/editing.ts";
import type { Db } from "../../db/client.ts";
import { formerSlugs, news } from "../../db/schema/index.ts";
import { events } from "../../db/schema/index.ts";
import { programs, topics } from "../../db/schema/index.ts";
import { activities } from "../../db/schema/index.ts";
import { courses } from "../../db/schema/index.ts";
import { itineraries, itineraryActivities } from "../../db/schema/index.ts";

/**
 * A slug change leaves the old address working (issue 18, decision 041): the old slug is kept with the item's id, and
 * the public page answers it with a permanent redirect to the current one.
 */

/** Each kind's table, for the current slug of an item. */
const TABLES = {
  news,
  event: events,
  topic: topics,
  program: programs,
  activity: activities,
  course: courses,
  itinerary: itineraries,
  /** An activity's slug is unique within its itinerary only: its former ones are kept as "<itinerary id>-<slug>". */
  itineraryActivity: itineraryActivities,
} as const satisfies Record<SluggedKind, { id: unknown; slug: unknown }>;

/**
 * Within the change's transaction: `from` now leads to the item (whichever item it led to before), and `to`, the new
 * address, is no longer anybody's former one.
 */
export async function moveSlug(tx: Db, kind: SluggedKind, itemId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.delete(formerSlugs).where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, to)));
  await tx
    .insert(formerSlugs)
    .values({ kind, slug: from, itemId })
    .onConflictDoUpdate({ target: [formerSlugs.kind, formerSlugs.slug], set: { itemId } });
}

/** The current slug of the item that once had `slug`; null when none had it. */
export async function movedSlug(db: Db, kind: SluggedKind, slug: string): Promise<string | null> {
  if (!SLUGGED_KINDS.includes(kind) || !SLUG_PATTERN.test(slug)) return null;
  const table = TABLES[kind];
  const [row] = await db
    .select({ slug: table.slug })
    .from(formerSlugs)
    .innerJoin(table, eq(table.id, formerSlugs.itemId))
    .where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, slug)))
    .limit(1);
  return row && row.slug !== slug ? row.slug : null;
}
