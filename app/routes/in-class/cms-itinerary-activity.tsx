import { data } from "react-router";
import type { AgeSegment } from "../../../common/ages.ts";
import { ITINERARY_ACTIVITY_KIND } from "../../../common/editing-kinds.ts";
import { pathFor } from "../../../common/routes.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditableItineraryActivityQuery, SaveItineraryActivity } from "../../components/editing/itineraries-documents.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { type FieldUi, KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { TeacherViewLinks } from "../../components/editing/TeacherViewLinks.tsx";
import { itineraryActivityPath } from "../../components/in-class/paths.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-itinerary-activity";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.params.activityId ? "cms-itinerary-activity" : "cms-itinerary-activity-new");

const DONE = ["saved", "created"] as const;
const FLAGS = ["withKit", "withMaterials", "withOptions", "withPc", "withPcOptions", "withTablet"] as const;
const MATERIALS = ["kit", "materials", "options", "pc", "pcOptions", "tablet"] as const;
const LISTS: readonly string[] = ["objectives", "steps", "materials"];

/** A page text: a list is one item a line; a material text is shown only when offered, and then needs its Spanish. */
const content = (name: string): FieldUi => {
  const material = (MATERIALS as readonly string[]).includes(name);
  const hint: TKey[] = [];
  if (LISTS.includes(name)) hint.push("editing.itineraries.activity.listHint");
  if (material) hint.push("editing.itineraries.activity.materialHint");
  const rows = LISTS.includes(name) || name === "summary" ? 5 : 3;
  return { label: `editing.itineraries.activity.labels.${name}` as TKey, rows, hint: hint.length ? hint : undefined, required: material };
};

/** The form in its order; `logo`: the saved activity's project logo. */
const uiOf = (logo: string | null): KindUi<typeof ITINERARY_ACTIVITY_KIND> => ({
  name: { label: "editing.itineraries.activity.labels.name" },
  slug: { hint: "editing.itineraries.activity.slugHint" },
  minutes: { label: "editing.itineraries.activity.minutes" },
  image: {},
  projectLogo: { texts: "editing.itineraries.activity.projectLogo", current: logo },
  summary: content("summary"),
  objectives: content("objectives"),
  steps: content("steps"),
  flags: ({ t, field }) => (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby="activity-flags-hint">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.itineraries.activity.flags")}</legend>
      <p id="activity-flags-hint" className="field-hint">
        {t("editing.itineraries.activity.flagsHint")}
      </p>
      <div className="grid gap-2 md:grid-cols-3">
        {FLAGS.map((flag) => field(flag, { label: `editing.itineraries.activity.flagNames.${flag}`, id: `flag-${flag}` }))}
      </div>
    </fieldset>
  ),
  ...Object.fromEntries(MATERIALS.map((name) => [name, content(name)])),
});

/** An itinerary activity's editor (issue 18), or a blank one at …/actividad/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const result = await query(context, EditableItineraryActivityQuery, {
    itineraryId: params.id,
    id: params.activityId ?? "0",
    withItem: !!params.activityId,
  });
  const itinerary = result.editableItinerary;
  if (!itinerary) throw data(null, { status: 404 });
  if (!params.activityId) return { itinerary, item: null, values: emptyValues(ITINERARY_ACTIVITY_KIND, { minutes: "45" }), done };
  const item = result.editableItineraryActivity;
  if (!item) throw data(null, { status: 404 });
  const { id, slug, image, projectLogo, textsEs, textsEn } = item;
  // The API gives each language's texts apart: the form names them `summaryEs`, `summaryEn`…
  const texts = Object.keys(textsEs).flatMap((name) => [
    [`${name}Es`, textsEs[name as keyof typeof textsEs]],
    [`${name}En`, textsEn[name as keyof typeof textsEn]],
  ]);
  return {
    itinerary,
    item: { id, slug, image, projectLogo },
    values: loadedValues(ITINERARY_ACTIVITY_KIND, { ...item, ...Object.fromEntries(texts) }),
    done,
  };
}

/** Saves the form (a new activity goes last in its itinerary, then to its own editor); a refusal keeps what was typed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input } = postedValues(ITINERARY_ACTIVITY_KIND, form);
  const result = await gql(context, SaveItineraryActivity, {
    itineraryId: params.id,
    id: params.activityId ?? null,
    input: { ...input, removeProjectLogo: form.get("removeProjectLogo") === "on" },
    image: chosenFile(form),
    projectLogo: chosenFile(form, "projectLogo"),
  });
  const answer = result.data?.saveItineraryActivity;
  const at = (activityId: string) => ({ id: params.id, activityId });
  return savedOrRefused(context, { id: params.activityId, edit: "cms-itinerary-activity", at, result, answer, values });
}

export default function CmsItineraryActivity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { itinerary, item, done } = loaderData;
  return (
    <div className="page">
      <EditorHeader
        list="cms-itineraries"
        back={t("editing.itineraries.back")}
        title={t(item ? "editing.itineraries.activity.editTitle" : "editing.itineraries.activity.newTitle")}
        done={done && t(done === "created" ? "editing.itineraries.activity.created" : "editing.saved")}
      />
      <p className="mb-4">
        <a href={`${pathFor("cms-itineraries-edit", lang, { id: itinerary.id })}#activities`}>
          {t("editing.itineraries.activity.back", { name: lang === "en" && itinerary.nameEn ? itinerary.nameEn : itinerary.nameEs })}
        </a>
      </p>
      {item && (
        <TeacherViewLinks
          href={(language) => itineraryActivityPath(language, itinerary.age as AgeSegment, itinerary.slug, item.slug)}
          history={{ entity: "itinerary", id: itinerary.id }}
        />
      )}
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={ITINERARY_ACTIVITY_KIND}
          ui={uiOf(item?.projectLogo ?? null)}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.image}
        />
      </EditorForm>
    </div>
  );
}
