import { CountAndCsv } from "../../components/staff/CountAndCsv.tsx";
import { data, Form } from "react-router";
import { REPORT_KINDS, REPORT_STATES, type ReportKind, type ReportState } from "../../../common/reports.ts";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { IssueFollowUpReport, StaffReports } from "../../components/reports/documents.ts";
import { IssueReportForm, type IssueValues } from "../../components/reports/IssueReportForm.tsx";
import { ReportsTable } from "../../components/reports/ReportsTable.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { failureOf } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-reports";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-reports");

const pick = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : null;

/** The filters are the address's (?kind=…&state=…); unknown values list everything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = pick<ReportKind>(REPORT_KINDS, params.get("kind"));
  const state = pick<ReportState>(REPORT_STATES, params.get("state"));
  const { followUpReports } = await query(context, StaffReports, { kind, state });
  // Times are written on the server, in Spain's time, so the browser's own ICU data never changes them.
  const when = dateFormat(page(context).lang === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: EVENT_TIME_ZONE,
  });
  const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : null);
  const reports = followUpReports.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    state: r.state,
    teacher: r.teacher,
    issued: when.format(new Date(r.issuedAt)),
    draftSaved: at(r.draftSavedAt),
    sent: at(r.sentAt),
  }));
  return { reports, kind, state };
}

type ActionResult = { done: { email: string; kind: ReportKind; code: string } | null; failure: FormFailure | null; values: IssueValues };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: IssueValues = { email: String(form.get("email") ?? "").slice(0, 320), kind: String(form.get("kind") ?? "") };
  const result = await gql(context, IssueFollowUpReport, { email: values.email, kind: pick<ReportKind>(REPORT_KINDS, values.kind) });
  const answer = result.data?.issueFollowUpReport;
  if (answer?.__typename === "MutationIssueFollowUpReportSuccess") {
    const done = { email: answer.data.teacher.email, kind: answer.data.kind, code: answer.data.code };
    return { done, failure: null, values: { email: "", kind: "" } } satisfies ActionResult;
  }
  return data({ done: null, failure: failureOf(answer), values } satisfies ActionResult, { status: result.data ? 400 : 500 });
}

/** The staff's follow-up reports: issue one to a teacher, follow each one's state, download the sent ones. */
export default function StaffReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { reports, kind, state } = loaderData;
  const done = actionData?.done;
  const csv = `${to("staff-reports-csv")}${kind ? `?kind=${kind}` : ""}`;
  return (
    <div className="page">
      <h1 className="page-title">{t("reports.staff.title")}</h1>
      <p className="page-lead">{t("reports.staff.lead")}</p>
      <section className="panel mb-6 max-w-2xl">
        <IssueReportForm
          key={done ? done.code : "issue"}
          values={actionData?.values ?? { email: "", kind: "" }}
          failure={actionData?.failure ?? null}
          done={done ? t("reports.staff.issued", { email: done.email, kind: t(`reports.kinds.${done.kind}`), code: done.code }) : null}
        />
      </section>
      <section className="panel" aria-labelledby="reports-list-title">
        <h2 id="reports-list-title">{t("reports.staff.title")}</h2>
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-4" aria-label={t("reports.staff.filters")}>
          <div className="field">
            <label className="field-label" htmlFor="filter-kind">
              {t("reports.staff.kind")}
            </label>
            <select id="filter-kind" name="kind" className="field-input" defaultValue={kind ?? ""}>
              <option value="">{t("reports.staff.allKinds")}</option>
              {REPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`reports.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="filter-state">
              {t("reports.staff.state")}
            </label>
            <select id="filter-state" name="state" className="field-input" defaultValue={state ?? ""}>
              <option value="">{t("reports.staff.allStates")}</option>
              {REPORT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`reports.states.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary">
            {t("reports.staff.filter")}
          </button>
        </Form>
        <CountAndCsv count={t("reports.staff.count", { count: reports.length })} csv={csv} csvLabel={t("reports.staff.csv")} />
        <ReportsTable reports={reports} />
      </section>
    </div>
  );
}
