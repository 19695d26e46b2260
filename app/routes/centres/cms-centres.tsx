import { CentresForEditorsQuery } from "../../components/centres/editor-documents.ts";
import { EditLink, EditorList, EditorTable } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { SearchBar, searchOf } from "../../components/editing/kit/SearchBar.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-centres";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-centres");

/** The reference centres' editor (issue 18): the reference centres, or any centre found by name or code (?q=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchOf(request);
  const { centresForEditors } = await query(context, CentresForEditorsQuery, { query: q || null, page: pageOf(request) });
  return { q, centres: centresForEditors };
}

type Centre = Route.ComponentProps["loaderData"]["centres"]["items"][number];

export default function CmsCentres({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, centres } = loaderData;
  const search = (
    <SearchBar
      q={q}
      label={t("centres.editor.search")}
      hint={t("centres.editor.referenceOnly")}
      button={t("centres.editor.searchButton")}
    />
  );
  return (
    <EditorList kind="centres.editor" filters={search} pager={{ page: centres.page, pageCount: centres.pageCount, params: { q } }}>
      <EditorTable<Centre>
        kind="centres.editor"
        items={centres.items}
        total={centres.total}
        count="status"
        columns={[
          {
            head: "centres.editor.columns.name",
            cell: (centre) => <EditLink route="cms-centre" id={centre.id} es={centre.name} />,
          },
          { head: "centres.editor.columns.code", cell: (centre) => centre.code, translate: "no" },
          { head: "centres.editor.columns.town", cell: (centre) => centre.town ?? "—" },
          { head: "centres.editor.columns.since", cell: (centre) => centre.referenceSince ?? t("centres.editor.none") },
          {
            head: "centres.editor.columns.map",
            cell: (centre) => t(centre.latitude === null ? "centres.editor.offMap" : "centres.editor.onMap"),
          },
        ]}
      />
    </EditorList>
  );
}
