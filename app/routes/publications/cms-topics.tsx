import { Link } from "react-router";
import { TopicsForEditorsQuery } from "../../components/editing/topic-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-topics";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-topics");

/** The in-depth topics' editor's list (issue 18): every topic in its public order, its state and whether it has its English texts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { topicsForEditors } = await query(context, TopicsForEditorsQuery, {});
  return { topics: topicsForEditors };
}

export default function CmsTopics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { topics } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.topic.title")}</h1>
      <p className="page-lead">{t("editing.topic.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-topics-new")} className="btn btn-primary">
          {t("editing.topic.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.topic.count", { count: topics.length })}</p>
      {topics.length === 0 ? (
        <p>{t("editing.topic.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.topic.columns.title")}</th>
                <th scope="col">{t("editing.topic.columns.category")}</th>
                <th scope="col">{t("editing.topic.columns.position")}</th>
                <th scope="col">{t("editing.topic.columns.state")}</th>
                <th scope="col">{t("editing.topic.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {topics.map((topic) => {
                const translated = [topic.titleEn, topic.summaryEn, topic.bodyEn].every((text) => text.trim());
                return (
                  <tr key={topic.id}>
                    <td>
                      <Link to={to("cms-topics-edit", { id: topic.id })} className="font-bold underline">
                        {lang === "en" && topic.titleEn ? topic.titleEn : topic.titleEs}
                      </Link>
                    </td>
                    <td>{topic.category ? t(`activities.categories.${topic.category}` as never) : t("editing.topic.noCategory")}</td>
                    <td>{topic.position}</td>
                    <td>{t(topic.published ? "editing.topic.state.published" : "editing.topic.state.draft")}</td>
                    <td>{t(translated ? "editing.topic.translated" : "editing.topic.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
