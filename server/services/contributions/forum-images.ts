import type { Db } from "../../db/client.ts";
import { logger } from "../../logger.ts";
import { MediaRefused, checkMedia, processImage } from "../../storage/media.ts";
import { newKey, publicPathOf, type Storage } from "../../storage/storage.ts";
import { requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "./contribution-views.ts";
import { recordEditorImage } from "./editor-images.ts";

/** Where the forum editor's images are stored (their public path matches common/rich-text.ts: STORED_IMAGE_PATH). */
export const FORUM_IMAGE_AREA = "forum";

/**
 * An image for the forum editor (decision 030): JPG, PNG or GIF judged by its bytes (media.ts: size, type,
 * hidden formats, frame size), re-encoded to WebP without metadata and stored before the path is answered.
 * Refusals name the `image` field with the editor's messages. The image is recorded as the uploader's, at the
 * product's `now` (editor-images.ts: their export, their account's deletion, the sweep of images no post took up).
 */
export async function uploadForumImage(
  db: Db,
  storage: Storage | undefined,
  viewer: Viewer,
  file: Pick<File, "size" | "arrayBuffer">,
  now: Date,
): Promise<string> {
  const user = requireUser(viewer);
  if (!storage) throw new Error("no storage configured for uploads");
  try {
    const { bytes, media } = await checkMedia(file);
    if (media.kind !== "image") throw new MediaRefused("formatInvalid", "a video in the editor");
    const { image } = await processImage(bytes, media);
    const key = newKey(FORUM_IMAGE_AREA, "webp");
    await storage.put(key, image.bytes, "image/webp");
    try {
      await recordEditorImage(db, key, user.id, now);
    } catch (error) {
      // Not recorded, so nothing would ever remove it: it goes now.
      await storage.remove(key).catch((removal) => logger.error({ err: removal, key }, "could not remove an unrecorded editor image"));
      throw error;
    }
    return publicPathOf(key);
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    const message = error.messageKey === "files.tooLarge" ? "editor.errors.imageTooLarge" : "editor.errors.imageInvalid";
    throw new DomainError("VALIDATION", { fields: { image: message } });
  }
}
