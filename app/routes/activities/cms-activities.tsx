import { Link } from "react-router";
import { ACTIVITY_EDITOR_SORTS, type ActivityEditorSort } from "../../../common/activity-editor.ts";
import { CategoryChip } from "../../components/activities/Chips.tsx";
import { ActivitiesForEditorsQuery } from "../../components/activities/editor-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-activities";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-activities");

/**
 * The activities editor's list (issue 18): every activity of the catalogue, 25 a page, by title or by state (?sort=),
 * with its state and whether it has its English texts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const sort: ActivityEditorSort = ACTIVITY_EDITOR_SORTS.find((value) => value === search.get("sort")) ?? "titleAsc";
  const { activitiesForEditors } = await query(context, ActivitiesForEditorsQuery, { page: pageOf(request), sort });
  return { activities: activitiesForEditors, sort };
}

export default function CmsActivities({ loaderData: { activities, sort } }: Route.ComponentProps) {
  const { t } = useTranslation();
  /** A sortable column's header: a link to its other order, and which order the list is in now. */
  const sortable = (column: "title" | "state") => {
    const current = sort.startsWith(column) ? (sort.endsWith("Asc") ? "asc" : "desc") : null;
    const next: ActivityEditorSort = `${column}${current === "asc" ? "Desc" : "Asc"}`;
    const label = t(`editing.activity.columns.${column}`);
    return (
      <th scope="col" aria-sort={current === "asc" ? "ascending" : current === "desc" ? "descending" : undefined}>
        <Link to={`?sort=${next}`} className="underline" aria-label={t("editing.activity.sortBy", { column: label })}>
          {label}
          {current && <span className="sr-only"> ({t(`editing.activity.sorted.${current}`)})</span>}
          {current && <span aria-hidden="true">{current === "asc" ? " ↑" : " ↓"}</span>}
        </Link>
      </th>
    );
  };
  return (
    <EditorList kind="activity" create="cms-activities-new" pager={{ ...activities, params: { sort: sort === "titleAsc" ? "" : sort } }}>
      <EditorTable
        kind="activity"
        items={activities.items}
        total={activities.total}
        columns={[
          { head: sortable("title"), cell: (item) => <EditLink route="cms-activities-edit" id={item.id} es={item.titleEs} /> },
          { head: sortable("state"), cell: (item) => t(`editing.state.${item.state}`) },
          { head: "editing.activity.columns.category", cell: (item) => <CategoryChip category={item.category} /> },
          {
            head: "editing.activity.columns.translation",
            cell: (item) => (
              <Translation kind="activity" done={translated(item.titleEn, item.summaryEn, item.descriptionEn) && item.stepsEn.length > 0} />
            ),
          },
        ]}
      />
    </EditorList>
  );
}
