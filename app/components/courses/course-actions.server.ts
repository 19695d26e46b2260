import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql } from "../../lib/page.server.ts";
import { answerFromFields } from "./answer-fields.ts";
import { AnswerCourseBlock, CheckCourseBlock, CompleteCourseUnit } from "./documents.ts";

/**
 * The course screens' actions: an answer (kept, or only checked in a preview) and finishing a unit. An answer's
 * result comes back with the page's data (the loader runs again); a preview's comes back here, as nothing is kept.
 */

export type AnswerOutcome = {
  intent: "answer";
  blockId: number;
  error: string | null;
  result?: unknown;
  unitCompleted?: boolean;
  courseCompleted?: boolean;
};
export type CompleteOutcome = { intent: "complete"; error: string };

type Context = Readonly<RouterContextProvider>;

const blockIdOf = (form: FormData) => Number(form.get("blockId"));

export async function answerAction(context: Context, form: FormData, preview: boolean) {
  const blockId = blockIdOf(form);
  if (!Number.isSafeInteger(blockId)) throw data(null, { status: 400 });
  const answer = answerFromFields(form);
  if (preview) {
    const result = await gql(context, CheckCourseBlock, { blockId, answer });
    const checked = result.data?.checkCourseBlock;
    if (succeeded(checked)) return { intent: "answer", blockId, error: null, result: checked.data } satisfies AnswerOutcome;
    const { status, failure } = refusedForm(result, checked);
    return data({ intent: "answer", blockId, error: answerError(checked, failure.error) } satisfies AnswerOutcome, { status });
  }
  const result = await gql(context, AnswerCourseBlock, { blockId, answer });
  const answered = result.data?.answerCourseBlock;
  if (succeeded(answered)) {
    const { unitCompleted, courseCompleted } = answered.data;
    return { intent: "answer", blockId, error: null, unitCompleted, courseCompleted } satisfies AnswerOutcome;
  }
  const { status, failure } = refusedForm(result, answered);
  return data({ intent: "answer", blockId, error: answerError(answered, failure.error) } satisfies AnswerOutcome, { status });
}

function answerError(
  answer: { __typename: string; code?: string; fields?: readonly { field: string; message: string }[] } | null | undefined,
  fallback: string,
): string {
  if (answer?.__typename !== "DomainError") return fallback;
  if (answer.code === "NOT_FOUND") return "courses.errors.blockGone";
  return answer.fields?.find((field) => field.field === "answer")?.message ?? fallback;
}

/** Finishing a unit: on to the next one (`next`), or a message saying what is missing. */
export async function completeAction(context: Context, form: FormData, next: string) {
  const unitId = Number(form.get("unitId"));
  if (!Number.isSafeInteger(unitId)) throw data(null, { status: 400 });
  const result = await gql(context, CompleteCourseUnit, { unitId });
  const answer = result.data?.completeCourseUnit;
  if (succeeded(answer)) throw redirect(next);
  if (answer?.__typename === "DomainError" && answer.code === "COURSE_UNIT_PENDING") {
    return data({ intent: "complete", error: "courses.errors.unitPending" } satisfies CompleteOutcome, { status: 409 });
  }
  const { status, failure } = refusedForm(result, answer);
  return data(
    { intent: "complete", error: answer?.code === "NOT_FOUND" ? "courses.errors.blockGone" : failure.error } satisfies CompleteOutcome,
    { status },
  );
}

/** `?unit=N` as a unit's 1-based position; null when absent; a 404 for anything else. */
export function unitParam(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("unit");
  if (value === null) return null;
  const position = Number(value);
  if (!/^\d{1,4}$/.test(value) || position < 1) throw data(null, { status: 404 });
  return position;
}
