import { MediaRefused, checkMedia, processImage } from "../../storage/media.ts";
import { newKey, publicPathOf, type Storage } from "../../storage/storage.ts";
import { requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "./contribution-views.ts";

/** Where the forum editor's images are stored (their public path matches common/rich-text.ts: STORED_IMAGE_PATH). */
export const FORUM_IMAGE_AREA = "forum";

/**
 * An image for the forum editor (decision 030): JPG, PNG or GIF judged by its bytes (media.ts: size, type,
 * hidden formats, frame size), re-encoded to WebP without metadata and stored before the path is answered.
 * Refusals name the `image` field with the editor's messages.
 */
export async function uploadForumImage(storage: Storage | undefined, viewer: Viewer, file: Pick<File, "size" | "arrayBuffer">): Promise<string> {
  requireUser(viewer);
  if (!storage) throw new Error("no storage configured for uploads");
  try {
    const { bytes, media } = await checkMedia(file);
    if (media.kind !== "image") throw new MediaRefused("formatInvalid", "a video in the editor");
    const { image } = await processImage(bytes, media);
    const key = newKey(FORUM_IMAGE_AREA, "webp");
    await storage.put(key, image.bytes, "image/webp");
    return publicPathOf(key);
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    const message = error.messageKey === "files.tooLarge" ? "editor.errors.imageTooLarge" : "editor.errors.imageInvalid";
    throw new DomainError("VALIDATION", { fields: { image: message } });
  }
}
