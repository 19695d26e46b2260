import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contributions, editorImages } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";

/**
 * The forum editor's images and who uploaded them (issue 31): an image is stored, and answered to the editor, before
 * any post shows it, so each is recorded with its uploader and the product's time of the upload. A post that shows it
 * marks it used; the person's export lists it; deleting their account removes it; and one no post took up within a
 * day is swept (sweepUnusedEditorImages, in the jobs worker's hourly round).
 */

/** How long an uploaded image waits for the post it was uploaded for (a long answer written slowly). */
export const EDITOR_IMAGE_UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** A stored image in rich content: `<img src="/uploads/<key>">` (common/rich-text.ts: STORED_IMAGE_PATH). */
const STORED_IMAGE_SRC = /src="\/uploads\/([a-z][a-z-]*\/[0-9a-f]{32}\.webp)"/g;

/** The storage keys of the stored images sanitised rich content shows. */
export function storedImageKeysIn(html: string): string[] {
  return [...new Set([...html.matchAll(STORED_IMAGE_SRC)].map((m) => m[1] as string))];
}

/** An image just stored for `userId`'s editor, at the product's `now`. */
export async function recordEditorImage(db: Db, key: string, userId: string, now: Date): Promise<void> {
  await db.insert(editorImages).values({ key, userId, createdAt: now });
}

/** A post with this content was written (in its transaction): the editor images it shows are used, and are not swept. */
export async function markEditorImagesUsed(tx: Db, html: string): Promise<void> {
  const keys = storedImageKeysIn(html);
  if (keys.length === 0) return;
  await tx
    .update(editorImages)
    .set({ usedAt: sql`now()` })
    .where(and(inArray(editorImages.key, keys), isNull(editorImages.usedAt)));
}

/** These stored files are being removed (their post deleted or rejected): editor images among them are no longer held. */
export async function forgetEditorImages(tx: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(editorImages).where(inArray(editorImages.key, keys));
}

const SWEEP_BATCH = 500;

/**
 * Removes the editor images no post took up within a day of their upload, by the product's clock: their rows go and
 * their files' removal is queued in the same transaction (the storage-delete job). One a post shows after all (written
 * before the mark existed) is marked used instead. Answers how many were swept
 * (at most SWEEP_BATCH a round; the next round takes the rest).
 */
export async function sweepUnusedEditorImages(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EDITOR_IMAGE_UNUSED_FOR_MS);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ key: editorImages.key })
      .from(editorImages)
      .where(and(isNull(editorImages.usedAt), lte(editorImages.createdAt, before)))
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    const unused: string[] = [];
    for (const { key } of stale) {
      const [shown] = await tx
        .select({ id: contributions.id })
        .from(contributions)
        .where(sql`${contributions.content} like ${`%/uploads/${key}"%`}`)
        .limit(1);
      if (shown) await tx.update(editorImages).set({ usedAt: sql`now()` }).where(eq(editorImages.key, key));
      else unused.push(key);
    }
    if (unused.length === 0) return 0;
    await tx.delete(editorImages).where(inArray(editorImages.key, unused));
    await enqueue(tx, "storage-delete", { keys: unused });
    return unused.length;
  });
}
