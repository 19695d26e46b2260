import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { download } from "../icons/shapes.ts";
import { BoardUploader } from "./BoardUploader.tsx";
import type { BoardProgramOption } from "./documents.ts";

/**
 * An itinerary activity's program for the board (issue 17): uploaded from the page on a computer; on a phone-sized
 * screen only downloaded, as on the board screen.
 */
export function ActivityProgram({ program }: { program: BoardProgramOption }) {
  const { t } = useTranslation();
  const to = useTo();
  const boardsLink = `${to("boards")}?program=${encodeURIComponent(program.id)}`;
  return (
    <section aria-labelledby="board-program-title" className="panel flex flex-col gap-4">
      <h2 id="board-program-title" className="mb-0">
        {t("boards.activity.title")}
      </h2>
      <p>
        {t("boards.activity.text", { bytes: program.programBytes })}{" "}
        <Link to={boardsLink} className="font-extrabold underline">
          {t("boards.activity.open")}
        </Link>
      </p>
      <div className="hidden md:block">
        <BoardUploader programs={[program]} initialProgramId={program.id} framed={false} />
      </div>
      <div className="flex flex-col items-start gap-3 md:hidden">
        <p>{t("boards.small")}</p>
        <a href={to("board-program-file", { id: program.id })} download={program.fileName} className="btn btn-primary">
          <Icon d={download} />
          {t("boards.program.download")}
        </a>
      </div>
    </section>
  );
}
