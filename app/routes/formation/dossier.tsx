import { Icon } from "../../components/icons/Icon.tsx";
import { arrowUp, bookOpen } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { DocSectionView } from "../../components/content/DocSectionView.tsx";
import { Container } from "../../components/content/Page.tsx";
import { PrintButton } from "../../components/formation/PrintButton.tsx";
import dossierPrintCss from "../../components/formation/dossier-print.css?url";
import { getContent } from "../../i18n/content/index.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { DossierSectionsQuery } from "../../components/formation/dossier-faqs.ts";
import type { DocSection } from "../../i18n/content/types.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/dossier";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "dossier");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dossierPrintCss }];

/**
 * The teacher guide in the page's language: its title and intro from the content files, its sections from the
 * database (staff edit them in cms-dossier); nothing for a viewer the root refuses (its .data must not leak it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind !== "allow") return { doc: null };
  const { title, intro } = getContent(info.lang, "dossier");
  const { dossierSections } = await query(context, DossierSectionsQuery);
  // The API's JSON holds the blocks in the shape of common/content-texts.ts (server/db/schema/formation.ts).
  // A section without subsections has none (undefined), as in the content files, so the index draws no empty list.
  const sections = dossierSections.map(({ id, heading, blocks, subsections }): DocSection => {
    const subs = subsections as NonNullable<DocSection["subsections"]>;
    return { id, heading, blocks: blocks as DocSection["blocks"], ...(subs.length > 0 && { subsections: subs }) };
  });
  return { doc: { title, intro, sections } };
}

const TOC_ID = "indice";
const tocLink = "block rounded-lg px-2 py-1 font-semibold leading-snug text-sky hover:bg-cream hover:text-navy";

export default function Dossier({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { doc } = loaderData;
  if (!doc) return null;
  return (
    <div className="dossier bg-cream">
      <header className="border-b border-line bg-linear-to-b from-sun/30 to-cream">
        <Container className="py-10 md:py-14">
          <h1 className="text-4xl font-black tracking-tight text-navy md:text-5xl">{doc.title}</h1>
          <p className="mt-4 max-w-prose text-lg leading-relaxed">{doc.intro}</p>
          <div className="mt-6">
            <PrintButton label={t("formation.dossier.print")} hint={t("formation.dossier.printHint")} />
          </div>
        </Container>
      </header>
      <Container className="grid gap-10 py-10 md:py-14 xl:grid-cols-[19rem_1fr] xl:gap-14">
        <nav
          id={TOC_ID}
          aria-labelledby="toc-title"
          className="scroll-mt-6 self-start rounded-3xl bg-paper p-5 ring-1 ring-line xl:sticky xl:top-24 xl:max-h-[calc(100dvh-7rem)] xl:overflow-y-auto"
        >
          <h2 id="toc-title" className="text-sm font-extrabold uppercase tracking-wide text-teal">
            {t("formation.dossier.toc")}
          </h2>
          <ol className="mt-3 space-y-1">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={tocLink}>
                  {section.heading}
                </a>
                {section.subsections && (
                  <ol className="mb-2 ml-4 space-y-0.5 border-l-2 border-line pl-2 text-sm">
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <a href={`#${sub.id}`} className={tocLink}>
                          {sub.heading}
                        </a>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {doc.sections.map((section) => (
            <DocSectionView
              key={section.id}
              section={section}
              className="dossier-section"
              footer={
                <p className="mt-6 print:hidden">
                  <a href={`#${TOC_ID}`} className="inline-flex items-center gap-1 text-sm font-bold text-sky hover:text-navy">
                    <Icon d={arrowUp} className="size-4" />
                    {t("formation.dossier.backToIndex")}
                  </a>
                </p>
              }
            />
          ))}
          <p className="mt-10 print:hidden">
            <Link to={to("faqs")} className="btn btn-secondary">
              <Icon d={bookOpen} />
              {t("formation.dossier.faqsLink")}
            </Link>
          </p>
        </div>
      </Container>
    </div>
  );
}
