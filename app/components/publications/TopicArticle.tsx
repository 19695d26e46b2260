import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Container, PageHero } from "../content/Page.tsx";
import { Body, type BodyBlock } from "./Body.tsx";
import { CoverImage } from "./Cards.tsx";
import { LinkCards } from "./LinkCards.tsx";

export type TopicArticleData = {
  title: string;
  summary: string;
  image: string;
  blocks: BodyBlock[];
  activities: { slug: string; title: string; summary: string; cover: string }[];
};

/** An in-depth topic's page (its hero, contents, text and related activities), the same on its public page and in the editor's preview. */
export function TopicArticle({ topic }: { topic: TopicArticleData }) {
  const { t } = useTranslation();
  const to = useTo();
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
    </>
  );
}
