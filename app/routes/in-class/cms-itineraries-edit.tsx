import { data, Form, redirect, useNavigation } from "react-router";
import { DEVICES } from "../../../common/activities.ts";
import { AGE_LABELS, AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { CONTENT_ORIGINS, type ContentOrigin } from "../../../common/in-class.ts";
import { pathFor } from "../../../common/routes.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { ChangeItineraryActivities, EditableItineraryQuery, SaveItinerary } from "../../components/editing/itineraries-documents.ts";
import { ItineraryActivityList } from "../../components/editing/ItineraryActivityList.tsx";
import { TeacherViewLinks } from "../../components/editing/TeacherViewLinks.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { itinerariesPath } from "../../components/in-class/paths.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-itineraries-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-itineraries-edit" : "cms-itineraries-new");

const TEXTS = ["slug", "programId", "age", "nameEs", "nameEn", "descriptionEs", "descriptionEn", "origin", "position"] as const;
const FLAGS = ["online", "current", "firstYear"] as const;
type Values = Record<(typeof TEXTS)[number], string> & Record<(typeof FLAGS)[number], boolean> & { devices: string[] };
const DONE = ["saved", "created", "moved", "removed"] as const;
const CHANGES = ["up", "down", "remove"] as const;

const EMPTY: Values = {
  slug: "",
  programId: "",
  age: "sixToEight",
  nameEs: "",
  nameEn: "",
  descriptionEs: "",
  descriptionEn: "",
  origin: "own",
  position: "0",
  online: false,
  current: true,
  firstYear: false,
  devices: [],
};

/** An itinerary's editor (issue 18) with its activities in order, or a blank one at …/nuevo; ?done= says what the last post did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const done = doneOf(request, DONE);
  // ?remove=<activity id>: the removal asked for, waiting for its confirmation.
  const removing = search.get("remove");
  const result = await query(context, EditableItineraryQuery, { id: params.id ?? "0", withItem: !!params.id });
  const programs = result.itineraryEditorPrograms;
  if (!params.id) return { item: null, programs, values: EMPTY, done, removing: null };
  const item = result.editableItinerary;
  if (!item) throw data(null, { status: 404 });
  const { id, image, activities, online, current, firstYear, devices, position } = item;
  const values: Values = {
    slug: item.slug,
    programId: item.programId,
    age: item.age,
    nameEs: item.nameEs,
    nameEn: item.nameEn,
    descriptionEs: item.descriptionEs,
    descriptionEn: item.descriptionEn,
    origin: item.origin,
    position: String(position),
    online,
    current,
    firstYear,
    devices: [...devices],
  };
  return { item: { id, image, activities, slug: item.slug, age: item.age }, programs, values, done, removing };
}

/** Saves the form (a new itinerary goes to its own editor), or moves or removes one of its activities (`change`). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { lang } = page(context);
  const change = CHANGES.find((value) => value === form.get("change"));
  if (change && params.id) {
    // A removal deletes the activity's texts: it is asked again first (a page of its own, so it works without scripts).
    if (change === "remove" && form.get("confirmed") !== "yes") {
      const activityId = encodeURIComponent(String(form.get("activityId") ?? ""));
      return redirect(`${pathFor("cms-itineraries-edit", lang, { id: params.id })}?remove=${activityId}#activities`, 303);
    }
    const result = await gql(context, ChangeItineraryActivities, {
      itineraryId: params.id,
      activityId: String(form.get("activityId") ?? ""),
      change,
    });
    const answer = result.data?.changeItineraryActivities;
    if (succeeded(answer))
      return redirect(
        `${pathFor("cms-itineraries-edit", lang, { id: params.id })}?done=${change === "remove" ? "removed" : "moved"}#activities`,
        303,
      );
    throw data(null, { status: answer?.__typename === "DomainError" && answer.code === "NOT_FOUND" ? 404 : 500 });
  }
  const texts = textsFromForm(form, TEXTS);
  const flags = Object.fromEntries(FLAGS.map((name) => [name, form.get(name) === "on"])) as Record<(typeof FLAGS)[number], boolean>;
  const devices = form
    .getAll("devices")
    .map(String)
    .filter((value) => (DEVICES as readonly string[]).includes(value));
  const values: Values = { ...texts, ...flags, devices };
  const fields: Record<string, string> = {};
  const position = Number(texts.position.trim());
  if (!/^\d+$/.test(texts.position.trim()) || position > 10_000) fields.position = "editing.itineraries.errors.position";
  const age = AGE_SEGMENTS.find((value) => value === texts.age);
  if (!age) fields.age = "editing.itineraries.errors.age";
  const origin = CONTENT_ORIGINS.find((value) => value === texts.origin) ?? "own";
  if (!age || Object.keys(fields).length > 0) return data({ error: "errors.validation", fields, values }, { status: 400 });
  const result = await gql(context, SaveItinerary, {
    id: params.id ?? null,
    input: {
      slug: texts.slug,
      programId: texts.programId,
      age,
      nameEs: texts.nameEs,
      nameEn: texts.nameEn,
      descriptionEs: texts.descriptionEs,
      descriptionEn: texts.descriptionEn,
      online: flags.online,
      devices: devices as ("pc" | "tablet")[],
      origin,
      current: flags.current,
      firstYear: flags.firstYear,
      position,
    },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-itineraries-edit", result, answer: result.data?.saveItinerary, values });
}

export default function CmsItinerariesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const busy = useNavigation().state === "submitting";
  const { item, programs, done, removing } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
  const doneText =
    done &&
    t(done === "created" ? "editing.itineraries.created" : done === "saved" ? "editing.saved" : `editing.itineraries.activities.${done}`);
  const named = (entry: { nameEs: string; nameEn: string }) => (lang === "en" && entry.nameEn ? entry.nameEn : entry.nameEs);
  const check = (name: (typeof FLAGS)[number], label: string, hint?: string) => (
    <div className="checkbox">
      <input
        id={`itinerary-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={values[name]}
        aria-describedby={hint ? `itinerary-${name}-hint` : undefined}
      />
      <label htmlFor={`itinerary-${name}`}>
        <span className="font-bold">{label}</span>
        {hint && (
          <span id={`itinerary-${name}-hint`} className="field-hint block">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
  return (
    <div className="page">
      <EditorHeader
        list="cms-itineraries"
        back={t("editing.itineraries.back")}
        title={t(item ? "editing.itineraries.editTitle" : "editing.itineraries.newTitle")}
        done={doneText}
      />
      {item && (
        <TeacherViewLinks
          href={(language) => itinerariesPath(language, item.age as AgeSegment, item.slug)}
          history={{ entity: "itinerary", id: item.id }}
        />
      )}
      <FormAlert message={actionData?.error} />
      <Form method="post" encType="multipart/form-data" className="mt-4 flex max-w-6xl flex-col gap-8" noValidate>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t("editing.itineraries.program")} required error={fields.programId}>
            {({ id, describedBy, invalid, required }) => (
              <select
                id={id}
                name="programId"
                defaultValue={values.programId}
                aria-required={required}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input"
                required
              >
                <option value="">{t("editing.itineraries.programChoose")}</option>
                {programs.map((program) => (
                  <option key={program.id} value={program.id}>
                    {named(program)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("editing.itineraries.age")} required error={fields.age}>
            {({ id, describedBy, invalid, required }) => (
              <select
                id={id}
                name="age"
                defaultValue={values.age}
                aria-required={required}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input"
                required
              >
                {AGE_SEGMENTS.map((age) => (
                  <option key={age} value={age}>
                    {t("editing.itineraries.ageLabel", { age: AGE_LABELS[age] })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <TranslatedField {...pair("name", t("editing.itineraries.labels.name"))} maxLength={200} />
        <TranslatedField {...pair("description", t("editing.itineraries.labels.description"))} maxLength={2_000} rows={4} />
        <SlugField value={values.slug} error={fields.slug} hint={t("editing.itineraries.slugHint")} />
        <CoverImageField current={item?.image ?? null} error={fields.image} />
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
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.itineraries.origin")}</legend>
          {CONTENT_ORIGINS.map((origin: ContentOrigin) => (
            <div key={origin} className="checkbox">
              <input id={`origin-${origin}`} type="radio" name="origin" value={origin} defaultChecked={values.origin === origin} />
              <label htmlFor={`origin-${origin}`}>{t(`editing.itineraries.origins.${origin}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-3">
          {check("online", t("editing.itineraries.online"), t("editing.itineraries.onlineHint"))}
          {check("current", t("editing.itineraries.current"), t("editing.itineraries.currentHint"))}
          {check("firstYear", t("editing.itineraries.firstYear"))}
        </div>
        <Field label={t("editing.itineraries.position")} required error={fields.position} hint={t("editing.itineraries.positionHint")}>
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              name="position"
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000}
              step={1}
              defaultValue={values.position}
              required
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            />
          )}
        </Field>
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.save")}
          </SubmitButton>
        </div>
      </Form>
      <ItineraryActivityList itinerary={item} removing={removing} />
    </div>
  );
}
