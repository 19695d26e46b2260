import { data } from "react-router";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { OptionalImageField, PositionField, positionFromForm, SlugField } from "../../components/editing/editor-inputs.tsx";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { EditableProgramQuery, SaveProgram } from "../../components/editing/program-documents.ts";
import { PublishedField } from "../../components/editing/PublishedField.tsx";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-programs-edit";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-programs-edit", args.loaderData ? { title: args.loaderData.item.nameEs } : undefined);

const TEXTS = ["slug", "nameEs", "nameEn", "summaryEs", "summaryEn", "bodyEs", "bodyEn"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { position: string; published: boolean };
const DONE = ["saved"] as const;

/** A programme's page editor (issue 18); ?done= says the last save went through. Programmes are not created here. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const { editableProgram: item } = await query(context, EditableProgramQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, code, image, slug, nameEs, nameEn, summaryEs, summaryEn, bodyEs, bodyEn, position } = item;
  const values: Values = {
    slug: slug ?? "",
    nameEs,
    nameEn,
    summaryEs,
    summaryEn,
    bodyEs,
    bodyEn,
    position: String(position),
    published: item.public,
  };
  return { item: { id, code, image, nameEs }, values, done };
}

/** Saves the form; a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = textsFromForm(form, TEXTS);
  const { typed, position } = positionFromForm(form);
  const published = form.get("published") === "true";
  const values: Values = { ...texts, position: typed, published };
  if (position === null) return refusedField(values, "position", "editing.errors.position");
  const result = await gql(context, SaveProgram, {
    id: params.id,
    input: { ...texts, position, public: published },
    image: chosenFile(form),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-programs-edit", result, answer: result.data?.saveProgram, values });
}

export default function CmsProgramsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
  return (
    <div className="page">
      <EditorHeader
        list="cms-programs"
        back={t("editing.program.back")}
        title={t("editing.program.editTitle")}
        done={done && t("editing.saved")}
        saved={{ id: item.id, preview: "cms-programs-preview", entity: "program" }}
      />
      <p className="mb-4 font-bold" translate="no">
        {t("editing.program.code", { code: item.code })}
      </p>
      <EditorForm error={actionData?.error}>
        <TranslatedField {...pair("name", t("editing.program.labels.name"))} maxLength={200} />
        <p className="field-hint">{t("editing.program.textsHint")}</p>
        <TranslatedField {...pair("summary", t("editing.labels.summary"))} maxLength={500} rows={3} />
        <TranslatedField {...pair("body", t("editing.labels.body"))} maxLength={40_000} rows={18} hint={t("editing.bodyHint")} />
        <SlugField value={values.slug} error={fields.slug} hint={t("editing.program.slugHint")} required={false} />
        <PositionField value={values.position} error={fields.position} hint={t("editing.program.positionHint")} />
        <OptionalImageField current={item.image ?? null} error={fields.image} label={t("editing.program.image")} />
        <PublishedField kind="program" published={values.published} />
      </EditorForm>
    </div>
  );
}
