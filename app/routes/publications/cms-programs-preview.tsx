import { data, Link } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { Container } from "../../components/content/Page.tsx";
import { ProgramPreviewQuery } from "../../components/editing/program-documents.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { ProgramArticle } from "../../components/publications/ProgramArticle.tsx";
import { programLink } from "../../components/publications/program-links.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-programs-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-programs-preview", args.loaderData ? { title: args.loaderData.program.name } : undefined);

/**
 * A programme's page as the public will see it (issue 18), in the page's language (English texts left empty show the
 * Spanish ones, as on the public page), published or not, under a banner that says which.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableProgram: program, programPages, topics } = await query(context, ProgramPreviewQuery, { id: params.id });
  if (!program) throw data(null, { status: 404 });
  const { lang } = page(context);
  const pick = (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
  const names = {
    topics: new Map(topics.map((topic) => [topic.slug, topic.title])),
    programs: new Map(programPages.map((other) => [other.slug, other.name])),
  };
  return {
    id: program.id,
    published: program.public,
    program: {
      name: pick(program.nameEs, program.nameEn),
      summary: pick(program.summaryEs, program.summaryEn),
      image: program.image ?? null,
      blocks: parseBody(pick(program.bodyEs, program.bodyEn)),
      links: program.links.map((link) => programLink(link, lang, names)),
    },
  };
}

export default function CmsProgramsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { id, published, program } = loaderData;
  const other = lang === "es" ? "en" : "es";
  return (
    <>
      <Container className="pt-8">
        <aside aria-label={t("editing.preview")} className="panel flex flex-col gap-2 border-teal">
          <p className="font-extrabold text-navy">{t("editing.program.previewBanner")}</p>
          <p>{t(published ? "editing.program.previewState.published" : "editing.program.previewState.draft")}</p>
          <p className="flex flex-wrap gap-4">
            <Link to={to("cms-programs-edit", { id })} className="font-bold underline">
              {t("editing.backToEditor")}
            </Link>
            <a href={pathFor("cms-programs-preview", other, { id })} hrefLang={other} className="underline">
              {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
            </a>
          </p>
        </aside>
      </Container>
      <ProgramArticle program={program} />
    </>
  );
}
