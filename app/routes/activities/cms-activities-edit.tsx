import { data } from "react-router";
import {
  ACTIVITY_ACCESS,
  AUDIENCES,
  CATEGORY_PILL_ORDER,
  categoryToApi,
  COMPETENCE_AREAS,
  DIFFICULTIES,
} from "../../../common/activities.ts";
import { AGE_LABELS, AGE_SEGMENTS } from "../../../common/ages.ts";
import type { PublicationState } from "../../../common/editing.ts";
import { EditableActivityQuery, SaveActivity } from "../../components/activities/editor-documents.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile, publicationFromForm, textsFromForm } from "../../components/editing/form-values.ts";
import { PublicationFields } from "../../components/editing/PublicationFields.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FieldError } from "../../components/Field.tsx";
import { EditorForm, PublicationNote } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused, earliestOf, refusedField, scheduledOf } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-activities-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-activities-edit" : "cms-activities-new");

/** The form's texts; materials and steps are one entry per line. */
const TEXTS = [
  "slug",
  "titleEs",
  "titleEn",
  "summaryEs",
  "summaryEn",
  "descriptionEs",
  "descriptionEn",
  "materialsEs",
  "materialsEn",
  "stepsEs",
  "stepsEn",
  "tipsEs",
  "tipsEn",
  "audience",
  "difficulty",
  "minutes",
  "category",
  "access",
] as const;
const NEEDS = ["withKit", "withMaterials", "withPc", "withTablet"] as const;
type Need = (typeof NEEDS)[number];
type Values = Record<(typeof TEXTS)[number], string> &
  Record<Need, boolean> & { ageSegments: string[]; competences: string[]; state: PublicationState; scheduledAt: string };
const DONE = ["saved", "created"] as const;

const EMPTY: Values = {
  slug: "",
  titleEs: "",
  titleEn: "",
  summaryEs: "",
  summaryEn: "",
  descriptionEs: "",
  descriptionEn: "",
  materialsEs: "",
  materialsEn: "",
  stepsEs: "",
  stepsEn: "",
  tipsEs: "",
  tipsEn: "",
  audience: "children",
  difficulty: "low",
  minutes: "30",
  category: "game",
  access: "open",
  ageSegments: [],
  competences: [],
  withKit: false,
  withMaterials: false,
  withPc: false,
  withTablet: false,
  state: "draft",
  scheduledAt: "",
};

/** A list typed one entry per line: blank lines dropped. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An activity's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: EMPTY, done, earliest };
  const { editableActivity: item } = await query(context, EditableActivityQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, cover, state, publishedAt, ratingCount, ratingAverage, materialsEs, materialsEn, stepsEs, stepsEn, minutes } = item;
  const values: Values = {
    ...item,
    materialsEs: materialsEs.join("\n"),
    materialsEn: materialsEn.join("\n"),
    stepsEs: stepsEs.join("\n"),
    stepsEn: stepsEn.join("\n"),
    minutes: String(minutes),
    scheduledAt: scheduledOf(state, publishedAt),
  };
  return { item: { id, cover, state, publishedAt, ratingCount, ratingAverage }, values, done, earliest };
}

/** Saves the form (a new activity goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const publication = publicationFromForm(form);
  const texts = textsFromForm(form, TEXTS);
  const picked = (name: string) => form.getAll(name).map(String);
  const needs = Object.fromEntries(NEEDS.map((name) => [name, form.has(name)])) as Record<Need, boolean>;
  const values: Values = {
    ...texts,
    ...needs,
    ageSegments: picked("ageSegments"),
    competences: picked("competences"),
    state: publication.state,
    scheduledAt: publication.scheduledAt,
  };
  if (publication.invalid) return refusedField(values, "scheduledAt", "editing.errors.date");
  const { audience, difficulty, category, access, minutes, ...rest } = texts;
  const result = await gql(context, SaveActivity, {
    id: params.id ?? null,
    input: {
      ...rest,
      materialsEs: lines(texts.materialsEs),
      materialsEn: lines(texts.materialsEn),
      stepsEs: lines(texts.stepsEs),
      stepsEn: lines(texts.stepsEn),
      // Checked by the API's enums: anything else is refused as a whole form.
      audience: audience as never,
      difficulty: difficulty as never,
      category: category as never,
      access: access as never,
      ageSegments: values.ageSegments as never,
      competences: values.competences as never,
      // Not a whole number: 0, which the service refuses with the field's message.
      minutes: /^\d{1,4}$/.test(minutes.trim()) ? Number(minutes.trim()) : 0,
      ...needs,
      state: publication.state,
      scheduledAt: publication.instant,
    },
    image: chosenFile(form),
  });
  // A list's entry ("stepsEs.3") is shown on its list.
  const fieldOf = (field: string) => field.split(".")[0] ?? field;
  return savedOrRefused(context, {
    id: params.id,
    edit: "cms-activities-edit",
    result,
    answer: result.data?.saveActivity,
    values,
    fieldOf,
  });
}

export default function CmsActivitiesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const _lang = useRootData()?.lang ?? "es";
  const { item, done, earliest } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
  /** A group of checkboxes with one message for the group. */
  const choices = (name: "ageSegments" | "competences", legend: string, options: readonly { value: string; label: string }[]) => (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={fields[name] ? `${name}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.value} className="checkbox">
            <input
              id={`${name}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={values[name].includes(option.value)}
              aria-invalid={fields[name] ? true : undefined}
            />
            <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={fields[name] ? t(fields[name] as never) : null} />
    </fieldset>
  );
  const select = (
    name: "audience" | "difficulty" | "category" | "access",
    label: string,
    options: readonly { value: string; label: string }[],
    hint?: string,
  ) => (
    <Field label={label} required error={fields[name]} hint={hint}>
      {({ id, describedBy, invalid, required }) => (
        <select
          id={id}
          name={name}
          defaultValue={values[name]}
          aria-required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input max-w-md"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div className="page">
      <EditorHeader
        list="cms-activities"
        back={t("editing.activity.back")}
        title={t(item ? "editing.activity.editTitle" : "editing.activity.newTitle")}
        done={done && t(done === "created" ? "editing.activity.created" : "editing.saved")}
        saved={item && { id: item.id, preview: "cms-activities-preview", entity: "activity" }}
      />
      <EditorForm error={actionData?.error}>
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={500} rows={3} />
        <TranslatedField
          {...pair("description", t("editing.activity.labels.description"))}
          maxLength={20_000}
          rows={10}
          hint={t("editing.activity.descriptionHint")}
        />
        <TranslatedField
          {...pair("materials", t("editing.activity.labels.materials"))}
          maxLength={40_000}
          rows={6}
          hint={t("editing.activity.listHint")}
          optional
        />
        <TranslatedField
          {...pair("steps", t("editing.activity.labels.steps"))}
          maxLength={40_000}
          rows={10}
          hint={t("editing.activity.listHint")}
        />
        <TranslatedField
          {...pair("tips", t("editing.activity.labels.tips"))}
          maxLength={5_000}
          rows={4}
          hint={t("editing.activity.tipsHint")}
          optional
        />
        <SlugField value={values.slug} error={fields.slug} />
        <section aria-labelledby="activity-details" className="flex flex-col gap-6">
          <h2 id="activity-details" className="text-lg font-extrabold text-navy">
            {t("editing.activity.details")}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {select(
              "audience",
              t("editing.activity.audience"),
              AUDIENCES.map((value) => ({ value, label: t(`activities.audiences.${value}`) })),
            )}
            {select(
              "category",
              t("editing.activity.category"),
              CATEGORY_PILL_ORDER.map((value) => ({ value: categoryToApi(value), label: t(`activities.categories.${value}`) })),
            )}
            {select(
              "difficulty",
              t("editing.activity.difficulty"),
              DIFFICULTIES.map((value) => ({ value, label: t(`activities.difficulties.${value}`) })),
            )}
            <Field label={t("editing.activity.minutes")} required error={fields.minutes}>
              {({ id, describedBy, invalid, required }) => (
                <input
                  id={id}
                  name="minutes"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={600}
                  step={1}
                  defaultValue={values.minutes}
                  aria-required={required}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className="field-input max-w-32"
                />
              )}
            </Field>
          </div>
          {choices(
            "ageSegments",
            t("editing.activity.ages"),
            AGE_SEGMENTS.map((value) => ({ value, label: AGE_LABELS[value] })),
          )}
          {choices(
            "competences",
            t("editing.activity.competences"),
            COMPETENCE_AREAS.map((value) => ({ value, label: t(`activities.competences.${value}`) })),
          )}
          <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
            <legend className="field-label">{t("editing.activity.needs")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {NEEDS.map((name) => (
                <div key={name} className="checkbox">
                  <input id={`need-${name}`} type="checkbox" name={name} defaultChecked={values[name]} />
                  <label htmlFor={`need-${name}`}>{t(`editing.activity.${name}`)}</label>
                </div>
              ))}
            </div>
          </fieldset>
          {select(
            "access",
            t("editing.activity.access"),
            ACTIVITY_ACCESS.map((value) => ({ value, label: t(`activities.access.${value}`) })),
            t("editing.activity.accessHint"),
          )}
        </section>
        <CoverImageField current={item?.cover ?? null} error={fields.image} />
        <PublicationFields state={values.state} scheduledAt={values.scheduledAt} earliest={earliest} error={fields.scheduledAt} />
        {item && <PublicationNote {...item} text={(date) => t(`editing.previewState.${item.state}`, { date })} />}
        {item && (
          <p className="field-hint">
            {item.ratingAverage !== null && `${t("editing.activity.ratings", { count: item.ratingCount, average: item.ratingAverage })} `}
            {t("editing.activity.readOnly")}
          </p>
        )}
      </EditorForm>
    </div>
  );
}
