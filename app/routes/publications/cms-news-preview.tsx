import { data } from "react-router";
import { EditableNewsQuery } from "../../components/editing/documents.ts";
import { PreviewPage } from "../../components/editing/kit/PreviewBanner.tsx";
import { picker } from "../../components/editing/kit/editor.server.ts";
import { when } from "../../components/people/when.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { newsCard } from "../../components/publications/dates.ts";
import { NewsArticle } from "../../components/publications/NewsArticle.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-news-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-news-preview", args.loaderData ? { title: args.loaderData.item.title } : undefined);

/**
 * A news item as the public will see it (issue 18), in the page's language (English texts left empty show the
 * Spanish ones, as on the public page), whatever its state, under a banner that says which state it is in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableNews: news } = await query(context, EditableNewsQuery, { id: params.id });
  if (!news) throw data(null, { status: 404 });
  const pick = picker(context);
  const node = {
    slug: news.slug,
    title: pick(news.titleEs, news.titleEn),
    summary: pick(news.summaryEs, news.summaryEn),
    image: news.image,
    publishedAt: news.publishedAt,
    published: true,
  };
  const item = { ...newsCard(node, page(context).lang), blocks: parseBody(pick(news.bodyEs, news.bodyEn)) };
  return { id: news.id, state: news.state, publishedAt: news.publishedAt, item };
}

export default function CmsNewsPreview({ loaderData: { id, state, publishedAt, item } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  return (
    <PreviewPage
      id={id}
      edit="cms-news-edit"
      preview="cms-news-preview"
      banner={t("editing.previewBanner")}
      state={<p>{t(`editing.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>}
    >
      <NewsArticle item={item} />
    </PreviewPage>
  );
}
