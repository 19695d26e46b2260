import { data } from "react-router";
import type { PublicationState } from "../../../common/editing.ts";
import { madridLocalValue, madridWallClock } from "../../../common/event-dates.ts";
import { EVENT_TYPES, type EventType, eventTypeToApi } from "../../../common/publications.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditableEventQuery, SaveEvent } from "../../components/editing/event-documents.ts";
import { EditorForm, PublicationNote } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, earliestOf, refusedField, savedOrRefused, scheduledOf } from "../../components/editing/kit/editor.server.ts";
import { chosenFile, publicationFromForm, textsFromForm } from "../../components/editing/form-values.ts";
import { PublicationFields } from "../../components/editing/PublicationFields.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field } from "../../components/Field.tsx";
import { eventTypeFromApi } from "../../components/publications/event-type.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-events-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-events-edit" : "cms-events-new");

const TEXTS = ["slug", "titleEs", "titleEn", "summaryEs", "summaryEn", "bodyEs", "bodyEn", "placeEs", "placeEn", "url"] as const;
/** The start and end as typed: Madrid's wall clock (`datetime-local` values). */
type Values = Record<(typeof TEXTS)[number], string> & {
  type: EventType;
  startsAt: string;
  endsAt: string;
  state: PublicationState;
  scheduledAt: string;
};
const DONE = ["saved", "created"] as const;

const EMPTY: Values = {
  slug: "",
  titleEs: "",
  titleEn: "",
  summaryEs: "",
  summaryEn: "",
  bodyEs: "",
  bodyEn: "",
  placeEs: "",
  placeEn: "",
  url: "",
  type: "activity",
  startsAt: "",
  endsAt: "",
  scheduledAt: "",
  state: "draft",
};

/** A wall-clock value as the instant the API takes; what was typed when it is no time (the server names the field). */
const instantOf = (local: string) => madridWallClock(local)?.toISOString() ?? local;

/** An event's editor (issue 18), or a blank one at …/nuevo; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: EMPTY, done, earliest };
  const { editableEvent: item } = await query(context, EditableEventQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, image, state, publishedAt, slug, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, placeEs, placeEn } = item;
  const scheduledAt = scheduledOf(state, publishedAt);
  const values: Values = {
    slug,
    titleEs,
    titleEn,
    summaryEs,
    summaryEn,
    bodyEs,
    bodyEn,
    placeEs,
    placeEn,
    url: item.url ?? "",
    type: eventTypeFromApi(item.type),
    startsAt: madridLocalValue(new Date(item.startsAt)),
    endsAt: madridLocalValue(new Date(item.endsAt)),
    state,
    scheduledAt,
  };
  return { item: { id, image, state, publishedAt }, values, done, earliest };
}

/** Saves the form (a new event goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const publication = publicationFromForm(form);
  const texts = textsFromForm(form, TEXTS);
  const type = EVENT_TYPES.find((value) => value === form.get("type")) ?? "activity";
  const { startsAt, endsAt } = textsFromForm(form, ["startsAt", "endsAt"] as const);
  const values: Values = { ...texts, type, startsAt, endsAt, state: publication.state, scheduledAt: publication.scheduledAt };
  if (publication.invalid) return refusedField(values, "scheduledAt", "editing.errors.date");
  const result = await gql(context, SaveEvent, {
    id: params.id ?? null,
    input: {
      ...texts,
      type: eventTypeToApi(type),
      startsAt: instantOf(startsAt),
      endsAt: instantOf(endsAt),
      state: publication.state,
      scheduledAt: publication.instant,
    },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-events-edit", result, answer: result.data?.saveEvent, values });
}

export default function CmsEventsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
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
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={500} rows={3} />
        <TranslatedField {...pair("body", t("editing.labels.body"))} maxLength={20_000} rows={14} hint={t("editing.bodyHint")} />
        <Field label={t("editing.event.type")} required error={fields.type}>
          {({ id, describedBy, invalid, required }) => (
            <select
              id={id}
              name="type"
              defaultValue={values.type}
              required
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            >
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`publications.events.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.event.datesLegend")}</legend>
          <p className="field-hint mb-2">{t("editing.event.datesHint")}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {(["startsAt", "endsAt"] as const).map((name) => (
              <Field key={name} label={t(`editing.event.${name}`)} required error={fields[name]}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    type="datetime-local"
                    name={name}
                    defaultValue={values[name]}
                    required
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className="field-input max-w-xs"
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <TranslatedField {...pair("place", t("editing.event.labels.place"))} maxLength={200} hint={t("editing.event.placeHint")} />
        <Field label={t("editing.event.url")} error={fields.url} hint={t("editing.event.urlHint")}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              name="url"
              defaultValue={values.url}
              maxLength={2000}
              pattern="https://.+"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xl"
              translate="no"
            />
          )}
        </Field>
        <SlugField value={values.slug} error={fields.slug} />
        <CoverImageField current={item?.image ?? null} error={fields.image} />
        <PublicationFields state={values.state} scheduledAt={values.scheduledAt} earliest={earliest} error={fields.scheduledAt} />
        {item && <PublicationNote {...item} text={(date) => t(`editing.event.previewState.${item.state}`, { date })} />}
      </EditorForm>
    </div>
  );
}
