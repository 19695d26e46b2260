import { KindPreview } from "../../components/editing/kit/PreviewBanner.tsx";
import { previewLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { EditableTopicQuery } from "../../components/editing/topic-documents.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { TopicArticle } from "../../components/publications/TopicArticle.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-topics-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-topics-preview", args.loaderData ? { title: args.loaderData.view.title } : undefined);

/** A topic as the public will see it (issue 18), draft or published, under a banner that says which. */
export const loader = (args: Route.LoaderArgs) =>
  previewLoader(args, EditableTopicQuery, "editableTopic", (topic, { pick }) => ({
    title: pick(topic.titleEs, topic.titleEn),
    summary: pick(topic.summaryEs, topic.summaryEn),
    image: topic.image,
    blocks: parseBody(pick(topic.bodyEs, topic.bodyEn)),
    activities: topic.activities,
  }));

export default function CmsTopicsPreview({ loaderData }: Route.ComponentProps) {
  return (
    <KindPreview route="cms-topics" banner="editing.topic.previewBanner" states="editing.topic.previewState" loaded={loaderData} wide>
      <TopicArticle topic={loaderData.view} />
    </KindPreview>
  );
}
