import { useTranslation } from "../../i18n/index.ts";
import type { StaffReportNode } from "./documents.ts";

/** A report as the staff's table lists it, its times written by the loader (Spain's time, the page's language). */
export type ReportRow = Pick<StaffReportNode, "id" | "code" | "kind" | "state" | "teacher"> & {
  issued: string;
  draftSaved: string | null;
  sent: string | null;
};

/** Every report listed with its teacher, kind, state and times. */
export function ReportsTable({ reports }: { reports: ReportRow[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return <p className="empty">{t("reports.staff.empty")}</p>;
  const th = "border-b-2 border-line px-3 py-2 text-left font-extrabold text-navy";
  const td = "border-b border-line px-3 py-2 align-top";
  const never = <span className="text-muted">{t("reports.staff.never")}</span>;
  return (
    // Wide on a phone: the table scrolls sideways inside a focusable, named region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={t("reports.staff.scrollLabel")} tabIndex={0}>
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">{t("reports.staff.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t("reports.staff.teacher")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.kind")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.state")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.issuedAt")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.draftSavedAt")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.sentAt")}
            </th>
            <th scope="col" className={th}>
              {t("reports.staff.code")}
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row" className={`${td} text-left`}>
                {report.teacher.name && <span className="block font-bold">{report.teacher.name}</span>}
                <span className="block text-muted">{report.teacher.email}</span>
              </th>
              <td className={td}>{t(`reports.kinds.${report.kind}`)}</td>
              <td className={td}>{t(`reports.states.${report.state}`)}</td>
              <td className={`${td} whitespace-nowrap`}>{report.issued}</td>
              <td className={`${td} whitespace-nowrap`}>{report.draftSaved ?? never}</td>
              <td className={`${td} whitespace-nowrap`}>{report.sent ?? never}</td>
              <td className={`${td} font-mono whitespace-nowrap`}>{report.code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
