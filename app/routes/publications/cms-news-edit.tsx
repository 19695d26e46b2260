import { data } from "react-router";
import type { PublicationState } from "../../../common/editing.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { EditableNewsQuery, SaveNews } from "../../components/editing/documents.ts";
import { SlugField } from "../../components/editing/editor-inputs.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditorForm, PublicationNote } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, earliestOf, refusedField, savedOrRefused, scheduledOf } from "../../components/editing/kit/editor.server.ts";
import { chosenFile, publicationFromForm, textsFromForm } from "../../components/editing/form-values.ts";
import { PublicationFields } from "../../components/editing/PublicationFields.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-news-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-news-edit" : "cms-news-new");

const TEXTS = ["slug", "titleEs", "titleEn", "summaryEs", "summaryEn", "bodyEs", "bodyEn"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { state: PublicationState; scheduledAt: string };
const DONE = ["saved", "created"] as const;

const EMPTY: Values = {
  slug: "",
  titleEs: "",
  titleEn: "",
  summaryEs: "",
  summaryEn: "",
  bodyEs: "",
  bodyEn: "",
  scheduledAt: "",
  state: "draft",
};

/** A news item's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: EMPTY, done, earliest };
  const { editableNews: item } = await query(context, EditableNewsQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, image, state, publishedAt, slug, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn } = item;
  const scheduledAt = scheduledOf(state, publishedAt);
  const values: Values = { slug, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, state, scheduledAt };
  return { item: { id, image, state, publishedAt }, values, done, earliest };
}

/** Saves the form (a new item goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const publication = publicationFromForm(form);
  const texts = textsFromForm(form, TEXTS);
  const values: Values = { ...texts, state: publication.state, scheduledAt: publication.scheduledAt };
  if (publication.invalid) return refusedField(values, "scheduledAt", "editing.errors.date");
  const result = await gql(context, SaveNews, {
    id: params.id ?? null,
    input: { ...texts, state: publication.state, scheduledAt: publication.instant },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-news-edit", result, answer: result.data?.saveNews, values });
}

export default function CmsNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
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
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={500} rows={3} />
        <TranslatedField {...pair("body", t("editing.labels.body"))} maxLength={20_000} rows={14} hint={t("editing.bodyHint")} />
        <SlugField value={values.slug} error={fields.slug} />
        <CoverImageField current={item?.image ?? null} error={fields.image} />
        <PublicationFields state={values.state} scheduledAt={values.scheduledAt} earliest={earliest} error={fields.scheduledAt} />
        {item && <PublicationNote {...item} text={(date) => t(`editing.previewState.${item.state}`, { date })} />}
      </EditorForm>
    </div>
  );
}
