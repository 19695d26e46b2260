import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { email } from "./account.ts";

/** Password screens (section 5): the same schemas check the forms in the browser and on the server (zod/mini: decision 021). */
const newPassword = z
  .string({ error: "validation.newPasswordRequired" })
  .check(
    z.minLength(1, { error: "validation.newPasswordRequired" }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: "validation.passwordLength" }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: "validation.passwordLength" }),
  );

const pair = { password: newPassword, repeatPassword: z.string({ error: "validation.newPasswordsMismatch" }) };
const matches = (input: { password: string; repeatPassword: string }) => input.password === input.repeatPassword;
const mismatch = { error: "validation.newPasswordsMismatch", path: ["repeatPassword"] };

export const NewPasswordInput = z.object(pair).check(z.refine(matches, mismatch));
export type NewPasswordInput = z.input<typeof NewPasswordInput>;

export const UpdatePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: "validation.currentPasswordRequired" })
      .check(z.minLength(1, { error: "validation.currentPasswordRequired" })),
    ...pair,
  })
  .check(z.refine(matches, mismatch));
export type UpdatePasswordInput = z.input<typeof UpdatePasswordInput>;

export const ForgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;
