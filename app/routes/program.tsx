import { Icon } from "../components/icons/Icon.tsx";
import { externalLink } from "../components/icons/shapes.ts";
import { useTranslation } from "../i18n/index.ts";
import { data, Link } from "react-router";
import { Container, PageHero } from "../components/content/Page.tsx";
import { Body, parseBody } from "../components/publications/Body.tsx";
import { CoverImage } from "../components/publications/Cards.tsx";
import { LinkCards } from "../components/publications/LinkCards.tsx";
import { programLink } from "../components/publications/program-links.server.ts";
import { errorMeta, PublicationError } from "../components/publications/errors.tsx";
import { pageMeta } from "../lib/meta.ts";
import { graphql } from "../lib/graphql.ts";
import { page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/program";

const ProgramPage = graphql(`
  query ProgramPage($slug: String!) {
    programPage(slug: $slug) { slug name summary body image links }
    programPages { slug name summary }
    topics { slug title }
  }
`);

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args) : pageMeta(args, "program", args.loaderData ? { title: args.loaderData.program.name, description: args.loaderData.program.summary } : undefined);
export const ErrorBoundary = PublicationError;

const names = <K extends string>(items: ({ slug: string } & Record<K, string>)[], key: K) => new Map(items.map((item) => [item.slug, item[key]]));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { programPage, programPages, topics } = await query(context, ProgramPage, { slug: params.id });
  // Unknown or not public.
  if (!programPage) throw data(null, { status: 404 });
  return {
    program: {
      ...programPage,
      blocks: parseBody(programPage.body),
      links: programPage.links.map((link) => programLink(link, page(context).lang, { topics: names(topics, "title"), programs: names(programPages, "name") })),
    },
    others: programPages.filter((other) => other.slug !== programPage.slug),
  };
}

export default function Program({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { program, others } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t("publications.program.eyebrow")}
        title={program.name}
        lead={program.summary}
        image={program.image ? <CoverImage src={program.image} eager className="rounded-blob border-2 border-line" /> : undefined}
      >
        <p className="mt-8">
          <Link to={to("activities")} className="btn btn-primary">
            {t("publications.program.activities")}
          </Link>
        </p>
      </PageHero>
      <Container className="grid gap-10 py-10 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <article>
          <Body blocks={program.blocks} />
        </article>
        {program.links.length > 0 && (
          <aside aria-labelledby="program-links" className="panel h-fit">
            <h2 id="program-links">{t("publications.program.links")}</h2>
            <ul className="flex flex-col gap-3 [overflow-wrap:anywhere]">
              {program.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  {!link.href ? (
                    link.label
                  ) : !link.external ? (
                    <Link to={link.href} className="font-bold">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} rel="noopener noreferrer" className="inline-flex items-center gap-1 font-bold">
                      {link.label}
                      <Icon d={externalLink} className="h-4 w-4" />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </aside>
        )}
      </Container>
      {others.length > 0 && (
        <section aria-labelledby="more-programs" className="bg-paper py-12">
          <Container>
            <h2 id="more-programs" className="text-3xl">
              {t("publications.program.more")}
            </h2>
            <LinkCards
              className="mt-6 xl:grid-cols-3"
              items={others.map((other) => ({ key: other.slug, href: to("program", { id: other.slug }), title: other.name, text: other.summary }))}
            />
          </Container>
        </section>
      )}
    </>
  );
}
