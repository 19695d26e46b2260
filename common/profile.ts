import { UPLOAD_MAX_BYTES } from "./constants.ts";

/** The profile's enumerations (section 3), without zod: screens import them without the schemas (decision 021). */

/** Section 3's genders; "other" reads "not specified / other". */
export const GENDERS = ["female", "male", "other"] as const;
export type Gender = (typeof GENDERS)[number];

/** The image formats a profile photo may come in. The server decides by the file's content. */
export const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** Profile photos are stored at most this many pixels wide and high. */
export const PROFILE_PHOTO_MAX_SIDE = 512;

/** The message key for a chosen file the photo field cannot take, judged by its declared type and size. */
export function imageFileError(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return "settings.validation.imageTooLarge";
  if (!IMAGE_TYPES.includes(file.type)) return "settings.validation.imageInvalid";
  return null;
}
