import { useTranslation } from "../../i18n/index.ts";
import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { Container } from "../../components/content/Page.tsx";
import { parseBody } from "../../components/publications/Body.tsx";
import { LinkCards } from "../../components/publications/LinkCards.tsx";
import { ProgramArticle } from "../../components/publications/ProgramArticle.tsx";
import { programLink } from "../../components/publications/program-links.server.ts";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/program";

const ProgramPage = graphql(`
  query ProgramPage($slug: String!) {
    programPage(slug: $slug) { slug name summary body image links }
    programPages { slug name summary }
    topics { slug title }
  }
`);

const MovedProgramQuery = graphql(`query MovedProgram($slug: String!) { movedSlug(kind: program, slug: $slug) }`);

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorMeta(args)
    : pageMeta(
        args,
        "program",
        args.loaderData ? { title: args.loaderData.program.name, description: args.loaderData.program.summary } : undefined,
      );
export const ErrorBoundary = PublicationError;

const names = <K extends string>(items: ({ slug: string } & Record<K, string>)[], key: K) =>
  new Map(items.map((item) => [item.slug, item[key]]));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { programPage, programPages, topics } = await query(context, ProgramPage, { slug: params.id });
  const { lang } = page(context);
  if (!programPage) {
    // An address its editor changed leads to the current one.
    const { movedSlug } = await query(context, MovedProgramQuery, { slug: params.id });
    if (movedSlug) throw redirect(pathFor("program", lang, { id: movedSlug }), 301);
    // Unknown or not public.
    throw data(null, { status: 404 });
  }
  return {
    program: {
      ...programPage,
      blocks: parseBody(programPage.body),
      links: programPage.links.map((link) =>
        programLink(link, lang, { topics: names(topics, "title"), programs: names(programPages, "name") }),
      ),
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
      <ProgramArticle program={program} />
      {others.length > 0 && (
        <section aria-labelledby="more-programs" className="bg-paper py-12">
          <Container>
            <h2 id="more-programs" className="text-3xl">
              {t("publications.program.more")}
            </h2>
            <LinkCards
              className="mt-6 xl:grid-cols-3"
              items={others.map((other) => ({
                key: other.slug,
                href: to("program", { id: other.slug }),
                title: other.name,
                text: other.summary,
              }))}
            />
          </Container>
        </section>
      )}
    </>
  );
}
