import { Form, Link, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { textsFromForm } from "../../components/editing/form-values.ts";
import { Done } from "../../components/editing/kit/Done.tsx";
import { EditorList } from "../../components/editing/kit/EditorList.tsx";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { changedOrRefused, doneOf } from "../../components/editing/kit/editor.server.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import {
  DeleteFaqMutation,
  FaqsForEditorsQuery,
  MoveFaqMutation,
  SaveFaqGroupMutation,
  SaveFaqItemMutation,
} from "../../components/formation/dossier-faqs.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
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
type Kind = "group" | "item";
/** What a group's or question's form holds (a group uses its slug and title only). */
const BLANK = { slug: "", title: "", groupId: "", question: "", answer: "", published: true };
type Values = typeof BLANK;
/** A required text of a group or question: its name (its label is editing.fields.<name>), limit, rows and hint. */
type Text = { name: "title" | "slug" | "question" | "answer"; max: number; rows?: number; hint?: TKey };
const SLUG: Text = { name: "slug", max: 80, hint: "editing.faqs.slugHint" };
const TEXTS: Record<Kind, Text[]> = {
  group: [{ name: "title", max: 200 }, SLUG],
  item: [{ name: "question", max: 500 }, { name: "answer", max: 5000, rows: 6, hint: "editing.faqs.answerHint" }, SLUG],
};

/**
 * Every group and question; ?edit= (`group-<id>`, `item-<id>`), ?new= (a group's id: a question in it), ?add=group and
 * ?remove= open one form, ?done= says what the last post did.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { faqsForEditors: groups } = await query(context, FaqsForEditorsQuery);
  const newGroup = search.get("new");
  const editing = search.get("edit") ?? (newGroup ? `item-new-${newGroup}` : search.get("add") === "group" ? "group-new" : null);
  return { groups, done: doneOf(request, DONE), editing, removing: search.get("remove") };
}

/**
 * One of: saveGroup, saveItem (with `id` when it exists), move (kind, id, direction), remove (kind, id). Back to the
 * list with what was done (and the item's anchor), or the refusal with the form to show again (`target`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "") || null;
  const kind: Kind = form.get("kind") === "group" || intent === "saveGroup" ? "group" : "item";
  const back = (done: (typeof DONE)[number], anchor?: string) =>
    `${pathFor("cms-faqs", page(context).lang)}?done=${done}${anchor ? `#${anchor}` : ""}`;
  const none = { target: null, values: null };
  if (intent === "move") {
    const direction = form.get("direction") === "up" ? "up" : "down";
    const result = await gql(context, MoveFaqMutation, { kind, id: id ?? "0", direction });
    return changedOrRefused(result, result.data?.moveFaq, () => back("moved", `${kind}-${id}`), none);
  }
  if (intent === "remove") {
    const result = await gql(context, DeleteFaqMutation, { kind, id: id ?? "0" });
    return changedOrRefused(result, result.data?.deleteFaq, () => back("removed"), none);
  }
  const typed = textsFromForm(form, ["slug", "title", "groupId", "question", "answer"]);
  const values: Values = { ...typed, published: form.get("published") === "on" };
  const to = (saved: string) => back(id ? "saved" : "created", `${kind}-${saved}`);
  const refused = { target: id ? `${kind}-${id}` : kind === "group" ? "group-new" : `item-new-${values.groupId}`, values };
  if (kind === "group") {
    const result = await gql(context, SaveFaqGroupMutation, { id, input: { slug: values.slug, title: values.title } });
    return changedOrRefused(result, result.data?.saveFaqGroup, to, refused);
  }
  const { title: _, ...input } = values;
  const result = await gql(context, SaveFaqItemMutation, { id, input });
  return changedOrRefused(result, result.data?.saveFaqItem, to, refused);
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];
type Failure = { error?: string; target?: string | null; fields?: Record<string, string | undefined>; values?: Values | null };
type FormProps = { kind: Kind; id?: string; label: string; values: Values; failure?: Failure; groups: Group[] };

/** A group's or question's form: its texts (a question's in Spanish), a question's group and publication, save and cancel. */
function PanelForm({ kind, id, label, values, failure, groups }: FormProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const shown = failure?.values ?? values;
  const fields = failure?.fields ?? {};
  return (
    <Form method="post" className="panel my-4 flex flex-col gap-4" noValidate aria-label={label}>
      <Hidden values={{ intent: kind === "group" ? "saveGroup" : "saveItem", id }} />
      {TEXTS[kind].map(({ name, max, rows, hint }) => (
        <Field key={name} label={t(`editing.fields.${name}`)} required error={fields[name]} hint={hint && t(hint)}>
          {({ id, describedBy, invalid, required }) => {
            const props = {
              id,
              name,
              lang: name === "question" || name === "answer" ? "es" : undefined,
              defaultValue: shown[name],
              maxLength: max,
              "aria-describedby": describedBy,
              "aria-invalid": invalid || undefined,
              "aria-required": required,
              className: name === "slug" ? "field-input max-w-md" : "field-input",
            };
            return rows ? <textarea {...props} rows={rows} /> : <input {...props} />;
          }}
        </Field>
      ))}
      {kind === "item" && (
        <>
          <Field label={t("editing.fields.group")} error={fields.groupId}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name="groupId"
                defaultValue={shown.groupId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input max-w-md"
              >
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="published" defaultChecked={shown.published} />
            {t("editing.faqs.published")}
          </label>
        </>
      )}
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

type EntryProps = { kind: Kind; id: string; name: string; at: number; of: number; removing: string | null; children: React.ReactNode };

/**
 * A group's or question's heading with up, down, edit and remove (the buttons name what they act on), and its
 * removal's question when the page asks it (?remove=).
 */
function Entry({ kind, id, name, at, of, removing, children }: EntryProps) {
  const { t } = useTranslation();
  const to = useTo();
  const question = t(kind === "group" ? "editing.faqs.confirmGroup" : "editing.faqs.confirmItem", { title: name });
  return (
    <>
      <div className={`flex flex-wrap ${kind === "group" ? "items-center" : "items-start"} justify-between gap-3`}>
        {children}
        <div className="flex flex-wrap items-center gap-2">
          {(["up", "down"] as const).map((direction) => (
            <Form method="post" key={direction}>
              <Hidden values={{ intent: "move", kind, id, direction }} />
              <button
                type="submit"
                className="btn btn-secondary"
                disabled={direction === "up" ? at === 0 : at === of - 1}
                aria-label={t(direction === "up" ? "editing.faqs.moveUp" : "editing.faqs.moveDown", { name })}
              >
                {t(`editing.faqs.${direction}`)}
              </button>
            </Form>
          ))}
          {(["edit", "remove"] as const).map((param) => (
            <Link
              key={param}
              to={`${to("cms-faqs")}?${param}=${kind}-${id}#${kind}-${id}`}
              className="btn btn-secondary"
              aria-label={t(`editing.faqs.${param}Named`, { name })}
            >
              {t(`editing.faqs.${param}`)}
            </Link>
          ))}
        </div>
      </div>
      {removing === `${kind}-${id}` && (
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
      )}
    </>
  );
}

export default function CmsFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { groups, done, removing } = loaderData;
  const failure = actionData as Failure | undefined;
  const editing = failure?.target ?? loaderData.editing;
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const form = (target: string, props: Omit<FormProps, "failure" | "groups">) =>
    editing === target && <PanelForm {...props} failure={failure} groups={groups} />;
  return (
    <EditorList kind="editing.faqs" notice={<Done text={done && t(`editing.faqs.done.${done}`)} />}>
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
              <Entry kind="group" id={group.id} name={group.title} at={groupIndex} of={groups.length} removing={removing}>
                <h2 id={`group-${group.id}-title`} className="text-2xl font-extrabold text-navy">
                  {group.title} <span className="text-base font-normal">#{group.slug}</span>
                </h2>
              </Entry>
              {form(`group-${group.id}`, {
                kind: "group",
                id: group.id,
                label: t("editing.faqs.editGroup", { title: group.title }),
                values: { ...BLANK, ...group },
              })}
              {group.items.length === 0 && <p className="empty">{t("editing.faqs.emptyGroup")}</p>}
              <ol className="mt-3 flex flex-col gap-3">
                {group.items.map((item, index) => (
                  <li key={item.id} id={`item-${item.id}`} className="scroll-mt-6 rounded-2xl border-2 border-line bg-paper p-4">
                    <Entry kind="item" id={item.id} name={item.question} at={index} of={group.items.length} removing={removing}>
                      <p lang="es" className="font-bold text-navy">
                        {item.question}
                        {!item.published && <span className="ml-2 rounded-full bg-cream px-2 text-sm">{t("editing.faqs.draft")}</span>}
                      </p>
                    </Entry>
                    {form(`item-${item.id}`, {
                      kind: "item",
                      id: item.id,
                      label: t("editing.faqs.editItem"),
                      values: { ...BLANK, ...item, groupId: group.id },
                    })}
                  </li>
                ))}
              </ol>
              {form(`item-new-${group.id}`, {
                kind: "item",
                label: t("editing.faqs.newItem", { title: group.title }),
                values: { ...BLANK, groupId: group.id },
              }) || (
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
        <PanelForm
          kind="group"
          label={t("editing.faqs.newGroup")}
          values={BLANK}
          failure={editing === "group-new" ? failure : undefined}
          groups={groups}
        />
      </section>
    </EditorList>
  );
}
