import { data, Form, redirect, useNavigation } from "react-router";
import type { AgeSegment } from "../../../common/ages.ts";
import { pathFor } from "../../../common/routes.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { EditableItineraryActivityQuery, SaveItineraryActivity } from "../../components/editing/itineraries-documents.ts";
import { TeacherViewLinks } from "../../components/editing/TeacherViewLinks.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { itineraryActivityPath } from "../../components/in-class/paths.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-itinerary-activity";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.params.activityId ? "cms-itinerary-activity" : "cms-itinerary-activity-new");

/** The page's texts, each in both languages; lists are one item a line. */
const CONTENT = ["summary", "objectives", "steps", "kit", "materials", "options", "pc", "pcOptions", "tablet"] as const;
type ContentName = (typeof CONTENT)[number];
const LISTS: readonly ContentName[] = ["objectives", "steps", "materials"];
const REQUIRED: readonly ContentName[] = ["summary", "objectives", "steps"];
const MATERIAL_FLAG = {
  kit: "withKit",
  materials: "withMaterials",
  options: "withOptions",
  pc: "withPc",
  pcOptions: "withPcOptions",
  tablet: "withTablet",
} as const;
const FLAGS = Object.values(MATERIAL_FLAG);
type Flag = (typeof FLAGS)[number];
const TEXTS = ["slug", "nameEs", "nameEn", "minutes", ...CONTENT.flatMap((name) => [`${name}Es`, `${name}En`] as const)] as const;
type Values = Record<(typeof TEXTS)[number], string> & Record<Flag, boolean>;
const DONE = ["saved", "created"] as const;

const EMPTY = {
  ...Object.fromEntries(TEXTS.map((name) => [name, ""])),
  minutes: "45",
  ...Object.fromEntries(FLAGS.map((flag) => [flag, false])),
} as Values;

/** An itinerary activity's editor (issue 18), or a blank one at …/actividad/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = DONE.find((value) => value === new URL(request.url).searchParams.get("done")) ?? null;
  const result = await query(context, EditableItineraryActivityQuery, {
    itineraryId: params.id,
    id: params.activityId ?? "0",
    withItem: !!params.activityId,
  });
  const itinerary = result.editableItinerary;
  if (!itinerary) throw data(null, { status: 404 });
  if (!params.activityId) return { itinerary, item: null, values: EMPTY, done };
  const item = result.editableItineraryActivity;
  if (!item) throw data(null, { status: 404 });
  const values = {
    slug: item.slug,
    nameEs: item.nameEs,
    nameEn: item.nameEn,
    minutes: String(item.minutes),
    ...Object.fromEntries(
      CONTENT.flatMap((name) => [
        [`${name}Es`, item.textsEs[name]],
        [`${name}En`, item.textsEn[name]],
      ]),
    ),
    ...Object.fromEntries(FLAGS.map((flag) => [flag, item[flag]])),
  } as Values;
  return { itinerary, item: { id: item.id, slug: item.slug, image: item.image, projectLogo: item.projectLogo }, values, done };
}

/** Saves the form (a new activity goes last in its itinerary, then to its own editor); a refusal keeps what was typed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = textsFromForm(form, TEXTS);
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, form.get(flag) === "on"])) as Record<Flag, boolean>;
  const values: Values = { ...texts, ...flags };
  const minutes = Number(texts.minutes.trim());
  if (!/^\d{1,4}$/.test(texts.minutes.trim())) {
    return data(
      { error: "errors.validation", fields: { minutes: "editing.itineraries.errors.minutes" } as Record<string, string>, values },
      { status: 400 },
    );
  }
  const { minutes: _minutes, ...strings } = texts;
  const result = await gql(context, SaveItineraryActivity, {
    itineraryId: params.id,
    id: params.activityId ?? null,
    input: { ...strings, ...flags, minutes, removeProjectLogo: form.get("removeProjectLogo") === "on" },
    image: chosenFile(form),
    projectLogo: chosenFile(form, "projectLogo"),
  });
  const answer = result.data?.saveItineraryActivity;
  if (succeeded(answer)) {
    const to = pathFor("cms-itinerary-activity", page(context).lang, { id: params.id, activityId: answer.data.id });
    return redirect(`${to}?done=${params.activityId ? "saved" : "created"}`, 303);
  }
  const { status, failure } = refusedForm(result, answer, {
    answered: answer?.__typename === "DomainError" && answer.code === "NOT_FOUND" ? 404 : 400,
  });
  return data({ ...failure, values }, { status });
}

export default function CmsItineraryActivity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const busy = useNavigation().state === "submitting";
  const { itinerary, item, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
  const content = (name: ContentName) => {
    const list = LISTS.includes(name);
    const material = !REQUIRED.includes(name);
    const hint = [
      list ? t("editing.itineraries.activity.listHint") : null,
      material ? t("editing.itineraries.activity.materialHint") : null,
    ]
      .filter(Boolean)
      .join(" ");
    return (
      <TranslatedField
        key={name}
        {...pair(name, t(`editing.itineraries.activity.labels.${name}`))}
        maxLength={name === "steps" ? 10_000 : list ? 4_000 : 2_000}
        rows={list || name === "summary" ? 5 : 3}
        hint={hint || undefined}
      />
    );
  };
  const itineraryName = lang === "en" && itinerary.nameEn ? itinerary.nameEn : itinerary.nameEs;
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
          {t("editing.itineraries.activity.back", { name: itineraryName })}
        </a>
      </p>
      {item && (
        <TeacherViewLinks
          href={(language) => itineraryActivityPath(language, itinerary.age as AgeSegment, itinerary.slug, item.slug)}
          history={{ entity: "itinerary", id: itinerary.id }}
        />
      )}
      <FormAlert message={actionData?.error} />
      <Form method="post" encType="multipart/form-data" className="mt-4 flex max-w-6xl flex-col gap-8" noValidate>
        <TranslatedField {...pair("name", t("editing.itineraries.activity.labels.name"))} maxLength={200} />
        <SlugField value={values.slug} error={fields.slug} hint={t("editing.itineraries.activity.slugHint")} />
        <Field label={t("editing.itineraries.activity.minutes")} required error={fields.minutes}>
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
              required
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            />
          )}
        </Field>
        <CoverImageField current={item?.image ?? null} error={fields.image} />
        <div className="flex flex-col gap-3">
          {item?.projectLogo && (
            <figure className="m-0">
              <img
                src={item.projectLogo}
                alt=""
                width={160}
                height={90}
                className="h-auto w-40 rounded-lg border-2 border-line object-contain"
              />
              <figcaption className="field-hint">{t("editing.itineraries.activity.projectLogoCurrent")}</figcaption>
            </figure>
          )}
          <Field
            label={t("editing.itineraries.activity.projectLogo")}
            error={fields.projectLogo}
            hint={t("editing.itineraries.activity.projectLogoHint")}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                name="projectLogo"
                accept="image/jpeg,image/png,image/gif"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input"
              />
            )}
          </Field>
          {item?.projectLogo && (
            <div className="checkbox">
              <input id="remove-project-logo" type="checkbox" name="removeProjectLogo" />
              <label htmlFor="remove-project-logo">{t("editing.itineraries.activity.projectLogoRemove")}</label>
            </div>
          )}
        </div>
        {content("summary")}
        {content("objectives")}
        {content("steps")}
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.itineraries.activity.flags")}</legend>
          <p id="activity-flags-hint" className="field-hint">
            {t("editing.itineraries.activity.flagsHint")}
          </p>
          <div className="grid gap-2 md:grid-cols-3">
            {FLAGS.map((flag) => (
              <div key={flag} className="checkbox">
                <input
                  id={`flag-${flag}`}
                  type="checkbox"
                  name={flag}
                  defaultChecked={values[flag]}
                  aria-describedby="activity-flags-hint"
                />
                <label htmlFor={`flag-${flag}`}>{t(`editing.itineraries.activity.flagNames.${flag}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {(Object.keys(MATERIAL_FLAG) as ContentName[]).map((name) => content(name))}
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.save")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
