import { REPORT_KINDS, type ReportKind } from "../../../common/reports.ts";
import { StaffReports } from "../../components/reports/documents.ts";
import { reportsCsv } from "../../components/reports/report-csv.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/staff-reports-csv";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/** Up to how many sent reports one file holds (the API's own bound). */
const CSV_LIMIT = 20_000;

/**
 * The sent follow-up reports as a CSV file (a resource route: no page), of one kind with `?kind=`, for the
 * foundation's staff (the route table; the API refuses anyone else too). A refusal is answered here as text: a
 * resource route never renders the root's 403 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const asked = new URL(request.url).searchParams.get("kind");
  const kind = (REPORT_KINDS as readonly string[]).includes(asked ?? "") ? (asked as ReportKind) : null;
  const result = await gql(context, StaffReports, { kind, state: "sent", limit: CSV_LIMIT });
  if (!result.data) return fileFailure(info.lang, 500, "serverError");
  const texts = catalogue(info.lang).reports;
  const csv = reportsCsv(result.data.followUpReports, {
    kind: (k) => texts.kinds[k as ReportKind] ?? k,
    age: (age) => texts.ages[age as keyof typeof texts.ages] ?? age,
    subject: (k, id) => (texts.subjects[k as ReportKind] as Record<string, string> | undefined)?.[id] ?? id,
    yesNo: (value) => (value ? texts.fields.yes : texts.fields.no),
  });
  const filename = `informes-seguimiento${kind ? `-${kind}` : ""}.csv`;
  // Teachers' answers: never in a shared cache.
  return privateDownload(csv, "text/csv; charset=utf-8", filename);
}
