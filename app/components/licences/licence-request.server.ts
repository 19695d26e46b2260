import type { RouterContextProvider } from "react-router";
import { LICENCE_REQUEST_LIMITS } from "../../../common/licences.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { EMPTY_TEACHER_ROW, LicenceRequestInput } from "../../../common/schemas/licence-request.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { refusedForm } from "../../lib/mutation-answers.ts";
import { gql } from "../../lib/page.server.ts";
import { type LicenceRequestNode, RequestLicences } from "./licence-request-documents.ts";
import type { RequestFormValues } from "./licence-request-values.ts";

/** The outcome of a post to the form: the values to show again (with an error), or the stored request. */
export type RequestActionResult =
  | { kind: "form"; values: RequestFormValues; failure: FormFailure | null }
  | { kind: "sent"; request: LicenceRequestNode };

/** Reads the posted form, rows in index order ("teachers.0.name" …); never more rows than a request may hold. */
export function readRequestForm(form: FormData): RequestFormValues {
  const text = (name: string) => String(form.get(name) ?? "");
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const found = /^teachers\.(\d+)\./.exec(key);
    if (found) indexes.add(Number(found[1]));
  }
  const rows = [...indexes].sort((a, b) => a - b).slice(0, LICENCE_REQUEST_LIMITS.maxTeachers + 1);
  return {
    quantity: text("quantity"),
    reason: text("reason"),
    teachers: rows.map((i) => {
      const trained = text(`teachers.${i}.trained`);
      return {
        name: text(`teachers.${i}.name`),
        courses: text(`teachers.${i}.courses`),
        subjects: text(`teachers.${i}.subjects`),
        trained: trained === "yes" || trained === "no" ? trained : null,
      };
    }),
    managerInformed: form.get("managerInformed") === "on",
  };
}

/**
 * Handles the form without JavaScript as well as with it: "add-teacher" and "remove-teacher:<n>" only
 * change the rows shown; sending checks the shared schema first (a number the API could not even
 * receive, such as 2.5, gets the same message as in the browser) and then asks the API, which checks again.
 */
export async function requestAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ result: RequestActionResult; status: number }> {
  const values = readRequestForm(form);
  const intent = String(form.get("intent") ?? "send");
  if (intent === "add-teacher") {
    const teachers =
      values.teachers.length < LICENCE_REQUEST_LIMITS.maxTeachers ? [...values.teachers, EMPTY_TEACHER_ROW] : values.teachers;
    return { result: { kind: "form", values: { ...values, teachers }, failure: null }, status: 200 };
  }
  if (intent.startsWith("remove-teacher:")) {
    const index = Number(intent.slice("remove-teacher:".length));
    const teachers = values.teachers.filter((_, i) => i !== index);
    return {
      result: { kind: "form", values: { ...values, teachers: teachers.length ? teachers : [EMPTY_TEACHER_ROW] }, failure: null },
      status: 200,
    };
  }
  const parsed = LicenceRequestInput.safeParse(values);
  if (!parsed.success) {
    return { result: { kind: "form", values, failure: { error: "errors.validation", fields: fieldErrors(parsed.error) } }, status: 400 };
  }
  const response = await gql(context, RequestLicences, { input: parsed.data });
  const answer = response.data?.requestLicences;
  if (answer?.__typename === "MutationRequestLicencesSuccess") {
    return { result: { kind: "sent", request: answer.data }, status: 200 };
  }
  const { status, failure } = refusedForm(response, answer);
  return { result: { kind: "form", values, failure }, status };
}
