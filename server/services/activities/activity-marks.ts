import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { activities, activityMarks, activityRatings } from "../../db/schema/index.ts";
import { type ActivityMarkKind, type ActivityView, findActivity, type Viewer } from "./activities.ts";
import { visibleActivity as visibleAt } from "./activity-list.ts";
import { DomainError } from "../errors.ts";

/**
 * What an account does to an activity: rate it (1 to 5, one rating per account, changeable) and
 * mark it as favourite or done. Only visible activities (published, their time come); anything else is NOT_FOUND.
 */

type Account = Viewer & { userId: string };

const ActivityId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
/** Section 9: the rating scale is 1 to 5. */
const Score = z.number().int().min(1).max(5);

/** A malformed id cannot name an activity: the same answer as an unknown one. */
function activityIdOf(id: string): number {
  const parsed = ActivityId.safeParse(id);
  if (!parsed.success) throw new DomainError("NOT_FOUND", { status: 404 });
  return parsed.data;
}

async function visibleActivity(db: Db, viewer: Account, id: number): Promise<ActivityView> {
  const found = await findActivity(db, viewer, eq(activities.id, id));
  if (!found) throw new DomainError("NOT_FOUND", { status: 404 });
  return found;
}

/** Totals recomputed from the ratings themselves, so they also heal after any drift. */
const totals = (activityId: number) => ({
  ratingCount: sql`(select count(*) from ${activityRatings} where ${activityRatings.activityId} = ${activityId})`,
  ratingSum: sql`(select coalesce(sum(${activityRatings.score}), 0) from ${activityRatings} where ${activityRatings.activityId} = ${activityId})`,
});

/**
 * Records or changes the account's rating. The activity row is locked first, so ratings of one
 * activity are applied one after another and its totals (rating_count, rating_sum, which lists read)
 * change in the same transaction as the rating.
 */
export async function rateActivity(db: Db, viewer: Account, input: { activityId: string; score: number }): Promise<ActivityView> {
  const score = Score.safeParse(input.score);
  if (!score.success) throw new DomainError("RATING_OUT_OF_RANGE", { fields: { score: "activities.errors.ratingRange" } });
  const activityId = activityIdOf(input.activityId);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, activityId), visibleAt(viewer.now)))
      .for("update");
    if (!locked) throw new DomainError("NOT_FOUND", { status: 404 });
    await tx
      .insert(activityRatings)
      .values({ activityId, userId: viewer.userId, score: score.data })
      .onConflictDoUpdate({
        target: [activityRatings.activityId, activityRatings.userId],
        set: { score: score.data, updatedAt: sql`now()` },
      });
    await tx.update(activities).set(totals(activityId)).where(eq(activities.id, activityId));
  });
  return visibleActivity(db, viewer, activityId);
}

/** Puts a favourite or done mark on or off; doing it twice changes nothing (a mark keeps its first date). */
export async function markActivity(
  db: Db,
  viewer: Account,
  input: { activityId: string; kind: ActivityMarkKind; on: boolean },
): Promise<ActivityView> {
  const activityId = activityIdOf(input.activityId);
  const activity = await visibleActivity(db, viewer, activityId);
  if (input.on) {
    await db.insert(activityMarks).values({ userId: viewer.userId, activityId, kind: input.kind }).onConflictDoNothing();
  } else {
    await db
      .delete(activityMarks)
      .where(and(eq(activityMarks.userId, viewer.userId), eq(activityMarks.activityId, activityId), eq(activityMarks.kind, input.kind)));
  }
  return { ...activity, [input.kind]: input.on };
}

/**
 * Takes a user's ratings out of the activities' totals; to be called in the transaction that deletes
 * the account (the ratings themselves go with it, ON DELETE CASCADE, but the totals would not).
 */
export async function forgetRatingsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    update ${activities} set
      rating_count = ${activities.ratingCount} - 1,
      rating_sum = ${activities.ratingSum} - ${activityRatings.score}
    from ${activityRatings}
    where ${activityRatings.userId} = ${userId} and ${activityRatings.activityId} = ${activities.id}`);
}
