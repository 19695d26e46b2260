import { AnalyticsDashboardQuery } from "../../components/analytics/documents.ts";
import { AnalyticsPagesTable } from "../../components/analytics/AnalyticsPagesTable.tsx";
import { AnalyticsWeeksTable } from "../../components/analytics/AnalyticsWeeksTable.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-analytics";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-analytics");

/** The foundation's staff (route table: staff); the API asks the same of the caller. */
export async function loader({ context }: Route.LoaderArgs) {
  const { analyticsDashboard } = await query(context, AnalyticsDashboardQuery);
  return { dashboard: analyticsDashboard };
}

/** First-party analytics by Madrid week and label, and the most viewed pages (decision 035). */
export default function StaffAnalytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const { dashboard } = loaderData;
  // A week's Monday is a calendar day: formatted as such, whatever the reader's time zone.
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const madrid = dateFormat(locale, { dateStyle: "medium", timeZone: "Europe/Madrid" });
  const weeks = dashboard.weeks.map((week) => ({ ...week, when: day.format(new Date(`${week.weekStart}T12:00:00Z`)) }));
  // The period's last day: the instant before the current week's end.
  const lastDay = madrid.format(new Date(new Date(dashboard.to).getTime() - 1));
  return (
    <div className="page">
      <h1 className="page-title">{t("analytics.staff.title")}</h1>
      <p className="page-lead">{t("analytics.staff.lead")}</p>
      <p className="mb-4 font-bold text-navy">
        {t("analytics.staff.period", { from: madrid.format(new Date(dashboard.from)), to: lastDay })}
      </p>
      <h2 className="mb-3 text-xl">{t("analytics.staff.weeksTitle")}</h2>
      <AnalyticsWeeksTable weeks={weeks} locale={locale} />
      <p className="field-hint mt-2 mb-8">{t("analytics.staff.presenceHint")}</p>
      <h2 className="mb-3 text-xl">{t("analytics.staff.pagesTitle")}</h2>
      <AnalyticsPagesTable pages={dashboard.topPages} locale={locale} />
    </div>
  );
}
