import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Container, PageHero } from "../content/Page.tsx";
import { Icon } from "../icons/Icon.tsx";
import { externalLink } from "../icons/shapes.ts";
import { Body, type BodyBlock } from "./Body.tsx";
import { CoverImage } from "./Cards.tsx";

export type ProgramArticleData = {
  name: string;
  summary: string;
  image: string | null;
  blocks: BodyBlock[];
  /** As program-links.server.ts reads them: a label, and where it leads (none: plain text). */
  links: { label: string; href: string | null; external: boolean }[];
};

/** A programme's page (its hero, text and links), the same on its public page and in the editor's preview. */
export function ProgramArticle({ program }: { program: ProgramArticleData }) {
  const { t } = useTranslation();
  const to = useTo();
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
    </>
  );
}
