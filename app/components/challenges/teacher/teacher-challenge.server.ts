import type { RouterContextProvider } from "react-router";
import { TEACHER_MAX_ATTACHMENTS } from "../../../../common/challenges.ts";
import { fieldErrors } from "../../../../common/schemas/account.ts";
import { TeacherChallengeInput } from "../../../../common/schemas/teacher-challenge.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { refusedForm } from "../../../lib/mutation-answers.ts";
import { gql } from "../../../lib/page.server.ts";
import { ApplyTeacherChallenge, type TeacherChallengeEntryNode } from "./documents.ts";
import { CONSENT_FIELDS, EMPTY_LINK, TEXT_FIELDS, type TeacherChallengeFormValues } from "./form-values.ts";

/** The outcome of a post: the form again (with what was typed and, when refused, the messages), or the candidacy stored. */
export type TeacherChallengeActionResult =
  | { kind: "form"; values: TeacherChallengeFormValues; failure: FormFailure | null }
  | { kind: "sent"; entry: TeacherChallengeEntryNode };

/** No text of the form is longer than this when read back (the longest answer is far shorter); the rest is cut. */
const READ_MAX = 10_000;

/** Reads the posted form: texts cut to a sane length, link rows in index order, never more rows than the form shows. */
export function readTeacherChallengeForm(form: FormData): TeacherChallengeFormValues {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, READ_MAX);
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const found = /^attachments\.(\d{1,3})\.(name|url)$/.exec(key);
    if (found) indexes.add(Number(found[1]));
  }
  const rows = [...indexes].sort((a, b) => a - b).slice(0, TEACHER_MAX_ATTACHMENTS + 1);
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const consents = Object.fromEntries(CONSENT_FIELDS.map((field) => [field, form.get(field) === "on"])) as Record<
    (typeof CONSENT_FIELDS)[number],
    boolean
  >;
  return {
    ...texts,
    attachments: rows.map((i) => ({ name: text(`attachments.${i}.name`), url: text(`attachments.${i}.url`) })),
    ...consents,
  };
}

/**
 * The form's post, with or without JavaScript: "add-link" and "remove-link:<n>" change only the rows shown, keeping
 * everything typed; sending checks the shared schema first (so a count the API could not take, such as 2.5, gets
 * the browser's message) and then asks the API, which checks the stage, every rule and the centre again.
 */
export async function teacherChallengeAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ result: TeacherChallengeActionResult; status: number }> {
  const values = readTeacherChallengeForm(form);
  const intent = String(form.get("intent") ?? "send");
  if (intent === "add-link") {
    const attachments = values.attachments.length < TEACHER_MAX_ATTACHMENTS ? [...values.attachments, EMPTY_LINK] : values.attachments;
    return { result: { kind: "form", values: { ...values, attachments }, failure: null }, status: 200 };
  }
  if (intent.startsWith("remove-link:")) {
    const index = Number(intent.slice("remove-link:".length));
    const attachments = values.attachments.filter((_, i) => i !== index);
    return {
      result: { kind: "form", values: { ...values, attachments: attachments.length ? attachments : [EMPTY_LINK] }, failure: null },
      status: 200,
    };
  }
  const parsed = TeacherChallengeInput.safeParse(values);
  if (!parsed.success)
    return { result: { kind: "form", values, failure: { error: "errors.validation", fields: fieldErrors(parsed.error) } }, status: 400 };
  const input = { ...parsed.data, communityId: String(parsed.data.communityId) };
  const response = await gql(context, ApplyTeacherChallenge, { input });
  const answer = response.data?.applyTeacherChallenge;
  if (answer?.__typename === "MutationApplyTeacherChallengeSuccess") return { result: { kind: "sent", entry: answer.data }, status: 200 };
  const { status, failure } = refusedForm(response, answer);
  return { result: { kind: "form", values, failure }, status };
}
