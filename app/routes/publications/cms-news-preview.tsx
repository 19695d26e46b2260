import { data, Link } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { EditableNewsQuery } from "../../components/editing/documents.ts";
import { when } from "../../components/people/when.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { newsCard } from "../../components/publications/dates.ts";
import { NewsArticle } from "../../components/publications/NewsArticle.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
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
  const { lang } = page(context);
  const pick = (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
  const body = pick(news.bodyEs, news.bodyEn);
  const node = {
    slug: news.slug,
    title: pick(news.titleEs, news.titleEn),
    summary: pick(news.summaryEs, news.summaryEn),
    image: news.image,
    publishedAt: news.publishedAt,
    published: true,
  };
  return { id: news.id, state: news.state, publishedAt: news.publishedAt, item: { ...newsCard(node, lang), blocks: parseBody(body) } };
}

export default function CmsNewsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { id, state, publishedAt, item } = loaderData;
  const other = lang === "es" ? "en" : "es";
  return (
    <div className="page">
      <aside aria-label={t("editing.preview")} className="panel mb-8 flex flex-col gap-2 border-teal">
        <p className="font-extrabold text-navy">{t("editing.previewBanner")}</p>
        <p>{t(`editing.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>
        <p className="flex flex-wrap gap-4">
          <Link to={to("cms-news-edit", { id })} className="font-bold underline">
            {t("editing.backToEditor")}
          </Link>
          <a href={pathFor("cms-news-preview", other, { id })} hrefLang={other} className="underline">
            {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
          </a>
        </p>
      </aside>
      <NewsArticle item={item} />
    </div>
  );
}
