import { ProgramsForEditorsQuery } from "../../components/editing/program-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-programs";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-programs");

/** The programmes' pages editor's list (issue 18): every programme in its public order, whether its page is published and translated. */
export async function loader({ context }: Route.LoaderArgs) {
  const { programsForEditors } = await query(context, ProgramsForEditorsQuery, {});
  return { programs: programsForEditors };
}

export default function CmsPrograms({ loaderData: { programs } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <EditorList kind="program">
      <EditorTable
        kind="program"
        items={programs}
        columns={[
          {
            head: "editing.program.columns.name",
            cell: (item) => <EditLink route="cms-programs-edit" id={item.id} es={item.nameEs} en={item.nameEn} />,
          },
          { head: "editing.program.columns.code", translate: "no", cell: (item) => item.code },
          { head: "editing.program.columns.position", cell: (item) => item.position },
          {
            head: "editing.program.columns.state",
            cell: (item) => t(item.public ? "editing.program.state.published" : "editing.program.state.draft"),
          },
          {
            head: "editing.program.columns.translation",
            cell: (item) => <Translation kind="program" done={translated(item.nameEn, item.summaryEn, item.bodyEn)} />,
          },
        ]}
      />
    </EditorList>
  );
}
