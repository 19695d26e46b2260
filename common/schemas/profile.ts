import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "../constants.ts";
import { birthday, SignupInput } from "./account.ts";

/**
 * The account form of section 3 (personal data), save-birthdate and account deletion. As with
 * sign-up, the same schemas check the form in the browser and the input on the server; messages are
 * i18n keys (validation.* from sign-up, settings.validation.* for the rules added here).
 */

/** Section 3's genders; "other" reads "not specified / other". */
export const GENDERS = ["female", "male", "other"] as const;
export type Gender = (typeof GENDERS)[number];

/** The image formats a profile photo may come in. The server decides by the file's content. */
export const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** Profile photos are stored at most this many pixels wide and high. */
export const PROFILE_PHOTO_MAX_SIDE = 512;

export const ProfileInput = z.object({
  // Same name and date rules as sign-up.
  name: SignupInput.shape.name,
  lastName: SignupInput.shape.lastName,
  birthday,
  gender: z
    .enum(GENDERS, { error: "settings.validation.genderInvalid" })
    .nullish()
    .transform((value) => value ?? null),
  /** A province's INE code; the server also checks that it exists. */
  provinceId: z
    .string({ error: "settings.validation.provinceRequired" })
    .regex(/^\d{1,2}$/, { error: "settings.validation.provinceRequired" }),
  notices: z.boolean().default(false),
  /** Removes the current photo (ignored when a new one is sent). */
  removePhoto: z.boolean().default(false),
});
export type ProfileInput = z.input<typeof ProfileInput>;

/** The message key for a chosen file the photo field cannot take, judged by its declared type and size. */
export function imageFileError(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return "settings.validation.imageTooLarge";
  if (!IMAGE_TYPES.includes(file.type)) return "settings.validation.imageInvalid";
  return null;
}

/**
 * The settings form as the browser holds it: the input plus the file input's list, checked early so a
 * 20 MB photo is refused before it is sent. The server checks the file again by its content.
 */
export const ProfileForm = ProfileInput.extend({
  image: z.custom<ArrayLike<{ size: number; type: string }> | null | undefined>().superRefine((files, ctx) => {
    const file = files?.[0];
    const problem = file && file.size > 0 ? imageFileError(file) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

export const SaveBirthdateInput = z.object({ birthday });
export type SaveBirthdateInput = z.input<typeof SaveBirthdateInput>;

/** Deleting an account needs an explicit confirmation, checked on the server too. */
export const DeleteAccountInput = z.object({
  confirm: z.literal(true, { error: "settings.validation.confirmRequired" }),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;
