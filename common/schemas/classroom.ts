import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { AGE_SEGMENTS } from "../ages.ts";
import { CLASSROOM_LIMITS } from "../evaluation.ts";

/**
 * A classroom (sections 3 and 5): name, age segment, girls, boys and the years its pupils have used the
 * programme; every field required, numbers whole and within CLASSROOM_LIMITS, at least one pupil. The same
 * schema checks the form in the browser (text as typed) and the API's input on the server (numbers). That the
 * name is free for the teacher in the school year only the server knows. Messages are i18n keys
 * (evaluation.errors.*); zod/mini (decision 021).
 */
const ERR = "evaluation.errors";

/** A number written by a person: digits, perhaps a sign and a decimal part (which the rules then refuse). */
const NUMBER_TEXT = /^[+-]?\d+([.,]\d+)?$/;

/** A whole number from 0 to `max`, typed in a form ("12") or sent by the API (12). */
const count = (required: string, max: number, tooHigh: string) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "number" ? String(value) : value)),
      z.string({ error: `${ERR}.${required}` }),
    ),
    z.transform((value: string, ctx) => {
      const text = value.trim();
      const fail = (key: string) => {
        ctx.issues.push({ code: "custom", message: `${ERR}.${key}`, input: value });
        return z.NEVER;
      };
      if (text === "") return fail(required);
      const number = NUMBER_TEXT.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
      if (!Number.isFinite(number)) return fail("numberWhole");
      if (number < 0) return fail("numberNegative");
      if (!Number.isInteger(number)) return fail("numberWhole");
      if (number > max) return fail(tooHigh);
      return number;
    }),
  );

export const ClassroomInput = z
  .object({
    name: z
      .string({ error: `${ERR}.nameRequired` })
      .check(
        z.trim(),
        z.minLength(1, { error: `${ERR}.nameRequired` }),
        z.maxLength(CLASSROOM_LIMITS.nameMax, { error: `${ERR}.nameTooLong` }),
        oneLine(),
      ),
    age: z.enum(AGE_SEGMENTS, { error: `${ERR}.ageRequired` }),
    girls: count("girlsRequired", CLASSROOM_LIMITS.pupilsMax, "pupilsTooMany"),
    boys: count("boysRequired", CLASSROOM_LIMITS.pupilsMax, "pupilsTooMany"),
    yearsInProgramme: count("yearsRequired", CLASSROOM_LIMITS.yearsMax, "yearsTooMany"),
  })
  .check(
    // A classroom counts at least one pupil (once both counts are numbers: else their own message says why).
    z.superRefine((classroom, ctx) => {
      const { girls, boys } = classroom as { girls: unknown; boys: unknown };
      if (typeof girls === "number" && typeof boys === "number" && girls + boys < 1)
        ctx.addIssue({ code: "custom", message: `${ERR}.noPupils`, path: ["girls"], input: classroom });
    }),
  );
export type ClassroomInput = z.input<typeof ClassroomInput>;
export type Classroom = z.output<typeof ClassroomInput>;

/** The form's values as typed (the action hands them back with a refusal). */
export type ClassroomFormValues = { name: string; age: string; girls: string; boys: string; yearsInProgramme: string };
export const EMPTY_CLASSROOM: ClassroomFormValues = { name: "", age: "", girls: "", boys: "", yearsInProgramme: "" };
