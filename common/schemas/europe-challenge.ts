import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { EUROPE_MIN_STUDENT_TRAVELLERS, EUROPE_TRAVELLERS } from "../challenges.ts";
import { EUROPE_LIMITS as LIMITS, EUROPE_PEOPLE_SHOWN, EUROPE_TRAVELLER_ROLES, normaliseCentreCode } from "../europe-challenge.ts";
import { email } from "./account.ts";

/**
 * The Europe super-challenge's forms (sections 3 and 5; decision 035), their text fields and choices: the
 * pre-registration (the centre and a contact) and the submission (the project's five answers, whether people
 * appear, the consents, the five travellers). The files are the server's to judge (services/challenges/). The
 * same schemas check the form in the browser (texts, "on" for a ticked box) and the API's input (numbers,
 * booleans). Messages are i18n keys (europeChallenge.errors.*). zod/mini: decision 021.
 */
const E = "europeChallenge.errors";

const text = (required: string, max: number) =>
  z
    .string({ error: `${E}.${required}` })
    .check(z.trim(), z.minLength(1, { error: `${E}.${required}` }), z.maxLength(max, { error: `${E}.tooLong` }));
/** A name, a town, a code: one line (issue 31, 3.8). */
const line = (required: string, max: number) => text(required, max).check(oneLine());

/** A whole number written by a person (the form) or sent as a number (the API), within bounds. */
const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "number" ? String(value) : (value ?? ""))),
    z.pipe(
      z.string({ error: `${E}.${required}` }),
      z.transform((value: string, ctx) => {
        const written = value.trim();
        const fail = (key: string) => {
          ctx.issues.push({ code: "custom", message: `${E}.${key}`, input: value });
          return z.NEVER;
        };
        if (written === "") return fail(required);
        const number = /^\d{1,9}$/.test(written) ? Number(written) : Number.NaN;
        if (!Number.isInteger(number) || number < min || number > max) return fail(invalid);
        return number;
      }),
    ),
  );

/** Optional: nothing ("" or null) is null; otherwise digits with spaces, dashes, dots or brackets, perhaps a leading +. */
const phone = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value.trim() : (value ?? ""))),
  z.pipe(
    z.string({ error: `${E}.phoneInvalid` }),
    z.transform((value: string, ctx) => {
      if (value === "") return null;
      if (value.length > LIMITS.phoneMax || !/^\+?\d[\d ().-]{5,}$/.test(value)) {
        ctx.issues.push({ code: "custom", message: `${E}.phoneInvalid`, input: value });
        return z.NEVER;
      }
      return value;
    }),
  ),
);

/** A box that must be ticked: a form posts "on", the API sends true; anything else is not ticked. */
const ticked = (key: string) =>
  z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
    z.literal(true, { error: `${E}.${key}` }),
  );

/** The centre and its contact: what pre-registration asks, and what 2024-25's submission (no pre-registration) asks with it. */
export const EuropeCentreInput = z.object({
  centreName: line("centreNameRequired", LIMITS.nameMax),
  centreCode: z.pipe(line("centreCodeRequired", LIMITS.centreCodeMax), z.transform(normaliseCentreCode)),
  communityId: wholeNumber("communityRequired", "communityRequired", 1, 99),
  town: line("townRequired", LIMITS.nameMax),
  contactName: line("contactNameRequired", LIMITS.nameMax),
  email: z.pipe(
    z.transform((value: unknown) => value ?? ""),
    email,
  ),
  phone,
  students: wholeNumber("studentsRequired", "studentsInvalid", 1, LIMITS.studentsMax),
});
export type EuropeCentreInput = z.input<typeof EuropeCentreInput>;
export type EuropeCentre = z.output<typeof EuropeCentreInput>;

export const EuropeTravellerInput = z.object({
  name: line("travellerNameRequired", LIMITS.nameMax),
  role: z.enum(EUROPE_TRAVELLER_ROLES, { error: `${E}.travellerRoleRequired` }),
});

/** The submission's texts and choices (the files come beside them). */
export const EuropeSubmissionInput = z.object({
  problem: text("problemRequired", LIMITS.textMax),
  solution: text("solutionRequired", LIMITS.textMax),
  sustainability: text("sustainabilityRequired", LIMITS.textMax),
  technology: text("technologyRequired", LIMITS.textMax),
  ideation: text("ideationRequired", LIMITS.textMax),
  peopleShown: z.enum(EUROPE_PEOPLE_SHOWN, { error: `${E}.peopleShownRequired` }),
  legalBases: ticked("legalBasesRequired"),
  dataConsent: ticked("dataConsentRequired"),
  travellers: z.array(EuropeTravellerInput, { error: `${E}.travellersCount` }).check(
    z.length(EUROPE_TRAVELLERS, { error: `${E}.travellersCount` }),
    z.refine((people) => people.filter((p) => p.role === "student").length >= EUROPE_MIN_STUDENT_TRAVELLERS, {
      error: `${E}.studentTravellers`,
      // Said once, on the list: not on a row.
      abort: true,
    }),
  ),
  travelProtocol: ticked("travelProtocolRequired"),
});
export type EuropeSubmissionInput = z.input<typeof EuropeSubmissionInput>;
export type EuropeSubmission = z.output<typeof EuropeSubmissionInput>;

/** 2024-25's submission (no pre-registration): the centre's fields with the project's, in one form. */
export const EuropeSubmissionWithCentreInput = z.object({ ...EuropeSubmissionInput.shape, centre: EuropeCentreInput });
