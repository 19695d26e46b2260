import { useTranslation } from "../i18n/index.ts";
import { data, Link } from "react-router";
import { Container, PageHero } from "../components/content/Page.tsx";
import { Body, parseBody } from "../components/publications/Body.tsx";
import { CoverImage } from "../components/publications/Cards.tsx";
import { LinkCards } from "../components/publications/LinkCards.tsx";
import { errorMeta, PublicationError } from "../components/publications/errors.tsx";
import { pageMeta } from "../lib/meta.ts";
import { graphql } from "../lib/graphql.ts";
import { query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/topic";

const TopicPage = graphql(`
  query TopicPage($slug: String!) {
    topic(slug: $slug) { slug title summary body image activities { slug title summary cover } }
    topics { slug title summary image }
  }
`);

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args) : pageMeta(args, "topic", args.loaderData ? { title: args.loaderData.topic.title, description: args.loaderData.topic.summary } : undefined);
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { topic, topics } = await query(context, TopicPage, { slug: params.id });
  if (!topic) throw data(null, { status: 404 });
  return {
    topic: { ...topic, blocks: parseBody(topic.body) },
    others: topics.filter((other) => other.slug !== topic.slug),
  };
}

export default function Topic({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { topic, others } = loaderData;
  const headings = topic.blocks.filter((block) => block.kind === "heading");
  return (
    <>
      <PageHero
        eyebrow={t("publications.topic.eyebrow")}
        title={topic.title}
        lead={topic.summary}
        image={<CoverImage src={topic.image} eager className="rounded-blob border-2 border-line" />}
      />
      <Container className="grid gap-10 py-10 xl:grid-cols-[16rem_minmax(0,1fr)]">
        {headings.length > 1 ? (
          <nav aria-labelledby="topic-contents" className="h-fit xl:sticky xl:top-24">
            <h2 id="topic-contents" className="text-lg">
              {t("publications.topic.contents")}
            </h2>
            <ol className="mt-3 flex flex-col gap-2 border-l-4 border-sun pl-4">
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="font-bold">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden xl:block" />
        )}
        <article>
          <Body blocks={topic.blocks} />
        </article>
      </Container>
      {topic.activities.length > 0 && (
        <section aria-labelledby="topic-activities" className="bg-paper py-12">
          <Container>
            <h2 id="topic-activities" className="text-3xl">
              {t("publications.topic.activities")}
            </h2>
            <p className="mt-2 text-lg">{t("publications.topic.activitiesLead")}</p>
            <LinkCards
              className="mt-6 xl:grid-cols-4"
              items={topic.activities.map((activity) => ({
                key: activity.slug,
                href: to("activity", { id: activity.slug }),
                title: activity.title,
                text: activity.summary,
                image: activity.cover,
              }))}
            />
            <p className="mt-8">
              <Link to={to("activities")} className="btn btn-secondary">
                {t("publications.topic.allActivities")}
              </Link>
            </p>
          </Container>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="more-topics" className="py-12">
          <Container>
            <h2 id="more-topics" className="text-3xl">
              {t("publications.topic.more")}
            </h2>
            <LinkCards
              className="mt-6 xl:grid-cols-3"
              items={others.map((other) => ({ key: other.slug, href: to("topic", { id: other.slug }), title: other.title, text: other.summary, image: other.image }))}
            />
          </Container>
        </section>
      )}
    </>
  );
}
