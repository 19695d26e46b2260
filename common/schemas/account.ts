import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { EMAIL_MAX_LENGTH, MIN_ACCOUNT_AGE, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";

/**
 * Sign-up and login rules of section 5. The same schemas validate the form in the browser and the
 * input on the server; each message is an i18n key (validation.* in the catalogues).
 * Written with zod/mini (functions in place of methods): the browser gets only the checks these schemas use,
 * not all of zod (decision 021). The rules are the same as zod's methods give.
 */
export const email = z.pipe(
  z.pipe(
    z
      .string({ error: "validation.emailRequired" })
      .check(
        z.trim(),
        z.minLength(1, { error: "validation.emailRequired" }),
        z.maxLength(EMAIL_MAX_LENGTH, { error: "validation.emailInvalid" }),
      ),
    z.email({ error: "validation.emailInvalid" }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

export const password = z
  .string({ error: "validation.passwordLength" })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: "validation.passwordLength" }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: "validation.passwordLength" }),
  );

const personName = (key: string) =>
  z
    .string({ error: key })
    .check(z.trim(), z.minLength(1, { error: key }), z.maxLength(NAME_MAX_LENGTH, { error: "validation.tooLong" }), oneLine());

/** A calendar date written YYYY-MM-DD that exists and is not in the future. */
export function parseDate(value: string): Date | null {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!found) return null;
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > Date.now()) return null;
  return date;
}

/** Whole years between a birthday and `today` (both calendar dates). */
export function ageOn(birthday: Date, today = new Date()): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

/** Birthday rules shared by sign-up and save-birthdate: a valid date, and at least 14 years old. */
export const birthday = z.string({ error: "validation.dateInvalid" }).check(
  z.superRefine((value, ctx) => {
    const date = parseDate(value);
    if (!date) ctx.addIssue({ code: "custom", message: "validation.dateInvalid" });
    else if (ageOn(date) < MIN_ACCOUNT_AGE) ctx.addIssue({ code: "custom", message: "validation.underAge" });
  }),
);

export const SignupInput = z
  .object({
    email,
    name: personName("validation.nameRequired"),
    lastName: personName("validation.lastNameRequired"),
    birthday,
    password,
    repeatPassword: z.string({ error: "validation.passwordMismatch" }),
    privacy: z.boolean({ error: "validation.privacyRequired" }).check(z.refine((v) => v, { error: "validation.privacyRequired" })),
    notices: z._default(z.boolean(), false),
  })
  .check(
    z.refine((input) => input.password === input.repeatPassword, {
      error: "validation.passwordMismatch",
      path: ["repeatPassword"],
    }),
  );
export type SignupInput = z.input<typeof SignupInput>;

export const LoginInput = z.object({
  email,
  password: z
    .string({ error: "validation.passwordRequired" })
    .check(z.minLength(1, { error: "validation.passwordRequired" }), z.maxLength(200)),
});
export type LoginInput = z.input<typeof LoginInput>;

/** Field errors as { field: messageKey }, the first message of each field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    out[field] ??= issue.message;
  }
  return out;
}
