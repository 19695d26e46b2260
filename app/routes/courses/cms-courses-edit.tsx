import { data, Link } from "react-router";
import { COURSE_KIND, COURSE_UNIT_KIND } from "../../../common/editing-kinds.ts";
import { pathFor } from "../../../common/routes.ts";
import {
  DeleteCourseUnit,
  EditableCourseQuery,
  MoveCourseUnit,
  SaveCourse,
  SaveCourseUnit,
} from "../../components/editing/course-documents.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { ChildControls } from "../../components/editing/kit/ChildControls.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { changedOrRefused, childrenState, doneOf } from "../../components/editing/kit/editor.server.ts";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { type FormValues, emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { useFocusMoved } from "../../components/editing/MoveButtons.tsx";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-courses-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-courses-edit" : "cms-courses-new");

type UnitValues = FormValues<typeof COURSE_UNIT_KIND>;
const DONE = ["saved", "created", "unitAdded", "unitSaved", "unitDeleted"] as const;
const DONE_TEXT = {
  saved: "editing.saved",
  created: "editing.course.created",
  unitAdded: "editing.course.units.added",
  unitSaved: "editing.course.units.saved",
  unitDeleted: "editing.course.units.deleted",
} as const;
const UI: KindUi<typeof COURSE_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 4 },
  slug: {},
  hours: { label: "editing.course.hours", hint: "editing.course.hoursHint", width: "max-w-32" },
  image: {},
  published: { texts: "editing.course.state", spelled: ["draft", "published"] },
};
const UNIT_UI: KindUi<typeof COURSE_UNIT_KIND> = {
  title: { label: "editing.labels.title" },
  minutes: { label: "editing.course.units.minutes", hint: "editing.course.units.minutesHint", width: "max-w-32" },
};
const EMPTY_UNIT = emptyValues(COURSE_UNIT_KIND, { minutes: "" });

/** A course's editor (issue 18) with its units, or a blank one at …/nuevo; ?done= says what the last change did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  if (!params.id) return { item: null, values: emptyValues(COURSE_KIND, { hours: "" }), done, moved: null, remove: null };
  const { editableCourse: item } = await query(context, EditableCourseQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { moved, remove } = childrenState(request, item.units);
  return { item, values: loadedValues(COURSE_KIND, item), done, moved, remove };
}

/** The course's form, or one of its units' forms (add, rename, delete, move), by the form's intent. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "course");
  const here = (id: string, query: string) => `${pathFor("cms-courses-edit", page(context).lang, { id })}?${query}`;
  if (intent === "course") {
    const { values, input } = postedValues(COURSE_KIND, form);
    const result = await gql(context, SaveCourse, { id: params.id ?? null, input, image: chosenFile(form) });
    const done = `done=${params.id ? "saved" : "created"}`;
    return changedOrRefused(result, result.data?.saveCourse, (saved) => here(saved.id, done), { intent, unitId: null, values });
  }
  if (!params.id) throw data(null, { status: 400 });
  const courseId = params.id;
  const unitId = form.get("id") ? String(form.get("id")) : null;
  const rest = { intent, unitId, values: EMPTY_UNIT };
  if (intent === "unit" || intent === "unit-add") {
    const { values, input } = postedValues(COURSE_UNIT_KIND, form);
    const result = await gql(context, SaveCourseUnit, { courseId, id: intent === "unit" ? unitId : null, input });
    const done = intent === "unit" ? "unitSaved" : "unitAdded";
    const anchor = (saved: { units: readonly { id: string }[] }) => (intent === "unit" ? unitId : saved.units.at(-1)?.id);
    return changedOrRefused(result, result.data?.saveCourseUnit, (saved) => `${here(courseId, `done=${done}`)}#unit-${anchor(saved)}`, {
      ...rest,
      values,
    });
  }
  if (intent === "unit-delete" && unitId) {
    const result = await gql(context, DeleteCourseUnit, { id: unitId });
    return changedOrRefused(result, result.data?.deleteCourseUnit, () => `${here(courseId, "done=unitDeleted")}#units`, rest);
  }
  const direction = form.get("direction");
  if (intent === "unit-move" && unitId && (direction === "up" || direction === "down")) {
    const result = await gql(context, MoveCourseUnit, { id: unitId, direction });
    const moved = `${here(courseId, `moved=${unitId}&direction=${direction}`)}#unit-${unitId}`;
    return changedOrRefused(result, result.data?.moveCourseUnit, () => moved, rest);
  }
  throw data(null, { status: 400 });
}

export default function CmsCoursesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { item, done, moved, remove } = loaderData;
  useFocusMoved(moved);
  const refusal = (intent: string, unitId: string | null) =>
    actionData?.intent === intent && actionData.unitId === unitId ? actionData : null;
  const course = refusal("course", null);
  /** A unit's titles and minutes, to add it or to rename it; a refusal shows what was typed. */
  const unitForm = (intent: string, id: string | null, values: UnitValues, save: TKey) => {
    const refused = refusal(intent, id);
    return (
      <EditorForm error={refused?.error} files={false} className="flex flex-col gap-4" save={save}>
        <Hidden values={{ intent, id }} />
        <KindFields
          kind={COURSE_UNIT_KIND}
          ui={UNIT_UI}
          values={(refused?.values as UnitValues) ?? values}
          fields={refused?.fields ?? {}}
        />
      </EditorForm>
    );
  };
  return (
    <div className="page">
      <EditorHeader
        list="cms-courses"
        back={t("editing.course.back")}
        title={t(item ? "editing.course.editTitle" : "editing.course.newTitle")}
        done={done && t(DONE_TEXT[done])}
        saved={item && { id: item.id, preview: "course-preview", entity: "course" }}
      />
      <EditorForm error={course?.error}>
        <Hidden values={{ intent: "course" }} />
        <KindFields
          kind={COURSE_KIND}
          ui={UI}
          values={(course?.values as FormValues<typeof COURSE_KIND> | undefined) ?? loaderData.values}
          fields={course?.fields ?? {}}
          cover={item?.image ?? null}
        />
      </EditorForm>

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
              {item.units.map((unit, index) => (
                <li key={unit.id} id={`unit-${unit.id}`} className="rounded-lg border-2 border-line p-4">
                  <h3 className="mb-2 text-xl">{t("editing.course.units.position", { position: index + 1 })}</h3>
                  <p className="mb-4 flex flex-wrap items-center gap-4">
                    <Link to={to("cms-course-unit", { id: item.id, unitId: unit.id })} className="font-bold underline">
                      {t("editing.course.units.editBlocks")}
                    </Link>
                    <span>{t("editing.course.units.blocks", { count: unit.blockCount })}</span>
                  </p>
                  {unitForm("unit", unit.id, loadedValues(COURSE_UNIT_KIND, unit), "editing.course.units.rename")}
                  <ChildControls
                    intent="unit"
                    id={unit.id}
                    index={index}
                    count={item.units.length}
                    page={to("cms-courses-edit", { id: item.id })}
                    asking={remove === unit.id}
                    texts="editing.course.units"
                  />
                </li>
              ))}
            </ol>
            <section aria-labelledby="unit-add-title" className="mt-8 rounded-lg border-2 border-line p-4">
              <h3 id="unit-add-title" className="mb-2 text-xl">
                {t("editing.course.units.addTitle")}
              </h3>
              {unitForm("unit-add", null, EMPTY_UNIT, "editing.course.units.add")}
            </section>
          </>
        )}
      </section>
    </div>
  );
}
