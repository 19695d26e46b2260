import { type Column, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import type { PublicationState } from "../../../common/editing.ts";
import { MediaRefused, checkMedia, processImage } from "../../storage/media.ts";
import { newKey, publicPathOf, type Storage } from "../../storage/storage.ts";
import { DomainError } from "../errors.ts";

/**
 * What the back office's editors share on the server (issue 18, decision 041): cover images through the storage layer,
 * the publication time a chosen state gives, and the English text that falls back to the Spanish one.
 */

/**
 * An editor's cover image: JPG, PNG or GIF judged by its bytes, re-encoded to WebP without metadata under `area`, and
 * its public path (/uploads/<area>/<name>.webp). A refusal is a VALIDATION error on `image` with the files' messages.
 */
export async function storeCoverImage(
  storage: Storage | undefined,
  area: string,
  file: Pick<File, "size" | "arrayBuffer">,
  /** The field a refusal names. */
  field = "image",
): Promise<string> {
  if (!storage) throw new Error("no storage configured for uploads");
  try {
    const { bytes, media } = await checkMedia(file);
    if (media.kind !== "image") throw new MediaRefused("formatInvalid", "a video as a cover image");
    const { image } = await processImage(bytes, media);
    const key = newKey(area, "webp");
    await storage.put(key, image.bytes, "image/webp");
    return publicPathOf(key);
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    throw new DomainError("VALIDATION", { fields: { [field]: error.messageKey } });
  }
}

/**
 * The stored pair for a chosen state: a draft keeps its time; publishing keeps the time of an item already public (its
 * date does not jump) and takes `now` otherwise; scheduling takes the chosen time, which must be still to come.
 */
export function publicationOf(
  state: PublicationState,
  scheduledAt: Date | null,
  previous: { published: boolean; publishedAt: Date } | null,
  now: Date,
): { published: boolean; publishedAt: Date } {
  if (state === "draft") return { published: false, publishedAt: previous?.publishedAt ?? now };
  if (state === "scheduled") {
    if (!scheduledAt || scheduledAt.getTime() <= now.getTime())
      throw new DomainError("VALIDATION", { fields: { scheduledAt: "editing.errors.scheduleFuture" } });
    return { published: true, publishedAt: scheduledAt };
  }
  const wasPublic = previous?.published === true && previous.publishedAt.getTime() <= now.getTime();
  return { published: true, publishedAt: wasPublic ? previous.publishedAt : now };
}

/** A text column pair read in `lang`: English readers get the Spanish text where the English one was left empty. */
export function inLanguage(lang: Language, es: Column, en: Column): SQL<string> {
  return lang === "es" ? sql<string>`${es}` : sql<string>`coalesce(nullif(${en}, ''), ${es})`;
}
