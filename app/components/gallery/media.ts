import type { GalleryFile } from "./documents.ts";

/** The thumbnail's side limit (server/storage/media.ts THUMBNAIL_MAX_SIDE): its size follows from the file's. */
const THUMBNAIL_MAX_SIDE = 480;

/** A card's picture: the first file's thumbnail (an image's, or a processed video's poster) and its pixel size. */
export function thumbnailOf(files: readonly GalleryFile[]): { src: string; width: number; height: number } | null {
  const file = files.find((f) => f.thumbUrl);
  if (!file?.thumbUrl) return null;
  const width = file.width ?? THUMBNAIL_MAX_SIDE;
  const height = file.height ?? Math.round((THUMBNAIL_MAX_SIDE * 3) / 4);
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(width, height));
  return { src: file.thumbUrl, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The URL parameters of the grid's filters (Spanish: the gallery is Spanish only). */
export const CATEGORY_PARAM = "categoria";
export const AGE_PARAM = "seccion";
