import { data } from "react-router";
import { ProgramPreviewQuery } from "../../components/editing/program-documents.ts";
import { PreviewPage } from "../../components/editing/kit/PreviewBanner.tsx";
import { picker } from "../../components/editing/kit/editor.server.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { ProgramArticle } from "../../components/publications/ProgramArticle.tsx";
import { programLink } from "../../components/publications/program-links.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
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
  const pick = picker(context);
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

export default function CmsProgramsPreview({ loaderData: { id, published, program } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PreviewPage
      id={id}
      edit="cms-programs-edit"
      preview="cms-programs-preview"
      banner={t("editing.program.previewBanner")}
      state={<p>{t(published ? "editing.program.previewState.published" : "editing.program.previewState.draft")}</p>}
      wide
    >
      <ProgramArticle program={program} />
    </PreviewPage>
  );
}
