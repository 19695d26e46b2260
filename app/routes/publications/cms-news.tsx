import { canOpen } from "../../../common/access.ts";
import { Link } from "react-router";
import { NewsForEditorsQuery } from "../../components/editing/documents.ts";
import { when } from "../../components/people/when.ts";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useMe, useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-news";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-news");

/** The news editor's list (issue 18): every item, newest first, with its state and whether it has its English texts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const { newsForEditors } = await query(context, NewsForEditorsQuery, { page });
  return { news: newsForEditors };
}

export default function CmsNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const lang = useRootData()?.lang ?? "es";
  const { news } = loaderData;
  return (
    <div className="page">
      {canOpen(me, "cms") && (
        <p className="mb-2">
          <Link to={to("cms")}>{t("staff.title")}</Link>
        </p>
      )}
      <h1 className="page-title">{t("editing.news.title")}</h1>
      <p className="page-lead">{t("editing.news.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-news-new")} className="btn btn-primary">
          {t("editing.news.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.news.count", { count: news.total })}</p>
      {news.items.length === 0 ? (
        <p>{t("editing.news.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.news.columns.title")}</th>
                <th scope="col">{t("editing.news.columns.state")}</th>
                <th scope="col">{t("editing.news.columns.date")}</th>
                <th scope="col">{t("editing.news.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {news.items.map((item) => {
                const translated = [item.titleEn, item.summaryEn, item.bodyEn].every((text) => text.trim());
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={to("cms-news-edit", { id: item.id })} className="font-bold underline">
                        {lang === "en" && item.titleEn ? item.titleEn : item.titleEs}
                      </Link>
                    </td>
                    <td>{t(`editing.state.${item.state}`)}</td>
                    <td className="whitespace-nowrap">{when(item.publishedAt, lang, item.state === "scheduled")}</td>
                    <td>{t(translated ? "editing.news.translated" : "editing.news.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={news.page} pageCount={news.pageCount} params={{}} />
    </div>
  );
}
