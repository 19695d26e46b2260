import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contributions, editorImages } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { attachedFileKeysOf } from "./moderation.ts";

/**
 * An account's deletion (account-deletion.ts): the person's contributions go with it (ON DELETE CASCADE), and the
 * replies under them; the files attached to those (gallery photos and videos with their thumbnails, posters and
 * uploads still waiting for conversion) and every editor image the person uploaded, shown or not, are removed from the
 * storage once the deletion commits (the storage-delete job, queued in the deletion's transaction). Their rows go with
 * the account (contribution_files and editor_images cascade).
 */
export async function forgetUploadsOf(tx: Db, userId: string): Promise<void> {
  const own = tx.select({ id: contributions.id }).from(contributions).where(eq(contributions.authorId, userId));
  const going = await tx
    .select({ id: contributions.id })
    .from(contributions)
    .where(or(eq(contributions.authorId, userId), inArray(contributions.parentId, own)));
  const attached = await attachedFileKeysOf(
    tx,
    going.map((row) => row.id),
  );
  const images = await tx.select({ key: editorImages.key }).from(editorImages).where(eq(editorImages.userId, userId));
  const keys = [...new Set([...attached, ...images.map((row) => row.key)])];
  if (keys.length > 0) await enqueue(tx, "storage-delete", { keys });
}
