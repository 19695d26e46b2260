import { z } from "zod/mini";
import { GENDERS, type Gender, imageFileError } from "../profile.ts";
import { birthday, SignupInput } from "./account.ts";

/**
 * The account form of section 3 (personal data), save-birthdate and account deletion. As with
 * sign-up, the same schemas check the form in the browser and the input on the server; messages are
 * i18n keys (validation.* from sign-up, settings.validation.* for the rules added here). zod/mini: decision 021.
 */

export { GENDERS, type Gender, IMAGE_TYPES, imageFileError, PROFILE_PHOTO_MAX_SIDE } from "../profile.ts";

export const ProfileInput = z.object({
  // Same name and date rules as sign-up.
  name: SignupInput.shape.name,
  lastName: SignupInput.shape.lastName,
  birthday,
  gender: z.pipe(
    z.nullish(z.enum(GENDERS, { error: "settings.validation.genderInvalid" })),
    z.transform((value: Gender | null | undefined) => value ?? null),
  ),
  /** A province's INE code; the server also checks that it exists. */
  provinceId: z
    .string({ error: "settings.validation.provinceRequired" })
    .check(z.regex(/^\d{1,2}$/, { error: "settings.validation.provinceRequired" })),
  notices: z._default(z.boolean(), false),
  /** Removes the current photo (ignored when a new one is sent). */
  removePhoto: z._default(z.boolean(), false),
});
export type ProfileInput = z.input<typeof ProfileInput>;

/**
 * The settings form as the browser holds it: the input plus the file input's list, checked early so a
 * 20 MB photo is refused before it is sent. The server checks the file again by its content.
 */
export const ProfileForm = z.extend(ProfileInput, {
  image: z.custom<ArrayLike<{ size: number; type: string }> | null | undefined>().check(
    z.superRefine((files, ctx) => {
      const file = files?.[0];
      const problem = file && file.size > 0 ? imageFileError(file) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
});

export const SaveBirthdateInput = z.object({ birthday });
export type SaveBirthdateInput = z.input<typeof SaveBirthdateInput>;

/** Deleting an account needs an explicit confirmation, checked on the server too. */
export const DeleteAccountInput = z.object({
  confirm: z.literal(true, { error: "settings.validation.confirmRequired" }),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;
