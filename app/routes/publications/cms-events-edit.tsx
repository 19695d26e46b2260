import { EVENT_KIND } from "../../../common/editing-kinds.ts";
import { type EventType, eventTypeToApi } from "../../../common/publications.ts";
import { EditableEventQuery, SaveEvent } from "../../components/editing/event-documents.ts";
import { editorMeta, KindEditor } from "../../components/editing/kit/KindEditor.tsx";
import type { KindUi } from "../../components/editing/kit/KindFields.tsx";
import { kindAction, kindLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { eventTypeFromApi } from "../../components/publications/event-type.ts";
import type { TKey } from "../../i18n/index.ts";
import type { Route } from "./+types/cms-events-edit";

export const meta: Route.MetaFunction = (args) => editorMeta(args, "cms-events");

/** The start and end are typed as Madrid's wall clock (`datetime-local` values), side by side under one legend. */
const UI: KindUi<typeof EVENT_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 14, hint: "editing.bodyHint" },
  type: { label: "editing.event.type", option: (type, t) => t(`publications.events.types.${type}` as TKey) },
  dates: ({ t, field }) => (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.event.datesLegend")}</legend>
      <p className="field-hint mb-2">{t("editing.event.datesHint")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {field("startsAt", { label: "editing.event.startsAt" })}
        {field("endsAt", { label: "editing.event.endsAt" })}
      </div>
    </fieldset>
  ),
  place: { label: "editing.event.labels.place", hint: "editing.event.placeHint" },
  url: { label: "editing.event.url", hint: "editing.event.urlHint", width: "max-w-xl" },
  slug: {},
  image: {},
  state: { texts: "editing.event.previewState" },
};

/** An event's editor (issue 18), or a blank one at …/nuevo; ?done= says what the last save did. */
export const loader = (args: Route.LoaderArgs) =>
  kindLoader(args, {
    kind: EVENT_KIND,
    query: EditableEventQuery,
    field: "editableEvent",
    empty: { type: "activity" },
    given: (item) => ({ type: eventTypeFromApi(item.type) }),
  });

/** The type goes to the API as its enum spells it. */
export const action = (args: Route.ActionArgs) =>
  kindAction(args, {
    kind: EVENT_KIND,
    save: SaveEvent,
    field: "saveEvent",
    edit: "cms-events-edit",
    input: (input, values) => ({ ...input, type: eventTypeToApi(values.type as EventType) }),
  });

export default function CmsEventsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <KindEditor kind={EVENT_KIND} ui={UI} route="cms-events" texts="editing.event" loaded={loaderData} posted={actionData} />;
}
