import { data, Form, Link } from "react-router";
import { BLOCK_TYPES, type BlockType } from "../../../common/courses.ts";
import { pathFor } from "../../../common/routes.ts";
import { CourseBlockFields } from "../../components/editing/CourseBlockFields.tsx";
import { BLOCK_SPECS, isShared } from "../../../common/course-blocks.ts";
import { type BlockValues, blockOfValues, formFieldOf, valuesOfBlock, valuesOfForm } from "../../components/editing/course-blocks.ts";
import { DeleteCourseBlock, EditableCourseUnitQuery, MoveCourseBlock, SaveCourseBlock } from "../../components/editing/course-documents.ts";
import { ChildControls } from "../../components/editing/kit/ChildControls.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { changedOrRefused, childrenState, doneOf, picker } from "../../components/editing/kit/editor.server.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { useFocusMoved } from "../../components/editing/MoveButtons.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-course-unit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-course-unit");

const DONE = {
  blockAdded: "editing.course.unit.added",
  blockSaved: "editing.course.unit.saved",
  blockDeleted: "editing.course.unit.deleted",
} as const;
const isBlockType = (value: unknown): value is BlockType => (BLOCK_TYPES as readonly unknown[]).includes(value);

/**
 * A unit's block editor (issue 18): its blocks in order, each shown as it reads, with its form when opened (?edit=<id>),
 * moved up or down by a plain post (focus kept on the pressed button, the new place said politely), deleted, and a new
 * block of any type (?add=<type>). The server checks each block with the blocks' rules.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.unitId)) throw data(null, { status: 404 });
  const { editableCourseUnit: unit } = await query(context, EditableCourseUnitQuery, { id: params.unitId });
  if (!unit || unit.courseId !== params.id) throw data(null, { status: 404 });
  const done = doneOf(request, Object.keys(DONE) as (keyof typeof DONE)[]);
  const add = new URL(request.url).searchParams.get("add");
  const pick = picker(context);
  const titles = { course: pick(unit.courseTitleEs, unit.courseTitleEn), unit: pick(unit.titleEs, unit.titleEn) };
  return { unit, titles, done, add: isBlockType(add) ? add : null, ...childrenState(request, unit.blocks) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = (query: string, anchor: string) =>
    `${pathFor("cms-course-unit", page(context).lang, { id: params.id, unitId: params.unitId })}?${query}#${anchor}`;
  const id = form.get("id") ? String(form.get("id")) : null;
  const rest = { intent, blockId: id, type: null as BlockType | null, values: {} as BlockValues };
  if (intent === "block-save") {
    const type = form.get("type");
    if (!isBlockType(type)) throw data(null, { status: 400 });
    const values = valuesOfForm(form);
    const result = await gql(context, SaveCourseBlock, { unitId: params.unitId, id, input: blockOfValues(type, values) });
    const saved = here(`done=${id ? "blockSaved" : "blockAdded"}`, id ? `block-${id}` : "blocks");
    return changedOrRefused(result, result.data?.saveCourseBlock, () => saved, { ...rest, type, values }, formFieldOf);
  }
  if (intent === "block-delete" && id) {
    const result = await gql(context, DeleteCourseBlock, { id });
    return changedOrRefused(result, result.data?.deleteCourseBlock, () => here("done=blockDeleted", "blocks"), rest);
  }
  const direction = form.get("direction");
  if (intent === "block-move" && id && (direction === "up" || direction === "down")) {
    const result = await gql(context, MoveCourseBlock, { id, direction });
    return changedOrRefused(result, result.data?.moveCourseBlock, () => here(`moved=${id}&direction=${direction}`, `block-${id}`), rest);
  }
  throw data(null, { status: 400 });
}

export default function CmsCourseUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { unit, titles, done, edit, remove, add, moved } = loaderData;
  useFocusMoved(moved);
  const refusal = actionData?.intent === "block-save" ? actionData : null;
  const otherRefusal = actionData && actionData.intent !== "block-save" ? actionData : null;
  // A refused save shows its form again with what was typed, whichever block the address names.
  const editing = refusal ? refusal.blockId : edit;
  const adding = refusal ? (refusal.blockId ? null : refusal.type) : add;
  const unitPath = to("cms-course-unit", { id: unit.courseId, unitId: unit.id });
  const count = unit.blocks.length;
  /** A block's form: its type's fields and the save (a new block is added at the end of the unit). */
  const blockForm = (type: BlockType, id: string | null, values: BlockValues, save: TKey, cancel: string) => (
    <EditorForm
      error={refusal?.error}
      files={false}
      className="flex flex-col gap-6"
      save={save}
      cancel={<Link to={cancel}>{t("editing.course.unit.cancel")}</Link>}
    >
      <Hidden values={{ intent: "block-save", type, id }} />
      <CourseBlockFields type={type} values={values} errors={refusal?.fields ?? {}} />
    </EditorForm>
  );
  return (
    <div className="page">
      <EditorHeader
        list="cms-courses"
        back={`${t("editing.course.unit.back")}: ${titles.course}`}
        backTo={`${to("cms-courses-edit", { id: unit.courseId })}#unit-${unit.id}`}
        title={t("editing.course.unit.title", { position: unit.position, title: titles.unit })}
        done={done && t(DONE[done])}
        saved={{ id: unit.id, preview: "course-activity-preview" }}
      />
      <FormAlert message={otherRefusal?.error} />
      <p role="status" className="mb-4 font-bold">
        {moved ? t("editing.course.unit.moved", { position: moved.position, count }) : ""}
      </p>
      <section id="blocks" aria-label={t("editing.fields.blocks")} className="max-w-6xl">
        {count === 0 && <p>{t("editing.course.unit.empty")}</p>}
        <ol className="m-0 flex list-none flex-col gap-6 p-0">
          {unit.blocks.map((block, index) => {
            const type = block.type as BlockType;
            const position = index + 1;
            const open = editing === block.id;
            return (
              <li key={block.id} id={`block-${block.id}`} className="rounded-lg border-2 border-line p-4">
                <h2 className="mb-2 text-xl">
                  {t("editing.course.unit.position", { position, count })}: {t(`editing.course.types.${type}`)}
                  {block.required && <span className="font-normal"> ({t("editing.course.unit.requiredShort")})</span>}
                </h2>
                {open ? (
                  blockForm(
                    type,
                    block.id,
                    refusal?.values ?? valuesOfBlock({ ...block, type }),
                    "editing.course.unit.saveBlock",
                    `${unitPath}#block-${block.id}`,
                  )
                ) : (
                  <BlockSummary type={type} content={block.contentEs} />
                )}
                <ChildControls
                  intent="block"
                  id={block.id}
                  index={index}
                  count={count}
                  page={unitPath}
                  asking={remove === block.id}
                  texts="editing.course.unit"
                >
                  {!open && (
                    <Link
                      to={`${unitPath}?edit=${block.id}#block-${block.id}`}
                      className="btn btn-secondary btn-sm"
                      aria-label={t("editing.course.unit.editLabel", { position })}
                    >
                      {t("editing.course.unit.edit")}
                    </Link>
                  )}
                </ChildControls>
              </li>
            );
          })}
        </ol>
      </section>
      <section id="add-block" aria-labelledby="add-block-title" className="mt-10 max-w-6xl rounded-lg border-2 border-line p-4">
        <h2 id="add-block-title" className="mb-2 text-xl">
          {t("editing.course.unit.addTitle")}
        </h2>
        <Form method="get" action={unitPath} className="flex flex-wrap items-end gap-4">
          <Field label={t("editing.course.unit.addType")}>
            {({ id, describedBy }) => (
              <select id={id} name="add" defaultValue={adding ?? "text"} aria-describedby={describedBy} className="field-input">
                {BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`editing.course.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn btn-secondary">
            {t("editing.course.unit.addChoose")}
          </button>
        </Form>
        {adding && (
          <div id="new-block" className="mt-6">
            <h3 className="mb-4 text-xl">{t("editing.course.unit.newTitle", { type: t(`editing.course.types.${adding}`) })}</h3>
            {blockForm(adding, null, refusal?.values ?? {}, "editing.course.unit.addBlock", unitPath)}
          </div>
        )}
      </section>
    </div>
  );
}

/** A block as it reads, in Spanish and without its form: its texts and its lists' first lines. */
function BlockSummary({ type, content }: { type: BlockType; content: unknown }) {
  const { t } = useTranslation();
  const spec = BLOCK_SPECS[type];
  const record = (content ?? {}) as Record<string, unknown>;
  const line = (value: unknown): string => {
    if (typeof value === "string" || typeof value === "number") return String(value);
    const entry = (value ?? {}) as Record<string, unknown>;
    return [entry.title, entry.label, entry.front].find((text): text is string => typeof text === "string") ?? "";
  };
  return (
    <dl className="m-0 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {spec.scalars
        .filter(({ kind }) => !isShared(kind) || kind === "image" || kind === "shortCode")
        .map(({ key }) => (
          <div key={key} className="contents">
            <dt className="font-bold">{t(`editing.course.blockFields.${key}` as never)}</dt>
            <dd className="m-0 line-clamp-3">{line(record[key]) || t("editing.course.unit.none")}</dd>
          </div>
        ))}
      {spec.lists.map(({ key }) => {
        const rows = Array.isArray(record[key]) ? (record[key] as unknown[]) : [];
        return (
          <div key={key} className="contents">
            <dt className="font-bold">{t(`editing.course.blockFields.${key}` as never)}</dt>
            <dd className="m-0">
              <ol className="m-0 pl-5">
                {rows.map((row, index) => (
                  <li key={index} className="line-clamp-2">
                    {line(row)}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
