import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { ConfirmDelete } from "../../components/editing/ConfirmDelete.tsx";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import {
  DeleteCourseUnit,
  EditableCourseQuery,
  MoveCourseUnit,
  SaveCourse,
  SaveCourseUnit,
} from "../../components/editing/course-documents.ts";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { MoveButtons, movedParam, useFocusMoved } from "../../components/editing/MoveButtons.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-courses-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-courses-edit" : "cms-courses-new");

const TEXTS = ["slug", "titleEs", "titleEn", "summaryEs", "summaryEn", "hours"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { published: boolean };
const UNIT_TEXTS = ["titleEs", "titleEn", "minutes"] as const;
type UnitValues = Record<(typeof UNIT_TEXTS)[number], string>;
const DONE = ["saved", "created", "unitAdded", "unitSaved", "unitDeleted"] as const;
const DONE_TEXT = {
  saved: "editing.saved",
  created: "editing.course.created",
  unitAdded: "editing.course.units.added",
  unitSaved: "editing.course.units.saved",
  unitDeleted: "editing.course.units.deleted",
} as const;

const EMPTY: Values = { slug: "", titleEs: "", titleEn: "", summaryEs: "", summaryEn: "", hours: "", published: false };
const EMPTY_UNIT: UnitValues = { titleEs: "", titleEn: "", minutes: "" };

/** A whole number typed in a form, or -1 (out of every range: the API refuses it with the field's message). */
const wholeNumber = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : -1);

/** A course's editor (issue 18) with its units, or a blank one at …/nuevo; ?done= says what the last change did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = DONE.find((value) => value === new URL(request.url).searchParams.get("done")) ?? null;
  if (!params.id) return { item: null, values: EMPTY, done, moved: null, remove: null };
  const { editableCourse: item } = await query(context, EditableCourseQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { slug, titleEs, titleEn, summaryEs, summaryEn, hours, published } = item;
  const values: Values = { slug, titleEs, titleEn, summaryEs, summaryEn, hours: String(hours), published };
  const moved = movedParam(request);
  const position = moved ? item.units.findIndex((unit) => unit.id === moved.id) + 1 : 0;
  const remove = item.units.find((unit) => unit.id === new URL(request.url).searchParams.get("remove"))?.id ?? null;
  return { item, values, done, moved: moved && position > 0 ? { ...moved, position, count: item.units.length } : null, remove };
}

type Refusal = { intent: string; unitId: string | null; error: string; fields: Record<string, string>; values: Values | UnitValues };

/** The course's form, or one of its units' forms (add, rename, delete, move), by the form's intent. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "course");
  const lang = page(context).lang;
  const here = (id: string, query: string) => `${pathFor("cms-courses-edit", lang, { id })}?${query}`;
  type Answer =
    | { __typename?: string; code?: string; message?: string; fields?: readonly { field: string; message: string }[] }
    | null
    | undefined;
  const refuse = (result: Parameters<typeof refusedForm>[0], answer: Answer, rest: Omit<Refusal, "error" | "fields">) => {
    const { status, failure } = refusedForm(result, answer, { answered: answer?.code === "NOT_FOUND" ? 404 : 400 });
    return data<Refusal>({ ...failure, ...rest }, { status });
  };
  if (intent === "course") {
    const texts = textsFromForm(form, TEXTS);
    const values: Values = { ...texts, published: form.get("published") === "published" };
    const { hours, ...rest } = texts;
    const result = await gql(context, SaveCourse, {
      id: params.id ?? null,
      input: { ...rest, hours: wholeNumber(hours), published: values.published },
      image: chosenFile(form),
    });
    const answer = result.data?.saveCourse;
    if (succeeded(answer)) return redirect(here(answer.data.id, `done=${params.id ? "saved" : "created"}`), 303);
    return refuse(result, answer, { intent, unitId: null, values });
  }
  if (!params.id) throw data(null, { status: 400 });
  const courseId = params.id;
  const unitId = form.get("id") ? String(form.get("id")) : null;
  if (intent === "unit" || intent === "unit-add") {
    const values = textsFromForm(form, UNIT_TEXTS);
    const result = await gql(context, SaveCourseUnit, {
      courseId,
      id: intent === "unit" ? unitId : null,
      input: { titleEs: values.titleEs, titleEn: values.titleEn, minutes: wholeNumber(values.minutes) },
    });
    const answer = result.data?.saveCourseUnit;
    if (succeeded(answer)) {
      const added = intent === "unit-add" ? answer.data.units.at(-1)?.id : unitId;
      return redirect(`${here(courseId, `done=${intent === "unit-add" ? "unitAdded" : "unitSaved"}`)}#unit-${added}`, 303);
    }
    return refuse(result, answer, { intent, unitId, values });
  }
  if (intent === "unit-delete" && unitId) {
    const result = await gql(context, DeleteCourseUnit, { id: unitId });
    const answer = result.data?.deleteCourseUnit;
    if (succeeded(answer)) return redirect(`${here(courseId, "done=unitDeleted")}#units`, 303);
    return refuse(result, answer, { intent, unitId, values: EMPTY_UNIT });
  }
  const direction = form.get("direction");
  if (intent === "unit-move" && unitId && (direction === "up" || direction === "down")) {
    const result = await gql(context, MoveCourseUnit, { id: unitId, direction });
    const answer = result.data?.moveCourseUnit;
    if (succeeded(answer)) return redirect(`${here(courseId, `moved=${unitId}&direction=${direction}`)}#unit-${unitId}`, 303);
    return refuse(result, answer, { intent, unitId, values: EMPTY_UNIT });
  }
  throw data(null, { status: 400 });
}

export default function CmsCoursesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { item, done, moved, remove } = loaderData;
  useFocusMoved(moved);
  const courseRefusal = actionData?.intent === "course" ? actionData : null;
  const values = (courseRefusal?.values as Values | undefined) ?? loaderData.values;
  const fields: Record<string, string | undefined> = courseRefusal?.fields ?? {};
  const pair = translatedPairs(values, fields);
  return (
    <div className="page">
      <EditorHeader
        list="cms-courses"
        back={t("editing.course.back")}
        title={t(item ? "editing.course.editTitle" : "editing.course.newTitle")}
        done={done && t(DONE_TEXT[done])}
        saved={item && { id: item.id, preview: "course-preview", entity: "course" }}
      />
      <FormAlert message={courseRefusal?.error} />
      <Form method="post" encType="multipart/form-data" className="mt-4 flex max-w-6xl flex-col gap-8" noValidate>
        <input type="hidden" name="intent" value="course" />
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={1000} rows={4} />
        <SlugField value={values.slug} error={fields.slug} />
        <Field label={t("editing.course.hours")} required error={fields.hours} hint={t("editing.course.hoursHint")}>
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              name="hours"
              type="number"
              min={1}
              max={200}
              step={1}
              defaultValue={values.hours}
              required
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-32"
            />
          )}
        </Field>
        <CoverImageField current={item?.image ?? null} error={fields.image} />
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.course.state.legend")}</legend>
          {(["draft", "published"] as const).map((state) => (
            <div key={state} className="checkbox">
              <input
                id={`published-${state}`}
                type="radio"
                name="published"
                value={state}
                defaultChecked={values.published === (state === "published")}
                aria-describedby={`published-${state}-hint`}
              />
              <label htmlFor={`published-${state}`}>
                <span className="font-bold">{t(`editing.course.state.${state}`)}</span>
                <span id={`published-${state}-hint`} className="field-hint block">
                  {t(`editing.course.state.${state}Hint`)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.save")}
          </SubmitButton>
        </div>
      </Form>

      <section id="units" aria-labelledby="units-title" className="mt-12 max-w-6xl">
        <h2 id="units-title" className="text-2xl">
          {t("editing.course.units.title")}
        </h2>
        <p className="page-lead">{t("editing.course.units.lead")}</p>
        <p role="status" className="mb-4 font-bold">
          {moved ? t("editing.course.units.moved", { position: moved.position, count: moved.count }) : ""}
        </p>
        {!item ? (
          <p>{t("editing.course.units.saveFirst")}</p>
        ) : (
          <>
            {item.units.length === 0 && <p>{t("editing.course.units.empty")}</p>}
            <ol className="m-0 flex list-none flex-col gap-6 p-0">
              {item.units.map((unit, index) => {
                const refusal = actionData?.intent === "unit" && actionData.unitId === unit.id ? actionData : null;
                const unitValues = (refusal?.values as UnitValues | undefined) ?? {
                  titleEs: unit.titleEs,
                  titleEn: unit.titleEn,
                  minutes: String(unit.minutes),
                };
                const position = index + 1;
                return (
                  <li key={unit.id} id={`unit-${unit.id}`} className="rounded-lg border-2 border-line p-4">
                    <h3 className="mb-2 text-xl">{t("editing.course.units.position", { position })}</h3>
                    <p className="mb-4 flex flex-wrap items-center gap-4">
                      <Link to={to("cms-course-unit", { id: item.id, unitId: unit.id })} className="font-bold underline">
                        {t("editing.course.units.editBlocks")}
                      </Link>
                      <span>{t("editing.course.units.blocks", { count: unit.blockCount })}</span>
                    </p>
                    <UnitForm
                      intent="unit"
                      id={unit.id}
                      values={unitValues}
                      refusal={refusal}
                      submit={t("editing.course.units.rename")}
                      busy={busy}
                    />
                    <div className="mt-4 flex flex-wrap items-start gap-4">
                      <MoveButtons
                        intent="unit-move"
                        id={unit.id}
                        first={index === 0}
                        last={index === item.units.length - 1}
                        labels={{
                          up: t("editing.course.units.moveUp"),
                          down: t("editing.course.units.moveDown"),
                          upLabel: t("editing.course.units.moveUpLabel", { position }),
                          downLabel: t("editing.course.units.moveDownLabel", { position }),
                        }}
                      />
                      <ConfirmDelete
                        intent="unit-delete"
                        id={unit.id}
                        asking={remove === unit.id}
                        askHref={`${to("cms-courses-edit", { id: item.id })}?remove=${unit.id}#unit-${unit.id}`}
                        cancelHref={`${to("cms-courses-edit", { id: item.id })}#unit-${unit.id}`}
                        texts={{
                          label: t("editing.course.units.delete"),
                          ariaLabel: t("editing.course.units.deleteLabel", { position }),
                          question: t("editing.course.units.deleteQuestion", { position }),
                          confirm: t("editing.course.units.deleteConfirm"),
                          cancel: t("editing.course.units.cancel"),
                        }}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            <section aria-labelledby="unit-add-title" className="mt-8 rounded-lg border-2 border-line p-4">
              <h3 id="unit-add-title" className="mb-2 text-xl">
                {t("editing.course.units.addTitle")}
              </h3>
              <UnitForm
                intent="unit-add"
                id={null}
                values={actionData?.intent === "unit-add" ? (actionData.values as UnitValues) : EMPTY_UNIT}
                refusal={actionData?.intent === "unit-add" ? actionData : null}
                submit={t("editing.course.units.add")}
                busy={busy}
              />
            </section>
          </>
        )}
      </section>
    </div>
  );
}

/** A unit's titles and minutes, to add it or to rename it. */
function UnitForm(props: {
  intent: string;
  id: string | null;
  values: UnitValues;
  refusal: { error: string; fields: Record<string, string> } | null;
  submit: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { intent, id, values, refusal, submit, busy } = props;
  const fields: Record<string, string | undefined> = refusal?.fields ?? {};
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4" noValidate>
      <FormAlert message={refusal?.error} />
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      <TranslatedField
        name="title"
        label={t("editing.labels.title")}
        values={{ es: values.titleEs, en: values.titleEn }}
        errors={{ es: fields.titleEs, en: fields.titleEn }}
        maxLength={200}
      />
      <Field label={t("editing.course.units.minutes")} required error={fields.minutes} hint={t("editing.course.units.minutesHint")}>
        {({ id: inputId, describedBy, invalid, required }) => (
          <input
            id={inputId}
            name="minutes"
            type="number"
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
      <div>
        <SubmitButton busy={busy} className="btn btn-primary">
          {submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
