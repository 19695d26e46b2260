import { EditableEventQuery } from "../../components/editing/event-documents.ts";
import { previewLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { KindPreview } from "../../components/editing/kit/PreviewBanner.tsx";
import { parseBody } from "../../components/publications/Body.tsx";
import { eventDetail } from "../../components/publications/dates.ts";
import { EventArticle } from "../../components/publications/EventArticle.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/cms-events-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-events-preview", args.loaderData ? { title: args.loaderData.view.title } : undefined);

/** An event as the public will see it (issue 18), whatever its state, under a banner that says which state it is in. */
export const loader = (args: Route.LoaderArgs) =>
  previewLoader(args, EditableEventQuery, "editableEvent", (event, { pick, lang }) => {
    const texts = { title: pick(event.titleEs, event.titleEn), summary: pick(event.summaryEs, event.summaryEn) };
    const node = { ...event, ...texts, place: pick(event.placeEs, event.placeEn), published: true };
    const detail = eventDetail(node, lang, args.context.get(serverContext).now());
    return { ...detail, url: event.url, blocks: parseBody(pick(event.bodyEs, event.bodyEn)) };
  });

export default function CmsEventsPreview({ loaderData }: Route.ComponentProps) {
  return (
    <KindPreview route="cms-events" banner="editing.event.previewBanner" states="editing.event.previewState" loaded={loaderData}>
      <EventArticle event={loaderData.view} />
    </KindPreview>
  );
}
