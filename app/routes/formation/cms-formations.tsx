import { FormationsForEditorsQuery } from "../../components/formation/editor-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-formations";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-formations");

/** The formations' editor's list (issue 18): every formation, its code, whether it is published and translated. */
export async function loader({ context }: Route.LoaderArgs) {
  const { formationsForEditors } = await query(context, FormationsForEditorsQuery, {});
  return { formations: formationsForEditors };
}

export default function CmsFormations({ loaderData: { formations } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <EditorList kind="formations" create="cms-formations-new">
      <EditorTable
        kind="formations"
        items={formations}
        columns={[
          {
            head: "editing.formations.columns.title",
            cell: (item) => <EditLink route="cms-formations-edit" id={item.id} es={item.titleEs} en={item.titleEn} />,
          },
          {
            head: "editing.formations.columns.code",
            translate: "no",
            className: "whitespace-nowrap font-mono",
            cell: (item) => item.accessCode,
          },
          {
            head: "editing.formations.columns.state",
            cell: (item) => t(item.published ? "editing.formations.state.published" : "editing.formations.state.draft"),
          },
          {
            head: "editing.formations.columns.translation",
            cell: (item) => <Translation kind="news" done={translated(item.titleEn, item.introEn)} />,
          },
        ]}
      />
    </EditorList>
  );
}
