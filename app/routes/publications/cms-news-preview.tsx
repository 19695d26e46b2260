import { EditableNewsQuery } from "../../components/editing/documents.ts";
import { previewLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { KindPreview } from "../../components/editing/kit/PreviewBanner.tsx";
import { parseBody } from "../../components/publications/Body.tsx";
import { newsCard } from "../../components/publications/dates.ts";
import { NewsArticle } from "../../components/publications/NewsArticle.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-news-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-news-preview", args.loaderData ? { title: args.loaderData.view.title } : undefined);

/** A news item as the public will see it (issue 18), whatever its state, under a banner that says which state it is in. */
export const loader = (args: Route.LoaderArgs) =>
  previewLoader(args, EditableNewsQuery, "editableNews", (news, { pick, lang }) => {
    const title = pick(news.titleEs, news.titleEn);
    const node = { ...news, title, summary: pick(news.summaryEs, news.summaryEn), published: true };
    return { ...newsCard(node, lang), blocks: parseBody(pick(news.bodyEs, news.bodyEn)) };
  });

export default function CmsNewsPreview({ loaderData }: Route.ComponentProps) {
  return (
    <KindPreview route="cms-news" banner="editing.previewBanner" states="editing.previewState" loaded={loaderData}>
      <NewsArticle item={loaderData.view} />
    </KindPreview>
  );
}
