import { data } from "react-router";
import { TOPIC_KIND } from "../../../common/editing-kinds.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { EditableTopicQuery, SaveTopic } from "../../components/editing/topic-documents.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-topics-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-topics-edit" : "cms-topics-new");

const DONE = ["saved", "created"] as const;
const UI: KindUi<typeof TOPIC_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 18, hint: "editing.bodyHint" },
  slug: {},
  category: {
    label: "editing.fields.category",
    hint: "editing.topic.categoryHint",
    none: "editing.topic.noCategory",
    option: (category, t) => t(`activities.categories.${category}` as TKey),
  },
  position: { label: "editing.fields.position", hint: "editing.topic.positionHint", width: "max-w-[10rem]" },
  image: {},
  published: { texts: "editing.topic.state" },
};

/** A topic's editor (issue 18), or a blank one at …/nuevo; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  if (!params.id) return { item: null, values: emptyValues(TOPIC_KIND), done };
  const { editableTopic: item } = await query(context, EditableTopicQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  return { item: { id: item.id, image: item.image }, values: loadedValues(TOPIC_KIND, item), done };
}

/** Saves the form (a new topic goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input } = postedValues(TOPIC_KIND, form);
  const result = await gql(context, SaveTopic, { id: params.id ?? null, input, image: chosenFile(form) });
  return savedOrRefused(context, { id: params.id, edit: "cms-topics-edit", result, answer: result.data?.saveTopic, values });
}

export default function CmsTopicsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done } = loaderData;
  return (
    <div className="page">
      <EditorHeader
        list="cms-topics"
        back={t("editing.topic.back")}
        title={t(item ? "editing.topic.editTitle" : "editing.topic.newTitle")}
        done={done && t(done === "created" ? "editing.topic.created" : "editing.saved")}
        saved={item && { id: item.id, preview: "cms-topics-preview", entity: "topic" }}
      />
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={TOPIC_KIND}
          ui={UI}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.image}
        />
      </EditorForm>
    </div>
  );
}
