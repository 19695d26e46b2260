import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BLOCK_TYPES, type BlockType } from "../../../common/courses.ts";
import { pathFor } from "../../../common/routes.ts";
import { ConfirmDelete } from "../../components/editing/ConfirmDelete.tsx";
import { CourseBlockFields } from "../../components/editing/CourseBlockFields.tsx";
import {
  BLOCK_SPECS,
  type BlockValues,
  blockOfValues,
  formErrors,
  isShared,
  valuesOfBlock,
  valuesOfForm,
} from "../../components/editing/course-blocks.ts";
import { DeleteCourseBlock, EditableCourseUnitQuery, MoveCourseBlock, SaveCourseBlock } from "../../components/editing/course-documents.ts";
import { MoveButtons, movedParam, useFocusMoved } from "../../components/editing/MoveButtons.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-course-unit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-course-unit");

const DONE = {
  blockAdded: "editing.course.unit.added",
  blockSaved: "editing.course.unit.saved",
  blockDeleted: "editing.course.unit.deleted",
} as const;
type Done = keyof typeof DONE;
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
  const search = new URL(request.url).searchParams;
  const done = (Object.keys(DONE) as Done[]).find((value) => value === search.get("done")) ?? null;
  const edit = unit.blocks.find((block) => block.id === search.get("edit"))?.id ?? null;
  const remove = unit.blocks.find((block) => block.id === search.get("remove"))?.id ?? null;
  const add = search.get("add");
  const moved = movedParam(request);
  const position = moved ? unit.blocks.findIndex((block) => block.id === moved.id) + 1 : 0;
  return {
    unit,
    done,
    edit,
    remove,
    add: isBlockType(add) ? add : null,
    moved: moved && position > 0 ? { ...moved, position, count: unit.blocks.length } : null,
  };
}

type Refusal = {
  intent: string;
  blockId: string | null;
  type: BlockType | null;
  error: string;
  fields: Record<string, string>;
  values: BlockValues;
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = (query: string, anchor: string) =>
    `${pathFor("cms-course-unit", page(context).lang, { id: params.id, unitId: params.unitId })}?${query}#${anchor}`;
  const id = form.get("id") ? String(form.get("id")) : null;
  type Answer =
    | { __typename?: string; code?: string; message?: string; fields?: readonly { field: string; message: string }[] }
    | null
    | undefined;
  const refuse = (result: Parameters<typeof refusedForm>[0], answer: Answer, rest: Omit<Refusal, "error" | "fields">) => {
    const { status, failure } = refusedForm(result, answer, { answered: answer?.code === "NOT_FOUND" ? 404 : 400 });
    return data<Refusal>({ ...failure, fields: formErrors(failure.fields), ...rest }, { status });
  };
  if (intent === "block-save") {
    const type = form.get("type");
    if (!isBlockType(type)) throw data(null, { status: 400 });
    const values = valuesOfForm(form);
    const { type: _type, ...block } = blockOfValues(type, values);
    const result = await gql(context, SaveCourseBlock, { unitId: params.unitId, id, input: { type, ...block } });
    const answer = result.data?.saveCourseBlock;
    if (succeeded(answer)) return redirect(here(`done=${id ? "blockSaved" : "blockAdded"}`, id ? `block-${id}` : "blocks"), 303);
    return refuse(result, answer, { intent, blockId: id, type, values });
  }
  if (intent === "block-delete" && id) {
    const result = await gql(context, DeleteCourseBlock, { id });
    const answer = result.data?.deleteCourseBlock;
    if (succeeded(answer)) return redirect(here("done=blockDeleted", "blocks"), 303);
    return refuse(result, answer, { intent, blockId: id, type: null, values: {} });
  }
  const direction = form.get("direction");
  if (intent === "block-move" && id && (direction === "up" || direction === "down")) {
    const result = await gql(context, MoveCourseBlock, { id, direction });
    const answer = result.data?.moveCourseBlock;
    if (succeeded(answer)) return redirect(here(`moved=${id}&direction=${direction}`, `block-${id}`), 303);
    return refuse(result, answer, { intent, blockId: id, type: null, values: {} });
  }
  throw data(null, { status: 400 });
}

export default function CmsCourseUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const busy = useNavigation().state === "submitting";
  const { unit, done, edit, remove, add, moved } = loaderData;
  useFocusMoved(moved);
  const refusal = actionData?.intent === "block-save" ? actionData : null;
  const otherRefusal = actionData && actionData.intent !== "block-save" ? actionData : null;
  // A refused save shows its form again with what was typed, whichever block the address names.
  const editing = refusal ? refusal.blockId : edit;
  const adding = refusal ? (refusal.blockId ? null : refusal.type) : add;
  const unitPath = to("cms-course-unit", { id: unit.courseId, unitId: unit.id });
  const courseTitle = lang === "en" && unit.courseTitleEn ? unit.courseTitleEn : unit.courseTitleEs;
  const title = lang === "en" && unit.titleEn ? unit.titleEn : unit.titleEs;
  const count = unit.blocks.length;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={`${to("cms-courses-edit", { id: unit.courseId })}#unit-${unit.id}`}>
          {t("editing.course.unit.back")}: {courseTitle}
        </Link>
      </p>
      <h1 className="page-title">{t("editing.course.unit.title", { position: unit.position, title })}</h1>
      {done && (
        <p role="status" className="form-success mb-4">
          {t(DONE[done])}
        </p>
      )}
      <nav aria-label={t("editing.preview")} className="mb-6 flex flex-wrap gap-4">
        {(["es", "en"] as const).map((language) => (
          <a
            key={language}
            href={pathFor("course-activity-preview", language, { id: unit.id })}
            hrefLang={language}
            className="btn btn-secondary"
          >
            {t("editing.previewIn", { language: t(`editing.languages.${language}`) })}
          </a>
        ))}
      </nav>
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
                  <BlockForm
                    type={type}
                    blockId={block.id}
                    values={refusal?.values ?? valuesOfBlock({ ...block, type })}
                    refusal={refusal}
                    submit={t("editing.course.unit.saveBlock")}
                    cancel={`${unitPath}#block-${block.id}`}
                    busy={busy}
                  />
                ) : (
                  <BlockSummary type={type} content={block.contentEs} />
                )}
                <div className="mt-4 flex flex-wrap items-start gap-4">
                  {!open && (
                    <Link
                      to={`${unitPath}?edit=${block.id}#block-${block.id}`}
                      className="btn btn-secondary btn-sm"
                      aria-label={t("editing.course.unit.editLabel", { position })}
                    >
                      {t("editing.course.unit.edit")}
                    </Link>
                  )}
                  <MoveButtons
                    intent="block-move"
                    id={block.id}
                    first={index === 0}
                    last={index === count - 1}
                    labels={{
                      up: t("editing.course.unit.moveUp"),
                      down: t("editing.course.unit.moveDown"),
                      upLabel: t("editing.course.unit.moveUpLabel", { position }),
                      downLabel: t("editing.course.unit.moveDownLabel", { position }),
                    }}
                  />
                  <ConfirmDelete
                    intent="block-delete"
                    id={block.id}
                    asking={remove === block.id}
                    askHref={`${unitPath}?remove=${block.id}#block-${block.id}`}
                    cancelHref={`${unitPath}#block-${block.id}`}
                    texts={{
                      label: t("editing.course.unit.delete"),
                      ariaLabel: t("editing.course.unit.deleteLabel", { position }),
                      question: t("editing.course.unit.deleteQuestion", { position }),
                      confirm: t("editing.course.unit.deleteConfirm"),
                      cancel: t("editing.course.unit.cancel"),
                    }}
                  />
                </div>
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
            <BlockForm
              type={adding}
              blockId={null}
              values={refusal?.values ?? {}}
              refusal={refusal}
              submit={t("editing.course.unit.addBlock")}
              cancel={unitPath}
              busy={busy}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** A block's form: its type's fields and the save (a new block is added at the end of the unit). */
function BlockForm(props: {
  type: BlockType;
  blockId: string | null;
  values: BlockValues;
  refusal: { error: string; fields: Record<string, string> } | null;
  submit: string;
  cancel: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { type, blockId, values, refusal, submit, cancel, busy } = props;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-6" noValidate>
      <FormAlert message={refusal?.error} />
      <input type="hidden" name="intent" value="block-save" />
      <input type="hidden" name="type" value={type} />
      {blockId && <input type="hidden" name="id" value={blockId} />}
      <CourseBlockFields type={type} values={values} errors={refusal?.fields ?? {}} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} className="btn btn-primary">
          {submit}
        </SubmitButton>
        <Link to={cancel}>{t("editing.course.unit.cancel")}</Link>
      </div>
    </Form>
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
