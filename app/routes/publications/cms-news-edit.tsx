import { data } from "react-router";
import { NEWS_KIND } from "../../../common/editing-kinds.ts";
import { EditableNewsQuery, SaveNews } from "../../components/editing/documents.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, earliestOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-news-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-news-edit" : "cms-news-new");

const DONE = ["saved", "created"] as const;
const NEWS_UI: KindUi<typeof NEWS_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 14, hint: "editing.bodyHint" },
  slug: {},
  image: {},
  state: { texts: "editing.previewState" },
};

/** A news item's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: emptyValues(NEWS_KIND), done, earliest };
  const { editableNews: item } = await query(context, EditableNewsQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, image, state, publishedAt } = item;
  return { item: { id, image, state, publishedAt }, values: loadedValues(NEWS_KIND, item), done, earliest };
}

/** Saves the form (a new item goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input, refusal } = postedValues(NEWS_KIND, form);
  if (refusal) return refusedField(values, refusal.field, refusal.message);
  const result = await gql(context, SaveNews, { id: params.id ?? null, input, image: chosenFile(form) });
  return savedOrRefused(context, { id: params.id, edit: "cms-news-edit", result, answer: result.data?.saveNews, values });
}

export default function CmsNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaderData;
  return (
    <div className="page">
      <EditorHeader
        list="cms-news"
        back={t("editing.news.back")}
        title={t(item ? "editing.news.editTitle" : "editing.news.newTitle")}
        done={done && t(done === "created" ? "editing.created" : "editing.saved")}
        saved={item && { id: item.id, preview: "cms-news-preview", entity: "news" }}
      />
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={NEWS_KIND}
          ui={NEWS_UI}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item?.image}
          earliest={earliest}
          saved={item}
        />
      </EditorForm>
    </div>
  );
}
