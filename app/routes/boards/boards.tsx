import { Link } from "react-router";
import { AGE_PATH } from "../../../common/in-class.ts";
import { BoardUploader } from "../../components/boards/BoardUploader.tsx";
import { BoardProgramsQuery } from "../../components/boards/documents.ts";
import { DesktopOnly } from "../../components/DesktopOnly.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { download } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/boards";

/**
 * Programming a board (issue 17): an activity's program (?program=id, from the activity's page) or the teacher's own
 * .hex, uploaded over Web Serial, with the boards and drivers help. On a phone-sized screen: the screen-too-small page,
 * with the program still downloadable.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "boards");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { boardPrograms } = await query(context, BoardProgramsQuery);
  const asked = new URL(request.url).searchParams.get("program");
  const selected = boardPrograms.find((program) => program.id === asked) ?? null;
  return { programs: boardPrograms, selectedId: selected?.id ?? null };
}

export default function Boards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { programs, selectedId } = loaderData;
  const selected = programs.find((program) => program.id === selectedId) ?? null;
  const small = selected ? (
    <div className="flex flex-col items-center gap-3">
      <p>{t("boards.small")}</p>
      <a href={to("board-program-file", { id: selected.id })} download={selected.fileName} className="btn btn-primary">
        <Icon d={download} />
        {t("boards.program.download")}
      </a>
    </div>
  ) : (
    <p>{t("boards.small")}</p>
  );
  return (
    <DesktopOnly small={small}>
      <div className="page">
        <h1 className="page-title">{t("boards.title")}</h1>
        <p className="page-lead">{t("boards.lead")}</p>
        <BoardUploader programs={programs} initialProgramId={selectedId} allowOwnFile />
        {selected && (
          <p className="mt-6">
            <Link
              to={to("itinerary-activity", {
                itineraryAge: AGE_PATH[selected.activity.age],
                itineraryId: selected.activity.itineraryUrlId,
                activityId: selected.activity.urlId,
              })}
            >
              {t("boards.program.activity", { name: selected.activity.name })}
            </Link>
          </p>
        )}
      </div>
    </DesktopOnly>
  );
}
