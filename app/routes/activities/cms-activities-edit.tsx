import { CATEGORY_PILL_ORDER, categoryFromApi, categoryToApi } from "../../../common/activities.ts";
import { AGE_LABELS, type AgeSegment } from "../../../common/ages.ts";
import { ACTIVITY_KIND } from "../../../common/editing-kinds.ts";
import { EditableActivityQuery, SaveActivity } from "../../components/activities/editor-documents.ts";
import { editorMeta, KindEditor } from "../../components/editing/kit/KindEditor.tsx";
import type { KindUi } from "../../components/editing/kit/KindFields.tsx";
import { kindAction, kindLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import type { Route } from "./+types/cms-activities-edit";

export const meta: Route.MetaFunction = (args) => editorMeta(args, "cms-activities");

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
export const loader = (args: Route.LoaderArgs) =>
  kindLoader(args, {
    kind: ACTIVITY_KIND,
    query: EditableActivityQuery,
    field: "editableActivity",
    empty: { minutes: "30" },
    keep: ({ ratingCount, ratingAverage }) => ({ ratingCount, ratingAverage }),
  });

/** The choices are checked by the API's enums (the category as the API spells it): anything else is refused as a whole form. */
export const action = (args: Route.ActionArgs) =>
  kindAction(args, {
    kind: ACTIVITY_KIND,
    save: SaveActivity,
    field: "saveActivity",
    edit: "cms-activities-edit",
    // A list's entry ("stepsEs.3") is shown on its list.
    fieldOf: (field) => field.split(".")[0] ?? field,
  });

export default function CmsActivitiesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item } = loaderData;
  return (
    <KindEditor kind={ACTIVITY_KIND} ui={UI} route="cms-activities" texts="editing.activity" loaded={loaderData} posted={actionData}>
      {item && (
        <p className="field-hint">
          {item.ratingAverage !== null && `${t("editing.activity.ratings", { count: item.ratingCount, average: item.ratingAverage })} `}
          {t("editing.activity.readOnly")}
        </p>
      )}
    </KindEditor>
  );
}
