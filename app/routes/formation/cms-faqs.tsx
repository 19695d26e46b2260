import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { textsFromForm } from "../../components/editing/form-values.ts";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { doneOf } from "../../components/editing/kit/editor.server.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import {
  DeleteFaqMutation,
  FaqsForEditorsQuery,
  MoveFaqMutation,
  SaveFaqGroupMutation,
  SaveFaqItemMutation,
} from "../../components/formation/dossier-faqs.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { Done } from "../../components/editing/kit/Done.tsx";
import type { Route } from "./+types/cms-faqs";

/**
 * The FAQs' editor (issue 18): groups and their questions in order, each added, changed, moved up or down and removed
 * with plain forms that post here and answer with a redirect (?done=), so it works without JavaScript. Spanish only:
 * section 2 has the FAQ page in Spanish only, so there is no English text to write (the editor's own labels follow
 * the staff member's language). The preview is the FAQ page itself, an in-class page staff may open.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-faqs");

const DONE = ["saved", "created", "moved", "removed"] as const;
const GROUP_FIELDS = ["slug", "title"] as const;
const ITEM_FIELDS = ["groupId", "slug", "question", "answer"] as const;
type GroupValues = Record<(typeof GROUP_FIELDS)[number], string>;
type ItemValues = Record<(typeof ITEM_FIELDS)[number], string> & { published: boolean };
type Kind = "group" | "item";
/** The form on show: `group-new`, `group-<id>`, `item-new-<group id>`, `item-<id>`, or none. */
type Target = string | null;

/** Every group and question; ?edit=, ?new= (a group's id) and ?remove= open one form, ?done= says what the last post did. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { faqsForEditors: groups } = await query(context, FaqsForEditorsQuery);
  const newGroup = search.get("new");
  const editing: Target = search.get("edit") ?? (newGroup ? `item-new-${newGroup}` : search.get("add") === "group" ? "group-new" : null);
  return { groups, done: doneOf(request, DONE), editing, removing: search.get("remove") };
}

type Sent = Parameters<typeof refusedForm>[0];
type Answer = Parameters<typeof refusedForm>[1];

/** After a post: back to the list with what was done (and the item's anchor), or the refusal with the form to show again. */
function answered(
  context: Route.ActionArgs["context"],
  result: Sent,
  answer: Answer,
  done: (typeof DONE)[number],
  anchor: string | null,
  refused: object,
) {
  if (succeeded(answer)) return redirect(`${pathFor("cms-faqs", page(context).lang)}?done=${done}${anchor ? `#${anchor}` : ""}`, 303);
  const { status, failure } = refusedForm(result, answer);
  return data({ ...failure, target: null, values: null, ...refused }, { status });
}

/** One of: saveGroup, saveItem (with `id` when it exists), move (kind, id, direction), remove (kind, id). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "") || null;
  const kind: Kind = form.get("kind") === "group" ? "group" : "item";
  const saved = id ? "saved" : "created";
  if (intent === "move") {
    const direction = form.get("direction") === "up" ? "up" : "down";
    const result = await gql(context, MoveFaqMutation, { kind, id: id ?? "0", direction });
    return answered(context, result, result.data?.moveFaq, "moved", `${kind}-${id}`, {});
  }
  if (intent === "remove") {
    const result = await gql(context, DeleteFaqMutation, { kind, id: id ?? "0" });
    return answered(context, result, result.data?.deleteFaq, "removed", null, {});
  }
  if (intent === "saveGroup") {
    const values = textsFromForm(form, GROUP_FIELDS);
    const result = await gql(context, SaveFaqGroupMutation, { id, input: values });
    const answer = result.data?.saveFaqGroup;
    return answered(context, result, answer, saved, `group-${succeeded(answer) ? answer.data : ""}`, {
      target: id ? `group-${id}` : "group-new",
      values: { ...values, groupId: "", question: "", answer: "", published: false },
    });
  }
  const values: ItemValues = { ...textsFromForm(form, ITEM_FIELDS), published: form.get("published") === "on" };
  const result = await gql(context, SaveFaqItemMutation, { id, input: values });
  const answer = result.data?.saveFaqItem;
  return answered(context, result, answer, saved, `item-${succeeded(answer) ? answer.data : ""}`, {
    target: id ? `item-${id}` : `item-new-${values.groupId}`,
    values: { ...values, title: "" },
  });
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];
type Failure = { fields?: Record<string, string | undefined>; values: (GroupValues & ItemValues) | null } | undefined;

type TextProps = { name: string; label: string; value: string; error?: string; hint?: string; maxLength: number; rows?: number };

/** A required text of a group or question (Spanish only: the question and answer say so with lang). */
function TextField({ name, label, value, error, hint, maxLength, rows }: TextProps) {
  const spanish = name === "question" || name === "answer" ? "es" : undefined;
  const className = name === "slug" ? "field-input max-w-md" : "field-input";
  return (
    <Field label={label} required error={error} hint={hint}>
      {({ id, describedBy, invalid, required }) => {
        const props = {
          id,
          name,
          lang: spanish,
          defaultValue: value,
          maxLength,
          "aria-describedby": describedBy,
          "aria-invalid": invalid || undefined,
          "aria-required": required,
          className,
        };
        return rows ? <textarea {...props} rows={rows} /> : <input {...props} />;
      }}
    </Field>
  );
}

/** A group's or question's form: its fields, then save and cancel. */
function PanelForm({ label, intent, id, children }: { label: string; intent: string; id?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="panel my-4 flex flex-col gap-4" noValidate aria-label={label}>
      <Hidden values={{ intent, id }} />
      {children}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} className="btn btn-primary">
          {t("editing.save")}
        </SubmitButton>
        <Link to={to("cms-faqs")} className="btn btn-secondary">
          {t("editing.faqs.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function GroupForm({ group, failure }: { group: Group | null; failure: Failure }) {
  const { t } = useTranslation();
  const values = failure?.values ?? { slug: group?.slug ?? "", title: group?.title ?? "" };
  const fields = failure?.fields ?? {};
  const label = group ? t("editing.faqs.editGroup", { title: group.title }) : t("editing.faqs.newGroup");
  return (
    <PanelForm label={label} intent="saveGroup" id={group?.id}>
      <TextField name="title" label={t("editing.fields.title")} value={values.title} error={fields.title} maxLength={200} />
      <SlugField value={values.slug} error={fields.slug} />
    </PanelForm>
  );
}

function SlugField({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField name="slug" label={t("editing.fields.slug")} value={value} error={error} hint={t("editing.faqs.slugHint")} maxLength={80} />
  );
}

type ItemFormProps = { groups: Group[]; groupId: string; item: Group["items"][number] | null; failure: Failure };

function ItemForm({ groups, groupId, item, failure }: ItemFormProps) {
  const { t } = useTranslation();
  const values = failure?.values ?? {
    groupId,
    slug: item?.slug ?? "",
    question: item?.question ?? "",
    answer: item?.answer ?? "",
    published: item?.published ?? true,
  };
  const fields = failure?.fields ?? {};
  const group = groups.find((g) => g.id === groupId);
  const label = item ? t("editing.faqs.editItem") : t("editing.faqs.newItem", { title: group?.title ?? "" });
  return (
    <PanelForm label={label} intent="saveItem" id={item?.id}>
      <TextField name="question" label={t("editing.fields.question")} value={values.question} error={fields.question} maxLength={500} />
      <TextField
        name="answer"
        label={t("editing.fields.answer")}
        value={values.answer}
        error={fields.answer}
        hint={t("editing.faqs.answerHint")}
        maxLength={5000}
        rows={6}
      />
      <SlugField value={values.slug} error={fields.slug} />
      <Field label={t("editing.fields.group")} error={fields.groupId}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="groupId"
            defaultValue={values.groupId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="field-input max-w-md"
          >
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="published" defaultChecked={values.published} />
        {t("editing.faqs.published")}
      </label>
    </PanelForm>
  );
}

type Row = { kind: Kind; id: string; name: string };

/** Up, down, edit and remove for one group or question; the buttons name what they act on. */
function RowControls({ kind, id, name, first, last }: Row & { first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const to = useTo();
  const opens = (param: "edit" | "remove") => (
    <Link
      to={`${to("cms-faqs")}?${param}=${kind}-${id}#${kind}-${id}`}
      className="btn btn-secondary"
      aria-label={t(`editing.faqs.${param}Named`, { name })}
    >
      {t(`editing.faqs.${param}`)}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" key={direction}>
          <Hidden values={{ intent: "move", kind, id, direction }} />
          <button
            type="submit"
            className="btn btn-secondary"
            disabled={direction === "up" ? first : last}
            aria-label={t(direction === "up" ? "editing.faqs.moveUp" : "editing.faqs.moveDown", { name })}
          >
            {t(`editing.faqs.${direction}`)}
          </button>
        </Form>
      ))}
      {opens("edit")}
      {opens("remove")}
    </div>
  );
}

function ConfirmRemove({ kind, id, name }: Row) {
  const { t } = useTranslation();
  const to = useTo();
  const question = t(kind === "group" ? "editing.faqs.confirmGroup" : "editing.faqs.confirmItem", { title: name });
  return (
    <Form method="post" className="panel my-3 flex flex-wrap items-center gap-3" role="alertdialog" aria-label={question}>
      <p className="font-bold">{question}</p>
      <Hidden values={{ intent: "remove", kind, id }} />
      <button type="submit" className="btn btn-primary">
        {t("editing.faqs.confirm")}
      </button>
      <Link to={to("cms-faqs")} className="btn btn-secondary">
        {t("editing.faqs.cancel")}
      </Link>
    </Form>
  );
}

type EntryProps = { row: Row; at: number; of: number; removing: string | null; children: React.ReactNode };

/** A group's or question's heading with its controls, and its removal's question when the page asks it. */
function Entry({ row, at, of, removing, children }: EntryProps) {
  return (
    <>
      <div className={`flex flex-wrap ${row.kind === "group" ? "items-center" : "items-start"} justify-between gap-3`}>
        {children}
        <RowControls {...row} first={at === 0} last={at === of - 1} />
      </div>
      {removing === `${row.kind}-${row.id}` && <ConfirmRemove {...row} />}
    </>
  );
}

export default function CmsFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { groups, done, removing } = loaderData;
  const failure = actionData as Failure & { error?: string; target?: Target };
  const editing = failure?.target ?? loaderData.editing;
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.faqs.title")}</h1>
      <p className="page-lead">{t("editing.faqs.lead")}</p>
      <Done text={done && t(`editing.faqs.done.${done}`)} />
      <p className="mb-6 flex flex-wrap gap-4">
        <Link to={to("faqs")} className="underline">
          {t("editing.faqs.seePage")}
        </Link>
        <span>{t("editing.faqs.count", { count })}</span>
      </p>
      <FormAlert message={failure?.error} />
      {groups.length === 0 && <p className="empty">{t("editing.faqs.empty")}</p>}
      <ol className="flex flex-col gap-8">
        {groups.map((group, groupIndex) => (
          <li key={group.id} id={`group-${group.id}`} className="scroll-mt-6">
            <section aria-labelledby={`group-${group.id}-title`}>
              <Entry row={{ kind: "group", id: group.id, name: group.title }} at={groupIndex} of={groups.length} removing={removing}>
                <h2 id={`group-${group.id}-title`} className="text-2xl font-extrabold text-navy">
                  {group.title} <span className="text-base font-normal">#{group.slug}</span>
                </h2>
              </Entry>
              {editing === `group-${group.id}` && <GroupForm group={group} failure={failure} />}
              {group.items.length === 0 && <p className="empty">{t("editing.faqs.emptyGroup")}</p>}
              <ol className="mt-3 flex flex-col gap-3">
                {group.items.map((item, index) => (
                  <li key={item.id} id={`item-${item.id}`} className="scroll-mt-6 rounded-2xl border-2 border-line bg-paper p-4">
                    <Entry row={{ kind: "item", id: item.id, name: item.question }} at={index} of={group.items.length} removing={removing}>
                      <p lang="es" className="font-bold text-navy">
                        {item.question}
                        {!item.published && <span className="ml-2 rounded-full bg-cream px-2 text-sm">{t("editing.faqs.draft")}</span>}
                      </p>
                    </Entry>
                    {editing === `item-${item.id}` && <ItemForm groups={groups} groupId={group.id} item={item} failure={failure} />}
                  </li>
                ))}
              </ol>
              {editing === `item-new-${group.id}` ? (
                <ItemForm groups={groups} groupId={group.id} item={null} failure={failure} />
              ) : (
                <p className="mt-3">
                  <Link to={`${to("cms-faqs")}?new=${group.id}#group-${group.id}`} className="btn btn-secondary">
                    {t("editing.faqs.addItem")}
                  </Link>
                </p>
              )}
            </section>
          </li>
        ))}
      </ol>
      <section id="group-new" className="mt-10 scroll-mt-6" aria-labelledby="group-new-title">
        <h2 id="group-new-title" className="text-2xl font-extrabold text-navy">
          {t("editing.faqs.newGroup")}
        </h2>
        <GroupForm group={null} failure={editing === "group-new" ? failure : undefined} />
      </section>
    </div>
  );
}
