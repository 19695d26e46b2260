import { numberFormat } from "../../lib/intl.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { AnalyticsDashboardNode } from "./documents.ts";

// Here, not from common/analytics.ts: that module travels with the browser's sender (components/Analytics.tsx),
// which the root loads on its own; a chunk shared with this screen would be one more file for it to name.
const LABELS = ["premium", "open"] as const;

export type AnalyticsWeekRow = AnalyticsDashboardNode["weeks"][number] & { when: string };

const th = "border-b-2 border-line px-3 py-2 text-left font-extrabold text-navy";
const sub = "border-b-2 border-line px-3 py-1 text-right text-xs font-bold text-navy whitespace-nowrap";
const td = "border-b border-line px-3 py-2 text-right tabular-nums";

/**
 * Per week (the current one first), a row for each label: sessions, visits, page views and the pages that reached
 * each presence mark. The week heads its two rows (a row group), so a screen reader names week and label per cell.
 */
export function AnalyticsWeeksTable({ weeks, locale }: { weeks: AnalyticsWeekRow[]; locale: string }) {
  const { t } = useTranslation();
  const number = numberFormat(locale, {});
  // The marks (1, 10, 30, 50 s) as the API lists them, every week alike.
  const marks = weeks[0]?.premium.presence.map((p) => p.seconds) ?? [];
  return (
    // Wide on a phone: the table scrolls sideways inside a focusable, named region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={t("analytics.staff.scrollLabel")} tabIndex={0}>
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{t("analytics.staff.weeksCaption")}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={th}>
              {t("analytics.staff.week")}
            </th>
            <th scope="col" rowSpan={2} className={th}>
              {t("analytics.staff.label")}
            </th>
            <th scope="col" rowSpan={2} className={`${th} text-right`}>
              {t("analytics.staff.sessions")}
            </th>
            <th scope="col" rowSpan={2} className={`${th} text-right`}>
              {t("analytics.staff.visits")}
            </th>
            <th scope="col" rowSpan={2} className={`${th} text-right`}>
              {t("analytics.staff.pageViews")}
            </th>
            <th scope="colgroup" colSpan={marks.length} className={th}>
              {t("analytics.staff.presence")}
            </th>
          </tr>
          <tr>
            {marks.map((seconds) => (
              <th key={seconds} scope="col" className={sub}>
                {t("analytics.staff.presenceAt", { seconds })}
              </th>
            ))}
          </tr>
        </thead>
        {weeks.map((week) => (
          <tbody key={week.weekStart}>
            {LABELS.map((label, i) => {
              const counts = week[label];
              return (
                <tr key={label}>
                  {i === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={LABELS.length}
                      className="border-b border-line px-3 py-2 text-left align-top font-bold whitespace-nowrap"
                    >
                      <time dateTime={week.weekStart}>{t("analytics.staff.weekOf", { date: week.when })}</time>
                    </th>
                  )}
                  <th scope="row" className="border-b border-line px-3 py-2 text-left font-bold">
                    {t(`analytics.staff.labels.${label}`)}
                  </th>
                  <td className={td}>{number.format(counts.sessions)}</td>
                  <td className={td}>{number.format(counts.visits)}</td>
                  <td className={td}>{number.format(counts.pageViews)}</td>
                  {counts.presence.map(({ seconds, count }) => (
                    <td key={seconds} className={td}>
                      {number.format(count)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </section>
  );
}
