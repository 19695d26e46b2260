import type { Db } from "../db/client.ts";
import { contributions } from "../db/schema/index.ts";

type Insert = typeof contributions.$inferInsert;

/**
 * A contribution straight in the database, in the state asked for (pending by default). Section
 * "activities" and type "comment" unless overridden.
 */
export async function givenContribution(
  db: Db,
  options: { authorId: string; activityId?: number | null; state?: "pending" | "published" | "rejected" } & Partial<Insert>,
) {
  const { state = "pending", ...overrides } = options;
  const now = new Date();
  const stateColumns: Partial<Insert> =
    state === "published"
      ? { pendingReview: false, publishedAt: now }
      : state === "rejected"
        ? { pendingReview: false, rejected: true, rejectedAt: now }
        : {};
  const [row] = await db
    .insert(contributions)
    .values({ section: "activities", type: "comment", content: "Un comentario", ...stateColumns, ...overrides })
    .returning();
  if (!row) throw new Error("contribution not created");
  return row;
}
