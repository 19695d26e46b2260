import { Link } from "react-router";
import { madridLocalValue } from "../../../common/event-dates.ts";
import { ChallengeEditionsForEditorsQuery } from "../../components/challenges/edition-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-challenges";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-challenges");

const KINDS = ["teacher", "europe"] as const;

/** The super-challenges' editions editor's list (issue 18, decision 042): each kind's editions with their stage at the product's clock. */
export async function loader({ context }: Route.LoaderArgs) {
  const { challengeEditionsForEditors } = await query(context, ChallengeEditionsForEditorsQuery, {});
  return { editions: challengeEditionsForEditors };
}

export default function CmsChallenges({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { editions } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.challenge.title")}</h1>
      <p className="page-lead">{t("editing.challenge.lead")}</p>
      {KINDS.map((kind) => {
        const rows = editions.filter((edition) => edition.kind === kind);
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`} className="mb-8">
            <h2 id={`kind-${kind}`} className="mb-2 text-xl font-extrabold text-navy">
              {t(`editing.challenge.kinds.${kind}`)}
            </h2>
            {rows.length === 0 ? (
              <p>{t("editing.challenge.empty")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="data-table w-full">
                  <thead>
                    <tr>
                      <th scope="col">{t("editing.challenge.columns.edition")}</th>
                      <th scope="col">{t("editing.challenge.columns.stage")}</th>
                      <th scope="col">{t("editing.challenge.columns.opensAt")}</th>
                      <th scope="col">{t("editing.challenge.columns.deadline")}</th>
                      <th scope="col">{t("editing.challenge.columns.limits")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((edition) => (
                      <tr key={edition.id}>
                        <td>
                          <Link to={to("cms-challenge-edition", { id: edition.id })} className="font-bold underline">
                            {edition.edition}
                          </Link>
                        </td>
                        <td>{t(`editing.challenge.stages.${edition.stage as "open"}`)}</td>
                        <td className="whitespace-nowrap">{madridLocalValue(new Date(edition.opensAt)).replace("T", " ")}</td>
                        <td className="whitespace-nowrap">{edition.deadline}</td>
                        <td>
                          {kind === "teacher"
                            ? t("editing.challenge.limitsSummary.teacher", { winners: edition.winners ?? 0, places: edition.places ?? 0 })
                            : t("editing.challenge.limitsSummary.europe", {
                                videoMaxSeconds: edition.videoMaxSeconds ?? 0,
                                prizeEuros: edition.prizeEuros ?? 0,
                                finalists: edition.finalists ?? 0,
                              })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p className="mt-3">
              <Link to={`${to("cms-challenge-edition-new")}?kind=${kind}`} className="btn btn-secondary">
                {t("editing.challenge.create")}
              </Link>
            </p>
          </section>
        );
      })}
    </div>
  );
}
