import { Link } from "react-router";
import { FormationsForEditorsQuery } from "../../components/formation/editor-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-formations";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-formations");

/** The formations' editor's list (issue 18): every formation, its code, whether it is published and translated. */
export async function loader({ context }: Route.LoaderArgs) {
  const { formationsForEditors } = await query(context, FormationsForEditorsQuery, {});
  return { formations: formationsForEditors };
}

export default function CmsFormations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { formations } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.formations.title")}</h1>
      <p className="page-lead">{t("editing.formations.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-formations-new")} className="btn btn-primary">
          {t("editing.formations.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.formations.count", { count: formations.length })}</p>
      {formations.length === 0 ? (
        <p>{t("editing.formations.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.formations.columns.title")}</th>
                <th scope="col">{t("editing.formations.columns.code")}</th>
                <th scope="col">{t("editing.formations.columns.state")}</th>
                <th scope="col">{t("editing.formations.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {formations.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={to("cms-formations-edit", { id: item.id })} className="font-bold underline">
                      {lang === "en" && item.titleEn ? item.titleEn : item.titleEs}
                    </Link>
                  </td>
                  <td translate="no" className="whitespace-nowrap font-mono">
                    {item.accessCode}
                  </td>
                  <td>{t(item.published ? "editing.formations.state.published" : "editing.formations.state.draft")}</td>
                  <td>
                    {t([item.titleEn, item.introEn].every((text) => text.trim()) ? "editing.news.translated" : "editing.news.untranslated")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
