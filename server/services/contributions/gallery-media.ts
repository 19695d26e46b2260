import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contributionFiles } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { VideoToolFailed } from "../../storage/ffmpeg.ts";
import { type AcceptedMedia, checkMedia, MediaRefused, processImage, processVideo } from "../../storage/media.ts";
import { INCOMING_AREA, newKey, type Storage, variantKey } from "../../storage/storage.ts";
import type { NewFile } from "./contributions.ts";

/**
 * A gallery result's files in storage (decision 029): an image re-encoded with its thumbnail before the post
 * is acknowledged; a video stored as uploaded under `incoming/` (never served), then made playable with a
 * poster frame by the `media` job (processGalleryVideo).
 */

export const GALLERY_AREA = "gallery";

/** A processed video's poster frame: `<stem>.poster.webp` beside its MP4 (null for a key that is not a processed MP4). */
export function posterKeyOf(key: string): string | null {
  return key.startsWith(`${GALLERY_AREA}/`) && key.endsWith(".mp4") ? variantKey(key, "poster", "webp") : null;
}

/** Stores one checked upload; answers its row's values and the keys written (to remove them if the post fails). */
export async function storeGalleryFile(
  storage: Storage,
  bytes: Uint8Array,
  media: AcceptedMedia,
): Promise<{ file: NewFile; keys: string[] }> {
  if (media.kind === "image") {
    const { image, thumbnail } = await processImage(bytes, media);
    const key = newKey(GALLERY_AREA, "webp");
    const thumbKey = variantKey(key, "thumb", "webp");
    await storage.put(key, image.bytes, "image/webp");
    await storage.put(thumbKey, thumbnail.bytes, "image/webp");
    return {
      file: { kind: "image", key, thumbKey, sourceKey: null, state: "ready", width: image.width, height: image.height },
      keys: [key, thumbKey],
    };
  }
  const key = newKey(INCOMING_AREA, media.extension);
  await storage.put(key, bytes, media.contentType);
  return {
    file: { kind: "video", key, thumbKey: null, sourceKey: key, state: "processing", width: media.width, height: media.height },
    keys: [key],
  };
}

async function readAll(storage: Storage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  return new Uint8Array(await new Response(stored.body).arrayBuffer());
}

/**
 * The `media` job: a video waiting in `incoming/` becomes a browser-playable MP4 with its poster and thumbnail
 * (processVideo), the row points at them (state ready) and the upload is removed. Safe to run twice: a file no
 * longer processing is left alone, and outputs written for a row that went meanwhile (its result deleted or
 * rejected) are removed again. A file ffmpeg cannot process is marked failed; storage or database trouble
 * throws, so the job is retried.
 */
export async function processGalleryVideo(db: Db, storage: Storage, fileId: string): Promise<void> {
  const [row] = await db.select().from(contributionFiles).where(eq(contributionFiles.id, fileId)).limit(1);
  if (row?.state !== "processing" || row.kind !== "video") return;
  const source = row.sourceKey ?? row.key;
  const bytes = await readAll(storage, source);
  const fail = async (reason: string) => {
    logger.warn({ fileId, reason }, "gallery video could not be processed");
    await db
      .update(contributionFiles)
      .set({ state: "failed" })
      .where(and(eq(contributionFiles.id, fileId), eq(contributionFiles.state, "processing")));
  };
  if (!bytes) return fail("the upload is missing");
  let processed: Awaited<ReturnType<typeof processVideo>>;
  try {
    const { media } = await checkMedia(bytes);
    if (media.kind !== "video") return fail("not a video");
    processed = await processVideo(bytes, media);
  } catch (error) {
    if (error instanceof VideoToolFailed || error instanceof MediaRefused) return fail(error.message);
    throw error;
  }
  const key = newKey(GALLERY_AREA, "mp4");
  const posterKey = variantKey(key, "poster", "webp");
  const thumbKey = variantKey(key, "thumb", "webp");
  await storage.put(key, processed.video.bytes, "video/mp4");
  await storage.put(posterKey, processed.poster.bytes, "image/webp");
  await storage.put(thumbKey, processed.thumbnail.bytes, "image/webp");
  const updated = await db
    .update(contributionFiles)
    .set({ key, thumbKey, sourceKey: null, state: "ready", width: processed.video.width, height: processed.video.height })
    .where(and(eq(contributionFiles.id, fileId), eq(contributionFiles.state, "processing")))
    .returning({ id: contributionFiles.id });
  if (updated.length === 0) {
    // Its result went (or another run finished first): what this run wrote belongs to nothing.
    for (const written of [key, posterKey, thumbKey]) await storage.remove(written);
    return;
  }
  await storage.remove(source);
}
