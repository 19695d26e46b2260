import { Icon } from "../components/icons/Icon.tsx";
import { arrowLeft } from "../components/icons/shapes.ts";
import { useTranslation } from "../i18n/index.ts";
import { data, Link } from "react-router";
import { Body, parseBody } from "../components/publications/Body.tsx";
import { CoverImage, NewsCard, UnpublishedBadge } from "../components/publications/Cards.tsx";
import { newsCard } from "../components/publications/dates.ts";
import { NewsFields } from "../components/publications/documents.ts";
import { errorMeta, PublicationError } from "../components/publications/errors.tsx";
import { pageMeta } from "../lib/meta.ts";
import { graphql } from "../lib/graphql.ts";
import { page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/news-item";

const NewsItemQuery = graphql(
  `query NewsItem($slug: String!) {
    newsItem(slug: $slug) { ...NewsFields body }
    moreNews(exceptSlug: $slug) { ...NewsFields }
  }`,
  [NewsFields],
);

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args) : pageMeta(args, "news-item", args.loaderData ? { title: args.loaderData.item.title, description: args.loaderData.item.summary } : undefined);
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { newsItem, moreNews } = await query(context, NewsItemQuery, { slug: params.id });
  // Unknown, or unpublished for anyone but an event manager.
  if (!newsItem) throw data(null, { status: 404 });
  const { lang } = page(context);
  return {
    item: { ...newsCard(newsItem, lang), blocks: parseBody(newsItem.body) },
    more: moreNews.map((item) => newsCard(item, lang)),
  };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { item, more } = loaderData;
  return (
    <div className="page">
      <article aria-labelledby="news-title">
        <Link to={to("news")} className="inline-flex items-center gap-2 font-bold">
          <Icon d={arrowLeft} className="h-5 w-5" />
          {t("publications.news.backToList")}
        </Link>
        <header className="mt-6 max-w-3xl">
          <p className="flex flex-wrap items-center gap-3 font-bold text-teal">
            <time dateTime={item.dateTime}>{item.date}</time>
            {!item.published && <UnpublishedBadge />}
          </p>
          <h1 id="news-title" className="page-title mt-2">
            {item.title}
          </h1>
          <p className="page-lead">{item.summary}</p>
          {!item.published && <p className="form-alert">{t("publications.unpublishedHint")}</p>}
        </header>
        <CoverImage src={item.image} eager className="max-w-3xl rounded-blob border-2 border-line" />
        <Body blocks={item.blocks} />
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-news" className="mt-16">
          <h2 id="more-news" className="text-3xl">
            {t("publications.news.more")}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {more.map((other) => (
              <NewsCard key={other.slug} item={other} href={to("news-item", { id: other.slug })} heading="h3" />
            ))}
          </div>
          <p className="mt-8">
            <Link to={to("news")} className="btn btn-secondary">
              {t("publications.news.allNews")}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
