import { SurveyCountsQuery } from "../../components/surveys/documents.ts";
import { SurveyCountsTable } from "../../components/surveys/SurveyCountsTable.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-surveys";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-surveys");

/** The foundation's staff (route table: staff); the API asks the same of the caller. */
export async function loader({ context }: Route.LoaderArgs) {
  const { surveyCounts } = await query(context, SurveyCountsQuery);
  return { counts: surveyCounts };
}

/** The open-activity survey's answers counted per activity and option, the most recently answered first. */
export default function StaffSurveys({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const format = dateFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });
  const rows = loaderData.counts.map((row) => ({ ...row, when: format.format(new Date(row.lastAnsweredAt)) }));
  return (
    <div className="page">
      <h1 className="page-title">{t("surveys.staff.title")}</h1>
      <p className="page-lead">{t("surveys.staff.lead")}</p>
      {rows.length > 0 && <p className="mb-4 font-bold text-navy">{t("surveys.staff.count", { count: rows.length })}</p>}
      <SurveyCountsTable rows={rows} />
    </div>
  );
}
