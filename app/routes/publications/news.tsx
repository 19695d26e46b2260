import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import { NewsCard } from "../../components/publications/Cards.tsx";
import { newsCard } from "../../components/publications/dates.ts";
import { NewsFields } from "../../components/publications/documents.ts";
import { LinkCards } from "../../components/publications/LinkCards.tsx";
import { Pagination, pageParam } from "../../components/publications/Pagination.tsx";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page as pageInfo, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/news";

const NewsList = graphql(
  `query NewsList($page: Int!) {
    news(page: $page) { total page pageCount items { ...NewsFields } }
    topics { slug title summary }
  }`,
  [NewsFields],
);

export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : pageMeta(args, "news"));
export const ErrorBoundary = PublicationError;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const { news: list, topics } = await query(context, NewsList, { page });
  // A page past the end does not exist.
  if (page > 1 && list.items.length === 0) throw data(null, { status: 404 });
  const { lang } = pageInfo(context);
  return { ...list, items: list.items.map((item) => newsCard(item, lang)), topics };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { items, page, pageCount, topics } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("publications.news.title")}</h1>
      <p className="page-lead">{t("publications.news.lead")}</p>
      {items.length === 0 ? (
        <p className="empty">{t("publications.news.empty")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item, i) => (
            <NewsCard key={item.slug} item={item} href={to("news-item", { id: item.slug })} eager={i < 3} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t("publications.news.pages")}
        hrefFor={(n) => (n === 1 ? to("news") : `${to("news")}?page=${n}`)}
      />
      <p className="mt-12 text-center">
        <Link to={to("events")} className="btn btn-secondary">
          {t("publications.news.seeEvents")}
        </Link>
      </p>
      {topics.length > 0 && (
        <section aria-labelledby="news-topics" className="mt-16">
          <h2 id="news-topics" className="text-3xl">
            {t("publications.news.topics")}
          </h2>
          <p className="mt-2 text-lg">{t("publications.news.topicsLead")}</p>
          <LinkCards
            className="mt-6 xl:grid-cols-4"
            items={topics.map((topic) => ({
              key: topic.slug,
              href: to("topic", { id: topic.slug }),
              title: topic.title,
              text: topic.summary,
            }))}
          />
        </section>
      )}
    </div>
  );
}
