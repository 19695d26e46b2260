import { data } from "react-router";
import { EVENT_KIND } from "../../../common/editing-kinds.ts";
import { type EventType, eventTypeToApi } from "../../../common/publications.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditableEventQuery, SaveEvent } from "../../components/editing/event-documents.ts";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, earliestOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { eventTypeFromApi } from "../../components/publications/event-type.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-events-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-events-edit" : "cms-events-new");

const DONE = ["saved", "created"] as const;
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
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: emptyValues(EVENT_KIND, { type: "activity" }), done, earliest };
  const { editableEvent: item } = await query(context, EditableEventQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, image, state, publishedAt } = item;
  const values = loadedValues(EVENT_KIND, item, { type: eventTypeFromApi(item.type) });
  return { item: { id, image, state, publishedAt }, values, done, earliest };
}

/** Saves the form (a new event goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input, refusal } = postedValues(EVENT_KIND, form);
  if (refusal) return refusedField(values, refusal.field, refusal.message);
  const result = await gql(context, SaveEvent, {
    id: params.id ?? null,
    input: { ...input, type: eventTypeToApi(values.type as EventType) },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-events-edit", result, answer: result.data?.saveEvent, values });
}

export default function CmsEventsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaderData;
  return (
    <div className="page">
      <EditorHeader
        list="cms-events"
        back={t("editing.event.back")}
        title={t(item ? "editing.event.editTitle" : "editing.event.newTitle")}
        done={done && t(done === "created" ? "editing.event.created" : "editing.saved")}
        saved={item && { id: item.id, preview: "cms-events-preview", entity: "event" }}
      />
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={EVENT_KIND}
          ui={UI}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.image}
          earliest={earliest}
          saved={item}
        />
      </EditorForm>
    </div>
  );
}
