import { useTranslation } from "../../i18n/index.ts";
import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { Container } from "../../components/content/Page.tsx";
import { parseBody } from "../../components/publications/Body.tsx";
import { LinkCards } from "../../components/publications/LinkCards.tsx";
import { TopicArticle } from "../../components/publications/TopicArticle.tsx";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/topic";

const TopicPage = graphql(`
  query TopicPage($slug: String!) {
    topic(slug: $slug) { slug title summary body image activities { slug title summary cover } }
    topics { slug title summary image }
  }
`);

const MovedTopicQuery = graphql(`query MovedTopic($slug: String!) { movedSlug(kind: topic, slug: $slug) }`);

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorMeta(args)
    : pageMeta(
        args,
        "topic",
        args.loaderData ? { title: args.loaderData.topic.title, description: args.loaderData.topic.summary } : undefined,
      );
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { topic, topics } = await query(context, TopicPage, { slug: params.id });
  if (!topic) {
    // An address its editor changed leads to the current one.
    const { movedSlug } = await query(context, MovedTopicQuery, { slug: params.id });
    if (movedSlug) throw redirect(pathFor("topic", page(context).lang, { id: movedSlug }), 301);
    throw data(null, { status: 404 });
  }
  return {
    topic: { ...topic, blocks: parseBody(topic.body) },
    others: topics.filter((other) => other.slug !== topic.slug),
  };
}

export default function Topic({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { topic, others } = loaderData;
  return (
    <>
      <TopicArticle topic={topic} />
      {others.length > 0 && (
        <section aria-labelledby="more-topics" className="py-12">
          <Container>
            <h2 id="more-topics" className="text-3xl">
              {t("publications.topic.more")}
            </h2>
            <LinkCards
              className="mt-6 xl:grid-cols-3"
              items={others.map((other) => ({
                key: other.slug,
                href: to("topic", { id: other.slug }),
                title: other.title,
                text: other.summary,
                image: other.image,
              }))}
            />
          </Container>
        </section>
      )}
    </>
  );
}
