import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { REPORT_CODE_INPUT_MAX, REPORT_QUESTIONS, REPORT_ROUTES, type ReportKind } from "../../../common/reports.ts";
import { pathFor } from "../../../common/routes.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { reportDraftSchema } from "../../../common/schemas/reports.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { inputRefused, refusedForm } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import {
  FollowUpReportPage,
  type FollowUpReportNode,
  OpenFollowUpReport,
  SaveFollowUpReportDraft,
  SendFollowUpReport,
} from "./documents.ts";
import type { CodeFailure } from "./ReportCodeForm.tsx";
import { apiInputOf, formValuesOf, momentShown, readReportForm, type ReportFormValues } from "./values.ts";

/** The tracking-form pages' loader and action (one module for both kinds: the route's name says which). */

type Moment = ReturnType<typeof momentShown>;
export type ReportPageData =
  | { view: "code"; kind: ReportKind; failure: CodeFailure | null }
  | {
      view: "report";
      kind: ReportKind;
      report: FollowUpReportNode;
      values: ReportFormValues;
      draftSaved: Moment | null;
      sent: Moment | null;
    };

export type ReportActionData =
  | { intent: "code"; failure: CodeFailure }
  | {
      intent: "draft" | "send";
      failure: (FormFailure & { intent: "draft" | "send" }) | null;
      values: ReportFormValues | null;
      savedAt: string | null;
      sent: boolean;
    };

const minutesOf = (seconds: unknown) => (typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds / 60) : null);

/** Section 8's message on the code's field, with the status the refusal gets (404 wrong, 429 wait). */
function codeRefusal(code: unknown, typed: string, retryAfter: unknown): { status: number; failure: CodeFailure } | null {
  const truncated = typed.slice(0, REPORT_CODE_INPUT_MAX);
  if (code === "REPORT_CODE_WRONG")
    return {
      status: 404,
      failure: { error: "reports.errors.codeWrong", fields: { code: "reports.errors.codeWrong" }, typed: truncated, minutes: null },
    };
  if (code === "REPORT_TOO_MANY_ATTEMPTS") {
    return {
      status: 429,
      failure: {
        error: "reports.errors.tooManyAttempts",
        fields: { code: "reports.errors.tooManyAttempts" },
        typed: truncated,
        minutes: minutesOf(retryAfter),
      },
    };
  }
  return null;
}

export function routeKind(context: Readonly<RouterContextProvider>): ReportKind {
  const name = page(context).match?.name;
  if (name === REPORT_ROUTES.refCenter) return "refCenter";
  if (name === REPORT_ROUTES.vulnerable) return "vulnerable";
  throw data(null, { status: 404 });
}

/**
 * Without a code, the form that asks for it. With one, the caller's report it opens: on the other kind's address
 * it moves to its own (and to the code as written); a wrong code shows the form again with section 8's message.
 */
export async function reportLoader(context: Readonly<RouterContextProvider>, token: string | undefined) {
  const kind = routeKind(context);
  const { lang } = page(context);
  if (!token) return { view: "code", kind, failure: null } satisfies ReportPageData;
  const result = await gql(context, FollowUpReportPage, { code: token });
  const report = result.data?.followUpReport;
  if (report) {
    if (report.kind !== kind || report.code !== token) throw redirect(pathFor(REPORT_ROUTES[report.kind], lang, { token: report.code }));
    return {
      view: "report",
      kind,
      report,
      values: formValuesOf(report.answers),
      draftSaved: report.draftSavedAt ? momentShown(report.draftSavedAt, lang) : null,
      sent: report.sentAt ? momentShown(report.sentAt, lang) : null,
    } satisfies ReportPageData;
  }
  const extensions = result.errors?.[0]?.extensions;
  const refusal = codeRefusal(extensions?.code, token, extensions?.retryAfter);
  if (refusal) return data({ view: "code", kind, failure: refusal.failure } satisfies ReportPageData, { status: refusal.status });
  throw data(null, { status: inputRefused(result) ? 400 : 500 });
}

/** The code typed (opens its report's own address), or the report's draft saved or sent. */
export async function reportAction(context: Readonly<RouterContextProvider>, token: string | undefined, form: FormData) {
  const kind = routeKind(context);
  const { lang } = page(context);
  const intent = String(form.get("intent") ?? "");
  if (intent === "code" || !token) {
    const typed = String(form.get("code") ?? "");
    const result = await gql(context, OpenFollowUpReport, { code: typed.slice(0, REPORT_CODE_INPUT_MAX + 1) });
    const answer = result.data?.openFollowUpReport;
    if (answer?.__typename === "MutationOpenFollowUpReportSuccess") {
      throw redirect(pathFor(REPORT_ROUTES[answer.data.kind], lang, { token: answer.data.code }));
    }
    const retryAfter = answer?.__typename === "DomainError" ? answer.retryAfter : null;
    const refusal = codeRefusal(answer?.__typename === "DomainError" ? answer.code : null, typed, retryAfter);
    if (refusal) return data({ intent: "code", failure: refusal.failure } satisfies ReportActionData, { status: refusal.status });
    const { status, failure } = refusedForm(result, answer);
    return data(
      { intent: "code", failure: { ...failure, typed: typed.slice(0, REPORT_CODE_INPUT_MAX), minutes: null } } satisfies ReportActionData,
      { status },
    );
  }

  const which: "draft" | "send" = intent === "send" ? "send" : "draft";
  const values = readReportForm(form, REPORT_QUESTIONS[kind]);
  // The shared checks first: a value the API could not even receive (a count of "12a") gets the same message.
  const parsed = z.safeParse(reportDraftSchema(kind), values);
  if (!parsed.success) {
    const failure = { error: "errors.validation", fields: fieldErrors(parsed.error), intent: which };
    return data({ intent: which, failure, values, savedAt: null, sent: false } satisfies ReportActionData, { status: 400 });
  }
  const input = apiInputOf(parsed.data);
  if (which === "draft") {
    const result = await gql(context, SaveFollowUpReportDraft, { code: token, input });
    const answer = result.data?.saveFollowUpReportDraft;
    if (answer?.__typename === "MutationSaveFollowUpReportDraftSuccess") {
      return { intent: which, failure: null, values: null, savedAt: answer.data.draftSavedAt, sent: false } satisfies ReportActionData;
    }
    const { status, failure } = refusedForm(result, answer);
    return data({ intent: which, failure: { ...failure, intent: which }, values, savedAt: null, sent: false } satisfies ReportActionData, {
      status,
    });
  }
  const result = await gql(context, SendFollowUpReport, { code: token, input });
  const answer = result.data?.sendFollowUpReport;
  if (answer?.__typename === "MutationSendFollowUpReportSuccess") {
    return { intent: which, failure: null, values: null, savedAt: null, sent: true } satisfies ReportActionData;
  }
  const { status, failure } = refusedForm(result, answer);
  return data({ intent: which, failure: { ...failure, intent: which }, values, savedAt: null, sent: false } satisfies ReportActionData, {
    status,
  });
}
