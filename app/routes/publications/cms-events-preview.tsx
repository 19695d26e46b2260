import { data } from "react-router";
import { EditableEventQuery } from "../../components/editing/event-documents.ts";
import { PreviewPage } from "../../components/editing/kit/PreviewBanner.tsx";
import { picker } from "../../components/editing/kit/editor.server.ts";
import { when } from "../../components/people/when.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { eventDetail } from "../../components/publications/dates.ts";
import { EventArticle } from "../../components/publications/EventArticle.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/cms-events-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-events-preview", args.loaderData ? { title: args.loaderData.event.title } : undefined);

/**
 * An event as the public will see it (issue 18), in the page's language (English texts left empty show the Spanish
 * ones, as on the public page), whatever its state, under a banner that says which state it is in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableEvent: event } = await query(context, EditableEventQuery, { id: params.id });
  if (!event) throw data(null, { status: 404 });
  const pick = picker(context);
  const node = {
    slug: event.slug,
    type: event.type,
    title: pick(event.titleEs, event.titleEn),
    summary: pick(event.summaryEs, event.summaryEn),
    image: event.image,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    place: pick(event.placeEs, event.placeEn),
    published: true,
  };
  const detail = eventDetail(node, page(context).lang, context.get(serverContext).now());
  const blocks = parseBody(pick(event.bodyEs, event.bodyEn));
  return { id: event.id, state: event.state, publishedAt: event.publishedAt, event: { ...detail, url: event.url, blocks } };
}

export default function CmsEventsPreview({ loaderData: { id, state, publishedAt, event } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  return (
    <PreviewPage
      id={id}
      edit="cms-events-edit"
      preview="cms-events-preview"
      banner={t("editing.event.previewBanner")}
      state={<p>{t(`editing.event.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>}
    >
      <EventArticle event={event} />
    </PreviewPage>
  );
}
