import { data, Form, Link, redirect } from "react-router";
import { DEVICES, type Device } from "../../../common/activities.ts";
import { AGE_LABELS, AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { ITINERARY_KIND } from "../../../common/editing-kinds.ts";
import { CONTENT_ORIGINS, type ContentOrigin } from "../../../common/in-class.ts";
import { pathFor } from "../../../common/routes.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { ChangeItineraryActivities, EditableItineraryQuery, SaveItinerary } from "../../components/editing/itineraries-documents.ts";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { changedOrRefused, doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { TeacherViewLinks } from "../../components/editing/TeacherViewLinks.tsx";
import { itinerariesPath } from "../../components/in-class/paths.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
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
/** The form in its order; the programmes to choose among are the loader's (`names`: each one's name in the page's language). */
const uiOf = (names: Map<string, string>): KindUi<typeof ITINERARY_KIND> => ({
  programId: {
    label: "editing.itineraries.program",
    none: "editing.itineraries.programChoose",
    options: [...names.keys()],
    option: (id) => names.get(id) ?? id,
  },
  age: {
    label: "editing.itineraries.age",
    option: (age, t) => t("editing.itineraries.ageLabel", { age: AGE_LABELS[age as AgeSegment] }),
  },
  name: { label: "editing.itineraries.labels.name" },
  description: { label: "editing.itineraries.labels.description", rows: 4 },
  slug: { hint: "editing.itineraries.slugHint" },
  image: {},
  devices: {
    label: "editing.itineraries.devices",
    hint: "editing.itineraries.devicesHint",
    option: (device, t) => t(`editing.itineraries.deviceNames.${device as Device}`),
  },
  origin: {
    label: "editing.itineraries.origin",
    option: (origin, t) => t(`editing.itineraries.origins.${origin as ContentOrigin}`),
  },
  online: { label: "editing.itineraries.online", hint: "editing.itineraries.onlineHint" },
  current: { label: "editing.itineraries.current", hint: "editing.itineraries.currentHint" },
  firstYear: { label: "editing.itineraries.firstYear" },
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
    const done = change === "remove" ? "removed" : "moved";
    return changedOrRefused(result, result.data?.changeItineraryActivities, () => `${here}?done=${done}#activities`, { values: null });
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
      <section id="activities" aria-labelledby="activities-title" className="mt-12 max-w-6xl">
        <h2 id="activities-title" className="text-2xl">
          {t("editing.itineraries.activities.title")}
        </h2>
        {item ? <Activities itinerary={item} removing={removing} /> : <p>{t("editing.itineraries.activities.addFirst")}</p>}
      </section>
    </div>
  );
}

type Itinerary = NonNullable<Route.ComponentProps["loaderData"]["item"]>;

/**
 * A saved itinerary's activities in order (issue 18): each with plain buttons that post to this page to move it up or
 * down or remove it (asked again first, `removing`), so they work with a keyboard and without scripts; and the way to add one.
 */
function Activities({ itinerary: { id, activities }, removing }: { itinerary: Itinerary; removing: string | null }) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  return (
    <>
      <p className="field-hint mb-4">{t("editing.itineraries.activities.lead")}</p>
      {activities.length === 0 && <p>{t("editing.itineraries.activities.empty")}</p>}
      <ol className="flex flex-col gap-3" hidden={activities.length === 0}>
        {activities.map((activity, index) => {
          const name = lang === "en" && activity.nameEn ? activity.nameEn : activity.nameEs;
          return (
            <li key={activity.id} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line p-3">
              <span className="font-extrabold text-navy">{index + 1}.</span>
              <Link to={to("cms-itinerary-activity", { id, activityId: activity.id })} className="font-bold underline">
                {name}
              </Link>
              <span className="text-muted">{t("editing.itineraries.activities.minutes", { count: activity.minutes })}</span>
              {!activity.translated && <span className="text-muted">{t("editing.itineraries.untranslated")}</span>}
              {/* One form, a button for each change it may post. */}
              <Form method="post" className="ml-auto flex flex-wrap gap-2">
                <input type="hidden" name="activityId" value={activity.id} />
                {CHANGES.map((change) => (
                  <button
                    key={change}
                    type="submit"
                    name="change"
                    value={change}
                    disabled={(change === "up" && index === 0) || (change === "down" && index === activities.length - 1)}
                    aria-label={t(`editing.itineraries.activities.${change}Label`, { name })}
                    className="btn btn-secondary"
                  >
                    {t(`editing.itineraries.activities.${change}`)}
                  </button>
                ))}
              </Form>
              {removing === activity.id && (
                <div role="alert" className="w-full rounded-xl border-2 border-coral bg-cream p-3">
                  <p className="mb-2 font-bold">{t("editing.itineraries.activities.confirmRemove", { name })}</p>
                  <Form method="post" className="flex flex-wrap items-center gap-4">
                    <Hidden values={{ activityId: activity.id, confirmed: "yes" }} />
                    <button type="submit" name="change" value="remove" className="btn btn-primary">
                      {t("editing.itineraries.activities.confirm")}
                    </button>
                    <Link to={`${to("cms-itineraries-edit", { id })}#activities`}>{t("editing.itineraries.activities.cancel")}</Link>
                  </Form>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-4">
        <Link to={to("cms-itinerary-activity-new", { id })} className="btn btn-primary">
          {t("editing.itineraries.activities.add")}
        </Link>
      </p>
    </>
  );
}
