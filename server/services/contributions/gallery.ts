import { isOneLine, ONE_LINE_ERROR } from "../../../common/control-characters.ts";
import { AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { CATEGORIES } from "../../../common/activities.ts";
import { TITLE_MAX_LENGTH } from "../../../common/contributions.ts";
import { GALLERY_MAX_FILES, parseVideoUrl } from "../../../common/gallery.ts";
import type { Language } from "../../../common/languages.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contributions } from "../../db/schema/index.ts";
import { requireUser } from "../../policies/guards.ts";
import { checkMedia, MediaRefused, type MediaUpload } from "../../storage/media.ts";
import type { Storage } from "../../storage/storage.ts";
import { DomainError } from "../errors.ts";
import { type ContributionView, type NewFile, parseContent, post, postOnce, replayedPost, type Viewer } from "./contributions.ts";
import { storeGalleryFile } from "./gallery-media.ts";
import { threadPage, type ThreadPage, threadWithReplies } from "./threads.ts";

/**
 * The gallery (section 5's shared result): a title, a plain description, at least one file (JPG, PNG, GIF,
 * AVI, MP4, 10 MB each, judged by content) or a YouTube or Vimeo address, optional categories and class age,
 * and the families' image permissions confirmed whenever pupils appear. Pending until a moderator publishes
 * it (contributions.ts); its files are stored before the post is acknowledged (gallery-media.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ShareResultInput = {
  title: unknown;
  description: unknown;
  categories?: readonly string[] | null;
  age?: string | null;
  videoUrl?: string | null;
  /** "Do pupils appear?": true, false, or null when not answered. */
  pupilsAppear?: boolean | null;
  /** "The families' image permissions are held": required when pupils appear. */
  permissionsHeld?: boolean | null;
  files?: readonly MediaUpload[] | null;
  /** The form's idempotency key (common/idempotency.ts). */
  idempotencyKey?: string | null;
};

/** Checks everything, stores the files, then posts the result; a failure after storing removes what was stored. */
export async function shareResult(
  db: Db,
  storage: Storage | undefined,
  viewer: Viewer,
  lang: Language,
  input: ShareResultInput,
): Promise<ContributionView> {
  requireUser(viewer);
  const fields: Record<string, string> = {};
  const title = typeof input.title === "string" ? input.title.trim() : "";
  if (!title) fields.title = "gallery.errors.titleRequired";
  else if (title.length > TITLE_MAX_LENGTH) fields.title = "gallery.errors.titleTooLong";
  else if (!isOneLine(title)) fields.title = ONE_LINE_ERROR;
  let description = "";
  try {
    description = parseContent(input.description);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    fields.description =
      error.fields.content === "comments.errors.tooLong" ? "gallery.errors.descriptionTooLong" : "gallery.errors.descriptionRequired";
  }
  const categories = [...new Set(input.categories ?? [])];
  if (categories.some((c) => !(CATEGORIES as readonly string[]).includes(c))) fields.categories = "gallery.errors.categoryInvalid";
  const age = input.age ? input.age : null;
  if (age && !(AGE_SEGMENTS as readonly string[]).includes(age)) fields.age = "gallery.errors.ageInvalid";
  const videoText = input.videoUrl?.trim() ?? "";
  const video = videoText ? parseVideoUrl(videoText) : null;
  if (videoText && !video) fields.videoUrl = "gallery.errors.videoUrlInvalid";
  const uploads = input.files ?? [];
  if (uploads.length === 0 && !videoText) fields.files = "gallery.errors.mediaRequired";
  else if (uploads.length > GALLERY_MAX_FILES) fields.files = "gallery.errors.tooManyFiles";
  if (input.pupilsAppear !== true && input.pupilsAppear !== false) fields.pupilsAppear = "gallery.errors.pupilsAppearRequired";
  else if (input.pupilsAppear && input.permissionsHeld !== true) fields.permissionsHeld = "gallery.errors.permissionsRequired";
  // The files' content is read only once the form is otherwise right, and all of them before anything is stored.
  const checked: Awaited<ReturnType<typeof checkMedia>>[] = [];
  if (Object.keys(fields).length === 0) {
    for (const upload of uploads) {
      try {
        checked.push(await checkMedia(upload));
      } catch (error) {
        if (!(error instanceof MediaRefused)) throw error;
        fields.files = error.messageKey;
        break;
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  // The same submission again: the first's result, without storing its files a second time.
  const replayed = await replayedPost(db, viewer, lang, input.idempotencyKey, { section: "gallery", type: "result", content: description });
  if (replayed) return replayed;
  if (checked.length > 0 && !storage) throw new Error("no storage configured for uploads");
  const store = storage as Storage;
  const stored: string[] = [];
  try {
    const files: NewFile[] = [];
    for (const { bytes, media } of checked) {
      const { file, keys } = await storeGalleryFile(store, bytes, media);
      stored.push(...keys);
      files.push(file);
    }
    const { view, replayed: meanwhile } = await postOnce(db, viewer, lang, {
      section: "gallery",
      type: "result",
      title,
      content: description,
      categories,
      age: age as AgeSegment | null,
      videoUrl: video?.url ?? null,
      files,
      idempotencyKey: input.idempotencyKey,
    });
    // Stored by the same submission sent at the same moment: these copies of its files are not used.
    if (meanwhile) for (const key of stored) await store.remove(key).catch(() => {});
    return view;
  } catch (error) {
    for (const key of stored) await storage?.remove(key).catch(() => {});
    if (error instanceof MediaRefused) throw new DomainError("VALIDATION", { fields: { files: error.messageKey } });
    throw error;
  }
}

/** A comment on a published result: plain, non-empty; pending until moderated. */
export async function commentResult(
  db: Db,
  viewer: Viewer,
  lang: Language,
  input: { resultId: string; content: unknown; idempotencyKey?: unknown },
): Promise<ContributionView> {
  requireUser(viewer);
  // Comments hang from a result, never from another comment (post() checks it is published and in the gallery).
  if (!UUID.test(input.resultId)) throw new DomainError("NOT_FOUND", { status: 404 });
  const [parent] = await db.select({ type: contributions.type }).from(contributions).where(eq(contributions.id, input.resultId)).limit(1);
  if (parent?.type !== "result") throw new DomainError("NOT_FOUND", { status: 404 });
  const { content, resultId: parentId, idempotencyKey } = input;
  return post(db, viewer, lang, { section: "gallery", type: "comment", content, parentId, idempotencyKey });
}

export type GalleryFilter = { categories?: readonly string[] | null; age?: string | null };

/** A page of published results, most recently published first, filtered by categories (any of them) and class age. */
export function galleryPage(db: Db, viewer: Viewer, lang: Language, filter: GalleryFilter, page: number): Promise<ThreadPage> {
  const categories = (filter.categories ?? []).filter((c) => (CATEGORIES as readonly string[]).includes(c));
  const age = filter.age && (AGE_SEGMENTS as readonly string[]).includes(filter.age) ? (filter.age as AgeSegment) : null;
  return threadPage(db, viewer, lang, { section: "gallery", sort: "recentFirst", categories, age, page });
}

/** One result with its comments, as the viewer may see them; null when there is none for them. */
export function galleryResult(db: Db, viewer: Viewer, lang: Language, id: string): Promise<ContributionView | null> {
  return threadWithReplies(db, viewer, lang, "gallery", id);
}
