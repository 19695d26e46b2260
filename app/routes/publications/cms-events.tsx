import { EventsForEditorsQuery } from "../../components/editing/event-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { when } from "../../components/people/when.ts";
import { eventTypeFromApi } from "../../components/publications/event-type.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-events";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-events");

/** The events editor's list (issue 18): every event, the latest start first, with its type, state and translation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { eventsForEditors } = await query(context, EventsForEditorsQuery, { page: pageOf(request) });
  return { events: eventsForEditors };
}

export default function CmsEvents({ loaderData: { events } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  return (
    <EditorList kind="event" staffLink="canOpen" create="cms-events-new" pager={events}>
      <EditorTable
        kind="event"
        items={events.items}
        total={events.total}
        columns={[
          {
            head: "editing.event.columns.title",
            cell: (item) => <EditLink route="cms-events-edit" id={item.id} es={item.titleEs} en={item.titleEn} />,
          },
          { head: "editing.event.columns.type", cell: (item) => t(`publications.events.types.${eventTypeFromApi(item.type)}`) },
          { head: "editing.event.columns.starts", className: "whitespace-nowrap", cell: (item) => when(item.startsAt, lang, true) },
          {
            head: "editing.event.columns.state",
            cell: (item) => (
              <>
                {t(`editing.state.${item.state}`)}
                {item.state === "scheduled" && <span className="field-hint block">{when(item.publishedAt, lang, true)}</span>}
              </>
            ),
          },
          {
            head: "editing.event.columns.translation",
            cell: (item) => <Translation kind="event" done={translated(item.titleEn, item.summaryEn, item.bodyEn, item.placeEn)} />,
          },
        ]}
      />
    </EditorList>
  );
}
