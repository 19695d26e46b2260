import { useTranslation } from "../../i18n/index.ts";
import { data, Link, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { NewsCard } from "../../components/publications/Cards.tsx";
import { NewsArticle } from "../../components/publications/NewsArticle.tsx";
import { newsCard } from "../../components/publications/dates.ts";
import { NewsFields } from "../../components/publications/documents.ts";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/news-item";

const MovedNewsQuery = graphql(`query MovedNews($slug: String!) { movedSlug(kind: news, slug: $slug) }`);

const NewsItemQuery = graphql(
  `query NewsItem($slug: String!) {
    newsItem(slug: $slug) { ...NewsFields body }
    moreNews(exceptSlug: $slug) { ...NewsFields }
  }`,
  [NewsFields],
);

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorMeta(args)
    : pageMeta(
        args,
        "news-item",
        args.loaderData ? { title: args.loaderData.item.title, description: args.loaderData.item.summary } : undefined,
      );
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { newsItem, moreNews } = await query(context, NewsItemQuery, { slug: params.id });
  const { lang } = page(context);
  if (!newsItem) {
    // An address its editor changed leads to the current one.
    const { movedSlug } = await query(context, MovedNewsQuery, { slug: params.id });
    if (movedSlug) throw redirect(pathFor("news-item", lang, { id: movedSlug }), 301);
    // Unknown, or unpublished for anyone but an event manager.
    throw data(null, { status: 404 });
  }
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
      <NewsArticle item={item} />
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
