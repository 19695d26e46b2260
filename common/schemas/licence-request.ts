import { z } from "zod";
import { LICENCE_REQUEST_LIMITS as LIMITS } from "../licences.ts";

/**
 * The licence request of sections 3 and 5: number of licences (required, whole, not negative), reason,
 * the teachers with their courses, subjects and trained flag, and the confirmation that the centre's
 * manager was informed; every field required. The same schema checks the form in the browser (strings,
 * "yes"/"no", "on") and the API's input on the server (numbers and booleans). Messages are i18n keys.
 */
const ERR = "teaching.request.errors";

/** A number written by a person: digits, perhaps a sign and a decimal part (which the rules then refuse). */
const NUMBER_TEXT = /^[+-]?\d+([.,]\d+)?$/;

// Numbers (the API) are read as the text a person would type (the form), so both pass the same checks.
// Single schemas rather than unions: a union's message would be the first member's, not ours.
export const licenceQuantity = z
  .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string({ error: `${ERR}.quantityRequired` }))
  .transform((value, ctx) => {
    const text = value.trim();
    const fail = (key: string) => {
      ctx.addIssue({ code: "custom", message: `${ERR}.${key}` });
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
  });

const requiredText = (key: string, max: number, tooLong: string) =>
  z
    .string({ error: `${ERR}.${key}` })
    .trim()
    .min(1, { error: `${ERR}.${key}` })
    .max(max, { error: `${ERR}.${tooLong}` });

/** Yes or no must be chosen: a form sends "yes"/"no" (nothing while neither is picked), the API a boolean. */
const trained = z.preprocess(
  (value) => (value === "yes" ? true : value === "no" ? false : value),
  z.boolean({ error: `${ERR}.trainedRequired` }),
);

export const LicenceRequestTeacher = z.object({
  name: requiredText("teacherNameRequired", LIMITS.textMax, "textTooLong"),
  courses: requiredText("coursesRequired", LIMITS.textMax, "textTooLong"),
  subjects: requiredText("subjectsRequired", LIMITS.textMax, "textTooLong"),
  trained,
});

export const LicenceRequestInput = z.object({
  quantity: licenceQuantity,
  reason: requiredText("reasonRequired", LIMITS.reasonMax, "reasonTooLong"),
  teachers: z
    .array(LicenceRequestTeacher, { error: `${ERR}.teachersRequired` })
    .min(1, { error: `${ERR}.teachersRequired` })
    .max(LIMITS.maxTeachers, { error: `${ERR}.teachersTooMany` }),
  // A checkbox posts "on" when ticked; the API sends true. Anything else is "not confirmed".
  managerInformed: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: `${ERR}.managerInformedRequired` }),
  ),
});
export type LicenceRequestInput = z.input<typeof LicenceRequestInput>;
export type LicenceRequest = z.output<typeof LicenceRequestInput>;
export type LicenceRequestTeacher = z.output<typeof LicenceRequestTeacher>;

/** What the form holds for one teacher row (text inputs and a yes/no choice not made yet). */
export type TeacherRowValues = { name: string; courses: string; subjects: string; trained: "yes" | "no" | null };
export const EMPTY_TEACHER_ROW: TeacherRowValues = { name: "", courses: "", subjects: "", trained: null };
