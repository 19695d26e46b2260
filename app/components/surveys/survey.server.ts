import type { RouterContextProvider } from "react-router";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { ActivitySurveyInput } from "../../../common/schemas/surveys.ts";
import { SURVEY_CHILD_AGES } from "../../../common/surveys.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { refusedForm } from "../../lib/mutation-answers.ts";
import { gql } from "../../lib/page.server.ts";
import { AnswerActivitySurvey } from "./documents.ts";
import type { SurveyFormValues } from "./survey-values.ts";

export type SurveyActionResult =
  | { saved: number; failure: null; values: null }
  | { saved: null; failure: FormFailure; values: SurveyFormValues };

/** Reads the posted form (never more ages than there are options; texts cut short: they are choices). */
export function readSurveyForm(form: FormData): SurveyFormValues {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 20);
  return {
    childAges: form
      .getAll("childAges")
      .slice(0, SURVEY_CHILD_AGES.length)
      .map((value) => String(value).slice(0, 20)),
    classSize: text("classSize"),
    usedWithChildren: text("usedWithChildren"),
    wouldRecommend: text("wouldRecommend"),
  };
}

/**
 * The survey's post, with or without JavaScript: checked with the shared schema first (so an unknown option gets
 * its field's message, as in the browser), then sent to the API, which checks the activity and every rule again.
 */
export async function surveyAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ result: SurveyActionResult; status: number }> {
  const values = readSurveyForm(form);
  const parsed = ActivitySurveyInput.safeParse(values);
  if (!parsed.success)
    return { result: { saved: null, failure: { error: "errors.validation", fields: fieldErrors(parsed.error) }, values }, status: 400 };
  const activityId = String(form.get("activityId") ?? "").slice(0, 12);
  const response = await gql(context, AnswerActivitySurvey, { activityId, input: parsed.data });
  const answer = response.data?.answerActivitySurvey;
  if (answer?.__typename === "MutationAnswerActivitySurveySuccess")
    return { result: { saved: Date.now(), failure: null, values: null }, status: 200 };
  const { status, failure } = refusedForm(response, answer, { answered: answer?.code === "NOT_FOUND" ? 404 : 400 });
  return { result: { saved: null, failure, values }, status };
}
