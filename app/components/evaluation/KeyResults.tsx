import type { CompetenceLevel } from "../../../common/evaluation.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { KeyResultsNode } from "./documents.ts";
import { percent, shareOf } from "./results.ts";

const th = "border-b-2 border-line px-3 py-2 text-left";
const td = "border-b border-line px-3 py-2 text-right tabular-nums";

/** A level in words ("Sin respuestas" before any answer). */
function Level({ level }: { level: CompetenceLevel | null }) {
  const { t } = useTranslation();
  return <>{t(`evaluation.levels.${level ?? "none"}`)}</>;
}

/**
 * One key's results (section 3): its state and code, groups, pupils, right and wrong answers, share and level,
 * then the same per area in a table with the total; before any group has played it says so.
 */
export function KeyResults({ results }: { results: KeyResultsNode }) {
  const { t, i18n } = useTranslation();
  const { key } = results;
  const stage = t(`evaluation.stages.${key.stage}`);
  const noData = t("evaluation.results.noData");
  const id = `results-${key.stage}`;
  const facts: [string, React.ReactNode][] = [
    [t("evaluation.results.groups"), results.groups],
    [t("evaluation.results.finishedGroups"), results.finishedGroups],
    [t("evaluation.results.pupils"), results.pupils],
    [t("evaluation.results.correct"), results.correct],
    [t("evaluation.results.incorrect"), results.incorrect],
    [t("evaluation.results.share"), percent(shareOf(results), noData)],
    [t("evaluation.results.level"), <Level key="level" level={results.level} />],
  ];
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-2xl">
        {stage}
      </h2>
      <p>
        <span className={`chip ${key.open ? "bg-mint-soft" : "bg-coral-soft"}`}>
          {t(key.open ? "evaluation.list.state.open" : "evaluation.list.state.closed")}
        </span>{" "}
        {t("evaluation.list.code")}: <strong className="font-mono tracking-widest">{key.code}</strong> ·{" "}
        {t(`evaluation.languages.${key.lang}`)}
      </p>
      {results.groups === 0 ? (
        <p className="empty">{t("evaluation.results.noGroups")}</p>
      ) : (
        <>
          <dl className="data-list">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="text-xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left font-bold text-navy">
              {t("evaluation.results.areasCaption", { stage: stage.toLocaleLowerCase(i18n.language) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("evaluation.results.area")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("evaluation.results.correct")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("evaluation.results.incorrect")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("evaluation.results.share")}
                </th>
                <th scope="col" className={th}>
                  {t("evaluation.results.level")}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.areas.map((area) => (
                <tr key={area.area}>
                  <th scope="row" className="border-b border-line px-3 py-2 text-left font-semibold">
                    {t(`evaluation.areas.${area.area}`)}
                  </th>
                  <td className={td}>{area.correct}</td>
                  <td className={td}>{area.incorrect}</td>
                  <td className={td}>{percent(shareOf(area), noData)}</td>
                  <td className="border-b border-line px-3 py-2">
                    <Level level={area.level} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold">
                <th scope="row" className="px-3 py-2 text-left">
                  {t("evaluation.results.overall")}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{results.correct}</td>
                <td className="px-3 py-2 text-right tabular-nums">{results.incorrect}</td>
                <td className="px-3 py-2 text-right tabular-nums">{percent(shareOf(results), noData)}</td>
                <td className="px-3 py-2">
                  <Level level={results.level} />
                </td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
