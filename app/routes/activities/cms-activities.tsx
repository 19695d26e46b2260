import { Link } from "react-router";
import { ACTIVITY_EDITOR_SORTS, type ActivityEditorSort } from "../../../common/activity-editor.ts";
import { CategoryChip } from "../../components/activities/Chips.tsx";
import { ActivitiesForEditorsQuery } from "../../components/activities/editor-documents.ts";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-activities";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-activities");

/**
 * The activities editor's list (issue 18): every activity of the catalogue, 25 a page, by title or by state (?sort=),
 * with its state and whether it has its English texts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  const sort: ActivityEditorSort = ACTIVITY_EDITOR_SORTS.find((value) => value === search.get("sort")) ?? "titleAsc";
  const { activitiesForEditors } = await query(context, ActivitiesForEditorsQuery, { page, sort });
  return { activities: activitiesForEditors, sort };
}

export default function CmsActivities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { activities, sort } = loaderData;
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
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.activity.title")}</h1>
      <p className="page-lead">{t("editing.activity.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-activities-new")} className="btn btn-primary">
          {t("editing.activity.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.activity.count", { count: activities.total })}</p>
      {activities.items.length === 0 ? (
        <p>{t("editing.activity.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                {sortable("title")}
                {sortable("state")}
                <th scope="col">{t("editing.activity.columns.category")}</th>
                <th scope="col">{t("editing.activity.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {activities.items.map((item) => {
                const translated =
                  [item.titleEn, item.summaryEn, item.descriptionEn].every((text) => text.trim()) && item.stepsEn.length > 0;
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={to("cms-activities-edit", { id: item.id })} className="font-bold underline">
                        {item.titleEs}
                      </Link>
                    </td>
                    <td>{t(`editing.state.${item.state}`)}</td>
                    <td>
                      <CategoryChip category={item.category} />
                    </td>
                    <td>{t(translated ? "editing.activity.translated" : "editing.activity.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={activities.page} pageCount={activities.pageCount} params={{ sort: sort === "titleAsc" ? "" : sort }} />
    </div>
  );
}
