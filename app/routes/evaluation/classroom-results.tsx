import { data, Link } from "react-router";
import { LEVEL_THRESHOLDS } from "../../../common/evaluation.ts";
import { ClassroomFacts } from "../../components/evaluation/ClassroomFacts.tsx";
import { ClassroomResultsQuery } from "../../components/evaluation/documents.ts";
import { GrowthChart } from "../../components/evaluation/GrowthChart.tsx";
import { KeyResults } from "../../components/evaluation/KeyResults.tsx";
import { compareStages } from "../../components/evaluation/results.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { fileDown, fileSpreadsheet } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/classroom-results";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "classroom-results");

/** One of the teacher's classrooms with its results by key and area (two statements on the server, whatever its size). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { classroomResults: results } = await query(context, ClassroomResultsQuery, { id: params.id });
  if (!results) throw data(null, { status: 404 });
  return { results, comparison: compareStages(results.keys) };
}

/**
 * Section 3's results of a classroom: each key's groups, pupils, right and wrong answers and level, overall and
 * by area; initial against final as a chart with its table; the class report (PDF) and the CSV to download.
 */
export default function ClassroomResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { results, comparison } = loaderData;
  const { classroom } = results;
  const anyAnswers = results.keys.some((key) => key.groups > 0);
  return (
    <div className="page flex flex-col gap-6">
      <div>
        <h1 className="page-title">{t("evaluation.results.title", { name: classroom.name })}</h1>
        <ClassroomFacts classroom={classroom} />
      </div>
      {results.keys.length > 0 && (
        <section aria-labelledby="results-downloads" className="flex flex-wrap items-center gap-3">
          <h2 id="results-downloads" className="sr-only">
            {t("evaluation.results.downloads")}
          </h2>
          {/* Files, not pages: the browser downloads them (no client-side navigation). */}
          <a className="btn btn-secondary btn-sm" href={to("classroom-report", { id: classroom.id })} download>
            <Icon d={fileDown} /> {t("evaluation.results.pdf")}
          </a>
          <a className="btn btn-secondary btn-sm" href={to("classroom-results-csv", { id: classroom.id })} download>
            <Icon d={fileSpreadsheet} /> {t("evaluation.results.csv")}
          </a>
        </section>
      )}
      {results.keys.length === 0 ? (
        <p className="empty">{t("evaluation.results.noKeys")}</p>
      ) : (
        results.keys.map((key) => <KeyResults key={key.key.id} results={key} />)
      )}
      {comparison && (
        <section className="panel flex flex-col gap-4" aria-labelledby="results-comparison">
          <h2 id="results-comparison" className="text-2xl">
            {t("evaluation.results.comparison")}
          </h2>
          <p>{t("evaluation.results.comparisonLead")}</p>
          <GrowthChart rows={comparison} />
        </section>
      )}
      {anyAnswers && (
        <p className="text-sm text-muted">
          {t("evaluation.results.levelsNote", {
            medium: Math.round(LEVEL_THRESHOLDS.medium * 100),
            high: Math.round(LEVEL_THRESHOLDS.high * 100),
          })}
        </p>
      )}
      <p className="form-links justify-start">
        <Link to={to("evaluation")}>{t("evaluation.results.back")}</Link>
      </p>
    </div>
  );
}
