import { data, Link } from "react-router";
import { TranslatedField } from "../../components/editing/TranslatedField.tsx";
import { EditableDossierSectionQuery, SaveDossierSectionMutation } from "../../components/formation/dossier-faqs.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { Done } from "../../components/editing/kit/Done.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import type { Route } from "./+types/cms-dossier-section";

/**
 * One dossier section's texts in Spanish and English side by side (issue 18): its heading and every text of its
 * blocks and subsections, in the page's order; the structure stays. Spanish required; an English text left empty
 * reads in Spanish on the dossier. The preview is the dossier itself, an in-class page staff may open.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-dossier-section");

type Values = { headingEs: string; headingEn: string; published: boolean; texts: { path: string; es: string; en: string }[] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { editableDossierSection: section } = await query(context, EditableDossierSectionQuery, { id: params.id });
  if (!section) throw data(null, { status: 404 });
  const { id, slug, ...values } = section;
  return { section: { id, slug }, values, saved: doneOf(request, ["saved"]) !== null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const paths = form.getAll("path").map(String);
  const values: Values = {
    headingEs: String(form.get("headingEs") ?? ""),
    headingEn: String(form.get("headingEn") ?? ""),
    published: form.get("published") === "on",
    texts: paths.map((path, index) => ({
      path,
      es: String(form.get(`text${index}Es`) ?? ""),
      en: String(form.get(`text${index}En`) ?? ""),
    })),
  };
  const result = await gql(context, SaveDossierSectionMutation, { id: params.id, input: values });
  return savedOrRefused(context, { id: params.id, edit: "cms-dossier-section", result, answer: result.data?.saveDossierSection, values });
}

type TextKind = "heading" | "p" | "item" | "term" | "desc" | "caption" | "head" | "cell";
/** What a text is in its section, from its place (`body.subsections.0.blocks.2.ul.1`: a list item). */
function kindOf(path: string): TextKind {
  const keys = path.split(".").filter((key) => !/^\d+$/.test(key));
  const last = keys.at(-1);
  if (last === "ul" || last === "ol") return "item";
  if (last === "rows") return "cell";
  if (last === "heading" || last === "term" || last === "desc" || last === "caption" || last === "head") return last;
  return "p";
}

/** The server names a text's error by its place in the list (`texts.3.es`). */
const textError = (fields: Record<string, string | undefined>, index: number, lang: "es" | "en") => fields[`texts.${index}.${lang}`];

export default function CmsDossierSection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { section, saved } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-dossier")}>{t("editing.dossier.back")}</Link>
      </p>
      <h1 className="page-title" lang="es">
        {loaderData.values.headingEs}
      </h1>
      <Done text={saved && t("editing.dossier.saved")} />
      <p className="mb-6">
        <Link to={`${to("dossier")}#${section.slug}`} className="underline">
          {t("editing.dossier.seePage")}
        </Link>
      </p>
      {/* The key makes a refusal's values the fields' state again (TranslatedField keeps what is typed). */}
      <EditorForm
        key={actionData ? "refused" : "loaded"}
        error={actionData?.error}
        files={false}
        className="mt-4 flex flex-col gap-6"
        save="editing.dossier.save"
      >
        <TranslatedField
          name="heading"
          label={t("editing.dossier.heading")}
          values={{ es: values.headingEs, en: values.headingEn }}
          errors={{ es: fields.headingEs, en: fields.headingEn }}
          maxLength={300}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="published" defaultChecked={values.published} />
          {t("editing.dossier.publishedField")}
        </label>
        <fieldset className="m-0 flex flex-col gap-6 border-0 p-0">
          <legend className="mb-2 text-xl font-extrabold text-navy">{t("editing.dossier.textsLegend")}</legend>
          <p className="field-hint">{t("editing.dossier.textsHint")}</p>
          {values.texts.map((text, index) => (
            <div key={text.path}>
              <input type="hidden" name="path" value={text.path} />
              <TranslatedField
                name={`text${index}`}
                label={t("editing.dossier.text", { number: index + 1, kind: t(`editing.dossier.kinds.${kindOf(text.path)}`) })}
                values={{ es: text.es, en: text.en }}
                errors={{ es: textError(fields, index, "es"), en: textError(fields, index, "en") }}
                maxLength={5000}
                rows={text.es.length > 160 ? 4 : 2}
              />
            </div>
          ))}
        </fieldset>
      </EditorForm>
    </div>
  );
}
