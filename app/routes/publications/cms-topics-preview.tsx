import { data } from "react-router";
import { TopicPreviewQuery } from "../../components/editing/topic-documents.ts";
import { PreviewPage } from "../../components/editing/kit/PreviewBanner.tsx";
import { picker } from "../../components/editing/kit/editor.server.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { TopicArticle } from "../../components/publications/TopicArticle.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-topics-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-topics-preview", args.loaderData ? { title: args.loaderData.topic.title } : undefined);

/**
 * A topic as the public will see it (issue 18), in the page's language (English texts left empty show the Spanish
 * ones, as on the public page), draft or published, under a banner that says which.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableTopic: topic } = await query(context, TopicPreviewQuery, { id: params.id });
  if (!topic) throw data(null, { status: 404 });
  const pick = picker(context);
  return {
    id: topic.id,
    published: topic.published,
    topic: {
      title: pick(topic.titleEs, topic.titleEn),
      summary: pick(topic.summaryEs, topic.summaryEn),
      image: topic.image,
      blocks: parseBody(pick(topic.bodyEs, topic.bodyEn)),
      activities: topic.activities,
    },
  };
}

export default function CmsTopicsPreview({ loaderData: { id, published, topic } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PreviewPage
      id={id}
      edit="cms-topics-edit"
      preview="cms-topics-preview"
      banner={t("editing.topic.previewBanner")}
      state={<p>{t(published ? "editing.topic.previewState.published" : "editing.topic.previewState.draft")}</p>}
      wide
    >
      <TopicArticle topic={topic} />
    </PreviewPage>
  );
}
