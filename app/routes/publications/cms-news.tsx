import { NewsForEditorsQuery } from "../../components/editing/documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { when } from "../../components/people/when.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-news";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-news");

/** The news editor's list (issue 18): every item, newest first, with its state and whether it has its English texts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { newsForEditors } = await query(context, NewsForEditorsQuery, { page: pageOf(request) });
  return { news: newsForEditors };
}

export default function CmsNews({ loaderData: { news } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  return (
    <EditorList kind="news" staffLink="canOpen" create="cms-news-new" pager={news}>
      <EditorTable
        kind="news"
        items={news.items}
        total={news.total}
        columns={[
          {
            head: "editing.news.columns.title",
            cell: (item) => <EditLink route="cms-news-edit" id={item.id} es={item.titleEs} en={item.titleEn} />,
          },
          { head: "editing.news.columns.state", cell: (item) => t(`editing.state.${item.state}`) },
          {
            head: "editing.news.columns.date",
            className: "whitespace-nowrap",
            cell: (item) => when(item.publishedAt, lang, item.state === "scheduled"),
          },
          {
            head: "editing.news.columns.translation",
            cell: (item) => <Translation kind="news" done={translated(item.titleEn, item.summaryEn, item.bodyEn)} />,
          },
        ]}
      />
    </EditorList>
  );
}
