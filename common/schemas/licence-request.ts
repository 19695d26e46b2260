import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { LICENCE_REQUEST_LIMITS as LIMITS } from "../licences.ts";

export { EMPTY_TEACHER_ROW, type TeacherRowValues } from "../licences.ts";

/**
 * The licence request of sections 3 and 5: number of licences (required, whole, not negative), reason,
 * the teachers with their courses, subjects and trained flag, and the confirmation that the centre's
 * manager was informed; every field required. The same schema checks the form in the browser (strings,
 * "yes"/"no", "on") and the API's input on the server (numbers and booleans). Messages are i18n keys.
 * zod/mini (decision 021): `z.pipe(z.transform(f), schema)` is zod's `z.preprocess(f, schema)`.
 */
const ERR = "licences.request.errors";

/** A number written by a person: digits, perhaps a sign and a decimal part (which the rules then refuse). */
const NUMBER_TEXT = /^[+-]?\d+([.,]\d+)?$/;

// Numbers (the API) are read as the text a person would type (the form), so both pass the same checks.
// Single schemas rather than unions: a union's message would be the first member's, not ours.
export const licenceQuantity = z.pipe(
  z.pipe(
    z.transform((value: unknown) => (typeof value === "number" ? String(value) : value)),
    z.string({ error: `${ERR}.quantityRequired` }),
  ),
  z.transform((value: string, ctx) => {
    const text = value.trim();
    // zod/mini's transform has no addIssue: the issue goes on the parse's list, as zod's addIssue puts it.
    const fail = (key: string) => {
      ctx.issues.push({ code: "custom", message: `${ERR}.${key}`, input: value });
      return z.NEVER;
    };
    if (text === "") return fail("quantityRequired");
    const number = NUMBER_TEXT.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
    if (!Number.isFinite(number)) return fail("quantityWhole");
    if (number < 0) return fail("quantityNegative");
    if (!Number.isInteger(number)) return fail("quantityWhole");
    if (number < 1) return fail("quantityMin");
    if (number > LIMITS.maxLicences) return fail("quantityMax");
    return number;
  }),
);

const requiredText = (key: string, max: number, tooLong: string) =>
  z
    .string({ error: `${ERR}.${key}` })
    .check(z.trim(), z.minLength(1, { error: `${ERR}.${key}` }), z.maxLength(max, { error: `${ERR}.${tooLong}` }));
/** A teacher's name, courses and subjects: one line each (issue 31, 3.8). */
const requiredLine = (key: string, max: number, tooLong: string) => requiredText(key, max, tooLong).check(oneLine());

/** Yes or no must be chosen: a form sends "yes"/"no" (nothing while neither is picked), the API a boolean. */
const trained = z.pipe(
  z.transform((value: unknown) => (value === "yes" ? true : value === "no" ? false : value)),
  z.boolean({ error: `${ERR}.trainedRequired` }),
);

export const LicenceRequestTeacher = z.object({
  name: requiredLine("teacherNameRequired", LIMITS.textMax, "textTooLong"),
  courses: requiredLine("coursesRequired", LIMITS.textMax, "textTooLong"),
  subjects: requiredLine("subjectsRequired", LIMITS.textMax, "textTooLong"),
  trained,
});

export const LicenceRequestInput = z.object({
  quantity: licenceQuantity,
  reason: requiredText("reasonRequired", LIMITS.reasonMax, "reasonTooLong"),
  teachers: z
    .array(LicenceRequestTeacher, { error: `${ERR}.teachersRequired` })
    .check(z.minLength(1, { error: `${ERR}.teachersRequired` }), z.maxLength(LIMITS.maxTeachers, { error: `${ERR}.teachersTooMany` })),
  // A checkbox posts "on" when ticked; the API sends true. Anything else is "not confirmed".
  managerInformed: z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
    z.literal(true, { error: `${ERR}.managerInformedRequired` }),
  ),
});
export type LicenceRequestInput = z.input<typeof LicenceRequestInput>;
export type LicenceRequest = z.output<typeof LicenceRequestInput>;
export type LicenceRequestTeacher = z.output<typeof LicenceRequestTeacher>;
