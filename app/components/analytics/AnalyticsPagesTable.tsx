import { numberFormat } from "../../lib/intl.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { AnalyticsDashboardNode } from "./documents.ts";

const th = "border-b-2 border-line px-3 py-2 text-left font-extrabold text-navy";
const td = "border-b border-line px-3 py-2";
const num = `${td} text-right tabular-nums`;

/** The period's most viewed pages, their views split by label (secret parts of a path show as the parameter's name). */
export function AnalyticsPagesTable({ pages, locale }: { pages: AnalyticsDashboardNode["topPages"]; locale: string }) {
  const { t } = useTranslation();
  if (pages.length === 0) return <p className="empty">{t("analytics.staff.noPages")}</p>;
  const number = numberFormat(locale, {});
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("analytics.staff.pagesCaption")}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {t("analytics.staff.page")}
          </th>
          <th scope="col" className={th}>
            {t("analytics.staff.screen")}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t("analytics.staff.labels.premium")}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t("analytics.staff.labels.open")}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t("analytics.staff.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.path}>
            <th scope="row" className={`${td} text-left font-bold break-all`}>
              {page.path}
            </th>
            <td className={td}>{page.route}</td>
            <td className={num}>{number.format(page.premium)}</td>
            <td className={num}>{number.format(page.open)}</td>
            <td className={num}>{number.format(page.premium + page.open)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
