import { Link } from "react-router";
import { CHALLENGE_KINDS, CHALLENGE_LIMITS } from "../../../common/challenges.ts";
import { madridLocalValue } from "../../../common/event-dates.ts";
import { type Column, EditLink, EditorList, EditorTable } from "../../components/editing/kit/EditorList.tsx";
import { ChallengeEditionsForEditorsQuery } from "../../components/challenges/edition-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-challenges";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-challenges");

/** The super-challenges' editions editor's list (issue 18, decision 042): each kind's editions with their stage at the product's clock. */
export async function loader({ context }: Route.LoaderArgs) {
  const { challengeEditionsForEditors } = await query(context, ChallengeEditionsForEditorsQuery, {});
  return { editions: challengeEditionsForEditors };
}

type Edition = Route.ComponentProps["loaderData"]["editions"][number];

export default function CmsChallenges({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { editions } = loaderData;
  const columns: Column<Edition>[] = [
    {
      head: "editing.challenge.columns.edition",
      cell: (edition) => <EditLink route="cms-challenge-edition" id={edition.id} es={String(edition.edition)} />,
    },
    { head: "editing.challenge.columns.stage", cell: (edition) => t(`editing.challenge.stages.${edition.stage as "open"}`) },
    {
      head: "editing.challenge.columns.opensAt",
      cell: (edition) => madridLocalValue(new Date(edition.opensAt)).replace("T", " "),
      className: "whitespace-nowrap",
    },
    { head: "editing.challenge.columns.deadline", cell: (edition) => edition.deadline, className: "whitespace-nowrap" },
    {
      head: "editing.challenge.columns.limits",
      cell: (edition) => {
        const limits = CHALLENGE_LIMITS[edition.kind].map((name) => [name, edition[name] ?? 0]);
        return t(`editing.challenge.limitsSummary.${edition.kind}`, Object.fromEntries(limits));
      },
    },
  ];
  return (
    <EditorList kind="challenge">
      {CHALLENGE_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="mb-8">
          <h2 id={`kind-${kind}`} className="mb-2 text-xl font-extrabold text-navy">
            {t(`editing.challenge.kinds.${kind}`)}
          </h2>
          <EditorTable kind="challenge" count={false} items={editions.filter((edition) => edition.kind === kind)} columns={columns} />
          <p className="mt-3">
            <Link to={`${to("cms-challenge-edition-new")}?kind=${kind}`} className="btn btn-secondary">
              {t("editing.challenge.create")}
            </Link>
          </p>
        </section>
      ))}
    </EditorList>
  );
}
