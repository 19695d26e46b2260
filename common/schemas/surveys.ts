import { z } from "zod/mini";
import { SURVEY_CHILD_AGES, SURVEY_CLASS_SIZES, type SurveyChildAge } from "../surveys.ts";

export { SURVEY_CHILD_AGES, SURVEY_CLASS_SIZES } from "../surveys.ts";

/**
 * The open-activity teacher survey (sections 3, 5 and 9): at least one child-age option and the yes/no
 * "used it with children" answer; the class size and "would recommend" are optional; only known options.
 * The same schema checks the form in the browser (ticked boxes' values, "yes"/"no", "" for no choice) and the
 * API's input (lists, booleans, null). Messages are i18n keys (surveys.errors.*). zod/mini: decision 021.
 */
const E = "surveys.errors";

/** Ticked options: a form's list (one box ticked alone reads as its value), the API's list; each kept once, in order. */
const isChildAge = (value: string): value is SurveyChildAge => (SURVEY_CHILD_AGES as readonly string[]).includes(value);
const childAges = z.pipe(
  z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || value === false ? [] : typeof value === "string" ? [value] : value,
    ),
    z.array(z.string({ error: `${E}.childAgeUnknown` }), { error: `${E}.childAgesRequired` }).check(
      z.minLength(1, { error: `${E}.childAgesRequired` }),
      z.refine((ages: string[]) => ages.every(isChildAge), { error: `${E}.childAgeUnknown` }),
    ),
  ),
  z.transform((ages: string[]) => SURVEY_CHILD_AGES.filter((age) => ages.includes(age))),
);

/** A choice nobody has to make: nothing ("" or null) is null, anything else must be an option. */
const optionalSize = z.pipe(
  z.transform((value: unknown) => (value === "" || value === undefined ? null : value)),
  z.nullable(z.enum(SURVEY_CLASS_SIZES, { error: `${E}.classSizeUnknown` })),
);

/** Yes or no: a form sends "yes"/"no", the API a boolean. */
const yesNo = (message: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === "yes" ? true : value === "no" ? false : value)),
    z.boolean({ error: message }),
  );
const optionalYesNo = (message: string) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === "" || value === undefined || value === null ? null : value === "yes" ? true : value === "no" ? false : value,
    ),
    z.nullable(z.boolean({ error: message })),
  );

export const ActivitySurveyInput = z.object({
  childAges,
  classSize: optionalSize,
  usedWithChildren: yesNo(`${E}.usedWithChildrenRequired`),
  wouldRecommend: optionalYesNo(`${E}.wouldRecommendUnknown`),
});
export type ActivitySurveyInput = z.input<typeof ActivitySurveyInput>;
export type ActivitySurveyAnswer = z.output<typeof ActivitySurveyInput>;
