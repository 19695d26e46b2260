import { data, redirect } from "react-router";
import { DEVICES } from "../../../common/activities.ts";
import { AGE_LABELS, AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { ITINERARY_KIND } from "../../../common/editing-kinds.ts";
import { CONTENT_ORIGINS } from "../../../common/in-class.ts";
import { pathFor } from "../../../common/routes.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { ChangeItineraryActivities, EditableItineraryQuery, SaveItinerary } from "../../components/editing/itineraries-documents.ts";
import { ItineraryActivityList } from "../../components/editing/ItineraryActivityList.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { TeacherViewLinks } from "../../components/editing/TeacherViewLinks.tsx";
import { itinerariesPath } from "../../components/in-class/paths.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-itineraries-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-itineraries-edit" : "cms-itineraries-new");

/** What the last post did (?done=), in words. */
const DONE = {
  saved: "editing.saved",
  created: "editing.itineraries.created",
  moved: "editing.itineraries.activities.moved",
  removed: "editing.itineraries.activities.removed",
} as const;
const CHANGES = ["up", "down", "remove"] as const;
/** The itinerary's ticks: name, label and hint (none for the first year). */
const TICKS = [
  ["online", "editing.itineraries.online", "editing.itineraries.onlineHint"],
  ["current", "editing.itineraries.current", "editing.itineraries.currentHint"],
  ["firstYear", "editing.itineraries.firstYear", null],
] as const;

/** The form in its order; the programmes to choose among are the loader's (`names`: each one's name in the page's language). */
const uiOf = (names: Map<string, string>): KindUi<typeof ITINERARY_KIND> => ({
  choices: ({ field }) => (
    <div className="grid gap-4 md:grid-cols-2">
      {field("programId", {
        label: "editing.itineraries.program",
        width: "",
        none: "editing.itineraries.programChoose",
        options: [...names.keys()],
        option: (id) => names.get(id) ?? id,
      })}
      {field("age", {
        label: "editing.itineraries.age",
        width: "",
        option: (age, t) => t("editing.itineraries.ageLabel", { age: AGE_LABELS[age as AgeSegment] }),
      })}
    </div>
  ),
  name: { label: "editing.itineraries.labels.name" },
  description: { label: "editing.itineraries.labels.description", rows: 4 },
  slug: { hint: "editing.itineraries.slugHint" },
  image: {},
  devices: ({ values, t }) => (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.itineraries.devices")}</legend>
      <p id="itinerary-devices-hint" className="field-hint">
        {t("editing.itineraries.devicesHint")}
      </p>
      {DEVICES.map((device) => (
        <div key={device} className="checkbox">
          <input
            id={`device-${device}`}
            type="checkbox"
            name="devices"
            value={device}
            defaultChecked={values.devices.includes(device)}
            aria-describedby="itinerary-devices-hint"
          />
          <label htmlFor={`device-${device}`}>{t(`editing.itineraries.deviceNames.${device}`)}</label>
        </div>
      ))}
    </fieldset>
  ),
  origin: ({ values, t }) => (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.itineraries.origin")}</legend>
      {CONTENT_ORIGINS.map((origin) => (
        <div key={origin} className="checkbox">
          <input id={`origin-${origin}`} type="radio" name="origin" value={origin} defaultChecked={values.origin === origin} />
          <label htmlFor={`origin-${origin}`}>{t(`editing.itineraries.origins.${origin}`)}</label>
        </div>
      ))}
    </fieldset>
  ),
  ticks: ({ values, t }) => (
    <div className="flex flex-col gap-3">
      {TICKS.map(([name, label, hint]) => (
        <div key={name} className="checkbox">
          <input
            id={`itinerary-${name}`}
            type="checkbox"
            name={name}
            defaultChecked={values[name]}
            aria-describedby={hint ? `itinerary-${name}-hint` : undefined}
          />
          <label htmlFor={`itinerary-${name}`}>
            <span className="font-bold">{t(label)}</span>
            {hint && (
              <span id={`itinerary-${name}-hint`} className="field-hint block">
                {t(hint)}
              </span>
            )}
          </label>
        </div>
      ))}
    </div>
  ),
  position: { label: "editing.itineraries.position", hint: "editing.itineraries.positionHint" },
});

/** An itinerary's editor (issue 18) with its activities in order, or a blank one at …/nuevo; ?done= says what the last post did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, Object.keys(DONE) as (keyof typeof DONE)[]);
  const result = await query(context, EditableItineraryQuery, { id: params.id ?? "0", withItem: !!params.id });
  const programs = result.itineraryEditorPrograms;
  if (!params.id)
    return { item: null, programs, values: emptyValues(ITINERARY_KIND, { age: "sixToEight", current: true }), done, removing: null };
  const item = result.editableItinerary;
  if (!item) throw data(null, { status: 404 });
  const { id, image, activities, slug, age } = item;
  // ?remove=<activity id>: the removal asked for, waiting for its confirmation.
  const removing = new URL(request.url).searchParams.get("remove");
  return { item: { id, image, activities, slug, age }, programs, values: loadedValues(ITINERARY_KIND, item), done, removing };
}

/** Saves the form (a new itinerary goes to its own editor), or moves or removes one of its activities (`change`). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const change = CHANGES.find((value) => value === form.get("change"));
  if (change && params.id) {
    const here = pathFor("cms-itineraries-edit", page(context).lang, { id: params.id });
    const activityId = String(form.get("activityId") ?? "");
    // A removal deletes the activity's texts: it is asked again first (a page of its own, so it works without scripts).
    if (change === "remove" && form.get("confirmed") !== "yes")
      return redirect(`${here}?remove=${encodeURIComponent(activityId)}#activities`, 303);
    const result = await gql(context, ChangeItineraryActivities, { itineraryId: params.id, activityId, change });
    const answer = result.data?.changeItineraryActivities;
    if (succeeded(answer)) return redirect(`${here}?done=${change === "remove" ? "removed" : "moved"}#activities`, 303);
    throw data(null, { status: answer?.__typename === "DomainError" && answer.code === "NOT_FOUND" ? 404 : 500 });
  }
  const { values, input } = postedValues(ITINERARY_KIND, form);
  if (!AGE_SEGMENTS.includes(input.age)) return refusedField(values, "age", "editing.itineraries.errors.age");
  const result = await gql(context, SaveItinerary, {
    id: params.id ?? null,
    input: {
      ...input,
      devices: DEVICES.filter((device) => input.devices.includes(device)),
      origin: CONTENT_ORIGINS.find((origin) => origin === input.origin) ?? "own",
    },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-itineraries-edit", result, answer: result.data?.saveItinerary, values });
}

export default function CmsItinerariesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { item, programs, done, removing } = loaderData;
  const names = new Map(programs.map((program) => [program.id, lang === "en" && program.nameEn ? program.nameEn : program.nameEs]));
  return (
    <div className="page">
      <EditorHeader
        list="cms-itineraries"
        back={t("editing.itineraries.back")}
        title={t(item ? "editing.itineraries.editTitle" : "editing.itineraries.newTitle")}
        done={done && t(DONE[done])}
      />
      {item && (
        <TeacherViewLinks
          href={(language) => itinerariesPath(language, item.age as AgeSegment, item.slug)}
          history={{ entity: "itinerary", id: item.id }}
        />
      )}
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={ITINERARY_KIND}
          ui={uiOf(names)}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.image}
        />
      </EditorForm>
      <ItineraryActivityList itinerary={item} removing={removing} />
    </div>
  );
}
