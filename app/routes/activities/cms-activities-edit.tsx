import { data } from "react-router";
import { CATEGORY_PILL_ORDER, categoryFromApi, categoryToApi } from "../../../common/activities.ts";
import { AGE_LABELS, type AgeSegment } from "../../../common/ages.ts";
import { ACTIVITY_KIND } from "../../../common/editing-kinds.ts";
import { EditableActivityQuery, SaveActivity } from "../../components/activities/editor-documents.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, earliestOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-activities-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-activities-edit" : "cms-activities-new");

const DONE = ["saved", "created"] as const;
const NEEDS = ["withKit", "withMaterials", "withPc", "withTablet"] as const;
const SELECT = { width: "max-w-md" };
/** Materials and steps are typed one entry per line; the attributes are grouped under their own heading. */
const UI: KindUi<typeof ACTIVITY_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  description: { label: "editing.activity.labels.description", rows: 10, hint: "editing.activity.descriptionHint" },
  materials: { label: "editing.activity.labels.materials", rows: 6, hint: "editing.activity.listHint" },
  steps: { label: "editing.activity.labels.steps", rows: 10, hint: "editing.activity.listHint" },
  tips: { label: "editing.activity.labels.tips", rows: 4, hint: "editing.activity.tipsHint" },
  slug: {},
  details: ({ t, field }) => (
    <section aria-labelledby="activity-details" className="flex flex-col gap-6">
      <h2 id="activity-details" className="text-lg font-extrabold text-navy">
        {t("editing.activity.details")}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {field("audience", { ...SELECT, label: "editing.activity.audience", option: (v) => t(`activities.audiences.${v}` as TKey) })}
        {field("category", {
          ...SELECT,
          label: "editing.activity.category",
          options: CATEGORY_PILL_ORDER.map(categoryToApi),
          option: (v) => t(`activities.categories.${categoryFromApi(v)}` as TKey),
        })}
        {field("difficulty", { ...SELECT, label: "editing.activity.difficulty", option: (v) => t(`activities.difficulties.${v}` as TKey) })}
        {field("minutes", { label: "editing.activity.minutes", width: "max-w-32" })}
      </div>
      {field("ageSegments", { label: "editing.activity.ages", option: (v) => AGE_LABELS[v as AgeSegment] })}
      {field("competences", { label: "editing.activity.competences", option: (v) => t(`activities.competences.${v}` as TKey) })}
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="field-label">{t("editing.activity.needs")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {NEEDS.map((name) => field(name, { id: `need-${name}`, label: `editing.activity.${name}` }))}
        </div>
      </fieldset>
      {field("access", {
        ...SELECT,
        label: "editing.activity.access",
        hint: "editing.activity.accessHint",
        option: (v) => t(`activities.access.${v}` as TKey),
      })}
    </section>
  ),
  image: {},
  state: { texts: "editing.previewState" },
};

/** An activity's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: emptyValues(ACTIVITY_KIND, { minutes: "30" }), done, earliest };
  const { editableActivity: item } = await query(context, EditableActivityQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, cover, state, publishedAt, ratingCount, ratingAverage } = item;
  return { item: { id, cover, state, publishedAt, ratingCount, ratingAverage }, values: loadedValues(ACTIVITY_KIND, item), done, earliest };
}

/** Saves the form (a new activity goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input, refusal } = postedValues(ACTIVITY_KIND, form);
  if (refusal) return refusedField(values, refusal.field, refusal.message);
  // The choices are checked by the API's enums (the category as the API spells it): anything else is refused as a whole form.
  const result = await gql(context, SaveActivity, { id: params.id ?? null, input: input as never, image: chosenFile(form) });
  return savedOrRefused(context, {
    id: params.id,
    edit: "cms-activities-edit",
    result,
    answer: result.data?.saveActivity,
    values,
    // A list's entry ("stepsEs.3") is shown on its list.
    fieldOf: (field) => field.split(".")[0] ?? field,
  });
}

export default function CmsActivitiesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaderData;
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
        <KindFields
          kind={ACTIVITY_KIND}
          ui={UI}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.cover}
          earliest={earliest}
          saved={item}
        />
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
