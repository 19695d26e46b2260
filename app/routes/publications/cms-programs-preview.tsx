import { KindPreview } from "../../components/editing/kit/PreviewBanner.tsx";
import { previewLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { ProgramPreviewQuery } from "../../components/editing/program-documents.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { ProgramArticle } from "../../components/publications/ProgramArticle.tsx";
import { programLink } from "../../components/publications/program-links.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-programs-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-programs-preview", args.loaderData ? { title: args.loaderData.view.name } : undefined);

/** A programme's page as the public will see it (issue 18), published or not, under a banner that says which. */
export const loader = (args: Route.LoaderArgs) =>
  previewLoader(args, ProgramPreviewQuery, "editableProgram", (program, { pick, lang, answer: { programPages, topics } }) => {
    const names = {
      topics: new Map(topics.map((topic) => [topic.slug, topic.title])),
      programs: new Map(programPages.map((other) => [other.slug, other.name])),
    };
    return {
      name: pick(program.nameEs, program.nameEn),
      summary: pick(program.summaryEs, program.summaryEn),
      image: program.image ?? null,
      blocks: parseBody(pick(program.bodyEs, program.bodyEn)),
      links: program.links.map((link) => programLink(link, lang, names)),
    };
  });

export default function CmsProgramsPreview({ loaderData }: Route.ComponentProps) {
  return (
    <KindPreview route="cms-programs" banner="editing.program.previewBanner" states="editing.program.previewState" loaded={loaderData} wide>
      <ProgramArticle program={loaderData.view} />
    </KindPreview>
  );
}
