import { Link } from "react-router";
import type { SurveyChildAge, SurveyClassSize } from "../../../common/surveys.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import type { SurveyCountNode } from "./documents.ts";

export type SurveyCountRow = SurveyCountNode & { when: string };

/**
 * The survey's answers per activity (rows) and per option (columns grouped by question): every option of
 * section 9 has its column, so a zero reads as a zero.
 */
export function SurveyCountsTable({ rows }: { rows: SurveyCountRow[] }) {
  const { t } = useTranslation();
  const to = useTo();
  const first = rows[0];
  if (!first) return <p className="empty">{t("surveys.staff.empty")}</p>;
  const th = "border-b-2 border-line px-3 py-2 text-left font-extrabold text-navy";
  const sub = "border-b-2 border-line px-3 py-1 text-right text-xs font-bold text-navy whitespace-nowrap";
  const td = "border-b border-line px-3 py-2 align-top";
  const num = `${td} text-right tabular-nums`;
  const yesNo = [t("surveys.form.yes"), t("surveys.form.no")];
  return (
    // Wide on a phone: the table scrolls sideways inside a focusable, named region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={t("surveys.staff.scrollLabel")} tabIndex={0}>
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption className="sr-only">{t("surveys.staff.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={th}>
              {t("surveys.staff.activity")}
            </th>
            <th scope="col" rowSpan={2} className={`${th} text-right`}>
              {t("surveys.staff.answers")}
            </th>
            <th scope="colgroup" colSpan={first.childAges.length} className={th}>
              {t("surveys.staff.childAges")}
            </th>
            <th scope="colgroup" colSpan={first.classSizes.length} className={th}>
              {t("surveys.staff.classSizes")}
            </th>
            <th scope="colgroup" colSpan={2} className={th}>
              {t("surveys.staff.usedWithChildren")}
            </th>
            <th scope="colgroup" colSpan={2} className={th}>
              {t("surveys.staff.wouldRecommend")}
            </th>
            <th scope="col" rowSpan={2} className={th}>
              {t("surveys.staff.last")}
            </th>
          </tr>
          <tr>
            {first.childAges.map(({ option }) => (
              <th key={option} scope="col" className={sub}>
                {t(`surveys.form.ages.${option as SurveyChildAge}`)}
              </th>
            ))}
            {first.classSizes.map(({ option }) => (
              <th key={option} scope="col" className={sub}>
                {t(`surveys.form.sizes.${option as SurveyClassSize}`)}
              </th>
            ))}
            {["used", "recommend"].flatMap((question) =>
              yesNo.map((label) => (
                <th key={`${question}-${label}`} scope="col" className={sub}>
                  {label}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.activity.id}>
              <th scope="row" className={`${td} text-left font-bold`}>
                <Link to={to("activity", { id: row.activity.slug })}>{row.activity.title}</Link>
              </th>
              <td className={num}>{row.answers}</td>
              {row.childAges.map(({ option, count }) => (
                <td key={option} className={num}>
                  {count}
                </td>
              ))}
              {row.classSizes.map(({ option, count }) => (
                <td key={option} className={num}>
                  {count}
                </td>
              ))}
              <td className={num}>{row.usedWithChildren.yes}</td>
              <td className={num}>{row.usedWithChildren.no}</td>
              <td className={num}>{row.wouldRecommend.yes}</td>
              <td className={num}>{row.wouldRecommend.no}</td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={row.lastAnsweredAt}>{row.when}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
