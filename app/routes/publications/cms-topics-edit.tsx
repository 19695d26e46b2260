import { data } from "react-router";
import { CATEGORIES, type Category } from "../../../common/activities.ts";
import { CoverImageField } from "../../components/editing/CoverImageField.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { PositionField, positionFromForm, SlugField } from "../../components/editing/editor-inputs.tsx";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { PublishedField } from "../../components/editing/PublishedField.tsx";
import { EditableTopicQuery, SaveTopic } from "../../components/editing/topic-documents.ts";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field } from "../../components/Field.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-topics-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-topics-edit" : "cms-topics-new");

const TEXTS = ["slug", "titleEs", "titleEn", "summaryEs", "summaryEn", "bodyEs", "bodyEn"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { category: string; position: string; published: boolean };
const DONE = ["saved", "created"] as const;

const EMPTY: Values = {
  slug: "",
  titleEs: "",
  titleEn: "",
  summaryEs: "",
  summaryEn: "",
  bodyEs: "",
  bodyEn: "",
  category: "",
  position: "0",
  published: false,
};

const categoryOf = (value: FormDataEntryValue | null): Category | null => CATEGORIES.find((category) => category === value) ?? null;

/** A topic's editor (issue 18), or a blank one at …/nuevo; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  if (!params.id) return { item: null, values: EMPTY, done };
  const { editableTopic: item } = await query(context, EditableTopicQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, image, published, slug, category, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, position } = item;
  const values: Values = {
    slug,
    titleEs,
    titleEn,
    summaryEs,
    summaryEn,
    bodyEs,
    bodyEn,
    category: category ?? "",
    position: String(position),
    published,
  };
  return { item: { id, image }, values, done };
}

/** Saves the form (a new topic goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = textsFromForm(form, TEXTS);
  const category = categoryOf(form.get("category"));
  const { typed, position } = positionFromForm(form);
  const published = form.get("published") === "true";
  const values: Values = { ...texts, category: category ?? "", position: typed, published };
  if (position === null) return refusedField(values, "position", "editing.errors.position");
  const result = await gql(context, SaveTopic, {
    id: params.id ?? null,
    input: { ...texts, category, position, published },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-topics-edit", result, answer: result.data?.saveTopic, values });
}

export default function CmsTopicsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
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
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={500} rows={3} />
        <TranslatedField {...pair("body", t("editing.labels.body"))} maxLength={40_000} rows={18} hint={t("editing.bodyHint")} />
        <SlugField value={values.slug} error={fields.slug} />
        <Field label={t("editing.fields.category")} error={fields.category} hint={t("editing.topic.categoryHint")}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="category"
              defaultValue={values.category}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            >
              <option value="">{t("editing.topic.noCategory")}</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`activities.categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <PositionField value={values.position} error={fields.position} hint={t("editing.topic.positionHint")} />
        <CoverImageField current={item?.image ?? null} error={fields.image} />
        <PublishedField kind="topic" published={values.published} />
      </EditorForm>
    </div>
  );
}
