import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { textsFromForm } from "../../components/editing/form-values.ts";
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
/** The form on show: `group-new`, `group-<id>`, `item-new-<group id>`, `item-<id>`, or none. */
type Target = string | null;

const ref = (value: string | null, kind: "group" | "item") => (value?.startsWith(`${kind}-`) ? value.slice(kind.length + 1) : null);

/** Every group and question; ?edit=, ?new= (a group's id) and ?remove= open one form, ?done= says what the last post did. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { faqsForEditors: groups } = await query(context, FaqsForEditorsQuery);
  const done = DONE.find((value) => value === search.get("done")) ?? null;
  const newGroup = search.get("new");
  const editing: Target = search.get("edit") ?? (newGroup ? `item-new-${newGroup}` : search.get("add") === "group" ? "group-new" : null);
  return { groups, done, editing, removing: search.get("remove") };
}

const back = (context: Route.ActionArgs["context"], done: (typeof DONE)[number], anchor = "") =>
  redirect(`${pathFor("cms-faqs", page(context).lang)}?done=${done}${anchor}`, 303);

/** One of: saveGroup, saveItem (with `id` when it exists), move (kind, id, direction), remove (kind, id). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "") || null;
  const kind = form.get("kind") === "group" ? "group" : "item";
  if (intent === "move") {
    const direction = form.get("direction") === "up" ? "up" : "down";
    const result = await gql(context, MoveFaqMutation, { kind, id: id ?? "0", direction });
    if (succeeded(result.data?.moveFaq)) return back(context, "moved", `#${kind}-${id}`);
    const { status, failure } = refusedForm(result, result.data?.moveFaq);
    return data({ ...failure, target: null, values: null }, { status });
  }
  if (intent === "remove") {
    const result = await gql(context, DeleteFaqMutation, { kind, id: id ?? "0" });
    if (succeeded(result.data?.deleteFaq)) return back(context, "removed");
    const { status, failure } = refusedForm(result, result.data?.deleteFaq);
    return data({ ...failure, target: null, values: null }, { status });
  }
  if (intent === "saveGroup") {
    const values = textsFromForm(form, GROUP_FIELDS);
    const result = await gql(context, SaveFaqGroupMutation, { id, input: values });
    const answer = result.data?.saveFaqGroup;
    if (succeeded(answer)) return back(context, id ? "saved" : "created", `#group-${answer.data}`);
    const { status, failure } = refusedForm(result, answer);
    return data(
      {
        ...failure,
        target: id ? `group-${id}` : "group-new",
        values: { ...values, groupId: "", question: "", answer: "", published: false },
      },
      { status },
    );
  }
  const values: ItemValues = { ...textsFromForm(form, ITEM_FIELDS), published: form.get("published") === "on" };
  const result = await gql(context, SaveFaqItemMutation, { id, input: values });
  const answer = result.data?.saveFaqItem;
  if (succeeded(answer)) return back(context, id ? "saved" : "created", `#item-${answer.data}`);
  const { status, failure } = refusedForm(result, answer);
  return data({ ...failure, target: id ? `item-${id}` : `item-new-${values.groupId}`, values: { ...values, title: "" } }, { status });
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];
type Failure = { fields?: Record<string, string | undefined>; values: (GroupValues & ItemValues) | null } | undefined;

function GroupForm({ group, failure, busy }: { group: Group | null; failure: Failure; busy: boolean }) {
  const { t } = useTranslation();
  const to = useTo();
  const values = failure?.values ?? { slug: group?.slug ?? "", title: group?.title ?? "" };
  const fields = failure?.fields ?? {};
  return (
    <Form
      method="post"
      className="panel my-4 flex flex-col gap-4"
      noValidate
      aria-label={group ? t("editing.faqs.editGroup", { title: group.title }) : t("editing.faqs.newGroup")}
    >
      <input type="hidden" name="intent" value="saveGroup" />
      {group && <input type="hidden" name="id" value={group.id} />}
      <Field label={t("editing.fields.title")} required error={fields.title}>
        {({ id, describedBy, invalid, required }) => (
          <input
            id={id}
            name="title"
            defaultValue={values.title}
            maxLength={200}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className="field-input"
          />
        )}
      </Field>
      <Field label={t("editing.fields.slug")} required error={fields.slug} hint={t("editing.faqs.slugHint")}>
        {({ id, describedBy, invalid, required }) => (
          <input
            id={id}
            name="slug"
            defaultValue={values.slug}
            maxLength={80}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className="field-input max-w-md"
          />
        )}
      </Field>
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

function ItemForm({
  groups,
  groupId,
  item,
  failure,
  busy,
}: {
  groups: Group[];
  groupId: string;
  item: Group["items"][number] | null;
  failure: Failure;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const to = useTo();
  const values = failure?.values ?? {
    groupId,
    slug: item?.slug ?? "",
    question: item?.question ?? "",
    answer: item?.answer ?? "",
    published: item?.published ?? true,
  };
  const fields = failure?.fields ?? {};
  const group = groups.find((g) => g.id === groupId);
  return (
    <Form
      method="post"
      className="panel my-4 flex flex-col gap-4"
      noValidate
      aria-label={item ? t("editing.faqs.editItem") : t("editing.faqs.newItem", { title: group?.title ?? "" })}
    >
      <input type="hidden" name="intent" value="saveItem" />
      {item && <input type="hidden" name="id" value={item.id} />}
      <Field label={t("editing.fields.question")} required error={fields.question}>
        {({ id, describedBy, invalid, required }) => (
          <input
            id={id}
            name="question"
            lang="es"
            defaultValue={values.question}
            maxLength={500}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className="field-input"
          />
        )}
      </Field>
      <Field label={t("editing.fields.answer")} required error={fields.answer} hint={t("editing.faqs.answerHint")}>
        {({ id, describedBy, invalid, required }) => (
          <textarea
            id={id}
            name="answer"
            lang="es"
            rows={6}
            defaultValue={values.answer}
            maxLength={5000}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className="field-input"
          />
        )}
      </Field>
      <Field label={t("editing.fields.slug")} required error={fields.slug} hint={t("editing.faqs.slugHint")}>
        {({ id, describedBy, invalid, required }) => (
          <input
            id={id}
            name="slug"
            defaultValue={values.slug}
            maxLength={80}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className="field-input max-w-md"
          />
        )}
      </Field>
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

/** Up, down, edit and remove for one group or question; the buttons name what they act on. */
function RowControls({ kind, id, name, first, last }: { kind: "group" | "item"; id: string; name: string; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" key={direction}>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="direction" value={direction} />
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
      <Link
        to={`${to("cms-faqs")}?edit=${kind}-${id}#${kind}-${id}`}
        className="btn btn-secondary"
        aria-label={t("editing.faqs.editNamed", { name })}
      >
        {t("editing.faqs.edit")}
      </Link>
      <Link
        to={`${to("cms-faqs")}?remove=${kind}-${id}#${kind}-${id}`}
        className="btn btn-secondary"
        aria-label={t("editing.faqs.removeNamed", { name })}
      >
        {t("editing.faqs.remove")}
      </Link>
    </div>
  );
}

function ConfirmRemove({ kind, id, title }: { kind: "group" | "item"; id: string; title: string }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <Form
      method="post"
      className="panel my-3 flex flex-wrap items-center gap-3"
      role="alertdialog"
      aria-label={t(kind === "group" ? "editing.faqs.confirmGroup" : "editing.faqs.confirmItem", { title })}
    >
      <p className="font-bold">{t(kind === "group" ? "editing.faqs.confirmGroup" : "editing.faqs.confirmItem", { title })}</p>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-primary">
        {t("editing.faqs.confirm")}
      </button>
      <Link to={to("cms-faqs")} className="btn btn-secondary">
        {t("editing.faqs.cancel")}
      </Link>
    </Form>
  );
}

export default function CmsFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
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
      {done && (
        <p role="status" className="form-success mb-4">
          {t(`editing.faqs.done.${done}`)}
        </p>
      )}
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
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={`group-${group.id}-title`} className="text-2xl font-extrabold text-navy">
                  {group.title} <span className="text-base font-normal">#{group.slug}</span>
                </h2>
                <RowControls
                  kind="group"
                  id={group.id}
                  name={group.title}
                  first={groupIndex === 0}
                  last={groupIndex === groups.length - 1}
                />
              </div>
              {removing === `group-${group.id}` && <ConfirmRemove kind="group" id={group.id} title={group.title} />}
              {editing === `group-${group.id}` && <GroupForm group={group} failure={failure} busy={busy} />}
              {group.items.length === 0 && <p className="empty">{t("editing.faqs.emptyGroup")}</p>}
              <ol className="mt-3 flex flex-col gap-3">
                {group.items.map((item, index) => (
                  <li key={item.id} id={`item-${item.id}`} className="scroll-mt-6 rounded-2xl border-2 border-line bg-paper p-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <p lang="es" className="font-bold text-navy">
                        {item.question}
                        {!item.published && <span className="ml-2 rounded-full bg-cream px-2 text-sm">{t("editing.faqs.draft")}</span>}
                      </p>
                      <RowControls
                        kind="item"
                        id={item.id}
                        name={item.question}
                        first={index === 0}
                        last={index === group.items.length - 1}
                      />
                    </div>
                    {removing === `item-${item.id}` && <ConfirmRemove kind="item" id={item.id} title={item.question} />}
                    {ref(editing, "item") === item.id && (
                      <ItemForm groups={groups} groupId={group.id} item={item} failure={failure} busy={busy} />
                    )}
                  </li>
                ))}
              </ol>
              {editing === `item-new-${group.id}` ? (
                <ItemForm groups={groups} groupId={group.id} item={null} failure={failure} busy={busy} />
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
        <GroupForm group={null} failure={editing === "group-new" ? failure : undefined} busy={busy} />
      </section>
    </div>
  );
}
