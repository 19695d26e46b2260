import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../common/routes.ts";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES } from "../../common/formation.ts";
import { DownloadsForEditorsQuery, EditableFormationQuery, SaveFormation } from "../components/formation/editor-documents.ts";
import { textsFromForm } from "../components/editing/form-values.ts";
import { TranslatedField } from "../components/editing/TranslatedField.tsx";
import { Field, FieldError, FormAlert } from "../components/Field.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { useTranslation } from "../i18n/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { refusedForm, succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useMe, useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/cms-formations-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-formations-edit" : "cms-formations-new");

const TEXTS = ["accessCode", "titleEs", "titleEn", "introEs", "introEn"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { published: boolean; downloadIds: string[] };
const DONE = ["saved", "created"] as const;
const EMPTY: Values = { accessCode: "", titleEs: "", titleEn: "", introEs: "", introEn: "", published: false, downloadIds: [] };

/** A formation's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = DONE.find((value) => value === new URL(request.url).searchParams.get("done")) ?? null;
  const { downloadsForEditors: files } = await query(context, DownloadsForEditorsQuery, {});
  if (!params.id) return { item: null, values: EMPTY, done, files };
  const { editableFormation: item } = await query(context, EditableFormationQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, accessCode, published, titleEs, titleEn, introEs, introEn, downloadIds } = item;
  return { item: { id }, values: { accessCode, published, titleEs, titleEn, introEs, introEn, downloadIds } satisfies Values, done, files };
}

/** Saves the form (a new formation goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = textsFromForm(form, TEXTS);
  // The files it had keep their order (the form's hidden list); newly ticked ones follow in the list's order.
  const ticked = form.getAll("downloadIds").map(String);
  const had = String(form.get("downloadOrder") ?? "").split(",").filter((id) => ticked.includes(id));
  const downloadIds = [...new Set([...had, ...ticked])];
  const values: Values = { ...texts, published: form.get("published") === "published", downloadIds };
  const result = await gql(context, SaveFormation, { id: params.id ?? null, input: values });
  const answer = result.data?.saveFormation;
  if (succeeded(answer)) {
    const done = params.id ? "saved" : "created";
    return redirect(`${pathFor("cms-formations-edit", page(context).lang, { id: answer.data.id })}?done=${done}`, 303);
  }
  const { status, failure } = refusedForm(result, answer, { answered: answer?.__typename === "DomainError" && answer.code === "NOT_FOUND" ? 404 : 400 });
  return data({ ...failure, values }, { status });
}

export default function CmsFormationsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const busy = useNavigation().state === "submitting";
  const { item, done, files } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const [published, setPublished] = useState(values.published);
  const pair = (name: "title" | "intro", label: string) => ({
    name,
    label,
    values: { es: values[`${name}Es`], en: values[`${name}En`] },
    errors: { es: fields[`${name}Es`], en: fields[`${name}En`] },
  });
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-formations")}>{t("editing.formations.back")}</Link>
      </p>
      <h1 className="page-title">{t(item ? "editing.formations.editTitle" : "editing.formations.newTitle")}</h1>
      {done && (
        <p role="status" className="form-success mb-4">
          {t(done === "created" ? "editing.formations.created" : "editing.saved")}
        </p>
      )}
      {item && (
        <nav aria-label={t("editing.preview")} className="mb-6 flex flex-wrap gap-4">
          {(["es", "en"] as const).map((language) => (
            <a key={language} href={pathFor("formation-preview", language, { id: item.id })} hrefLang={language} className="btn btn-secondary">
              {t("editing.formations.preview", { language: t(`editing.languages.${language}`) })}
            </a>
          ))}
          {me?.admin && (
            <Link to={`${to("cms-audit")}?entity=formation&entityId=${encodeURIComponent(item.id)}`} className="self-center underline">
              {t("editing.history")}
            </Link>
          )}
        </nav>
      )}
      <FormAlert message={actionData?.error} />
      <Form method="post" className="mt-4 flex max-w-6xl flex-col gap-8" noValidate>
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("intro", t("editing.formations.intro"))} maxLength={5_000} rows={6} />
        <Field label={t("editing.formations.accessCode")} required={!!item} error={fields.accessCode} hint={t("editing.formations.accessCodeHint")}>
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              name="accessCode"
              defaultValue={values.accessCode}
              maxLength={64}
              required={!!item}
              autoComplete="off"
              spellCheck={false}
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs font-mono"
              translate="no"
            />
          )}
        </Field>
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.formations.state.legend")}</legend>
          {(["draft", "published"] as const).map((value) => (
            <div key={value} className="checkbox">
              <input
                id={`state-${value}`}
                type="radio"
                name="published"
                value={value}
                checked={published === (value === "published")}
                onChange={() => setPublished(value === "published")}
                aria-describedby={`state-${value}-hint`}
              />
              <label htmlFor={`state-${value}`}>
                <span className="font-bold">{t(`editing.formations.state.${value}`)}</span>
                <span id={`state-${value}-hint`} className="field-hint block">
                  {t(`editing.formations.state.${value}Hint`)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={fields.downloadIds ? "downloads-error downloads-hint" : "downloads-hint"}>
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.formations.downloads")}</legend>
          <p id="downloads-hint" className="field-hint">
            {t("editing.formations.downloadsHint")}
          </p>
          <input type="hidden" name="downloadOrder" value={values.downloadIds.join(",")} />
          {files.length === 0 && <p>{t("editing.formations.noDownloads")}</p>}
          {DOWNLOAD_PAGES.map((downloadPage) => {
            const onPage = files.filter((file) => file.page === DOWNLOAD_PAGE_API[downloadPage]);
            if (onPage.length === 0) return null;
            return (
              <fieldset key={downloadPage} className="m-0 flex flex-col gap-2 border-0 p-0">
                <legend className="mb-1 font-bold">{t(`editing.downloads.pages.${downloadPage}`)}</legend>
                {onPage.map((file) => (
                  <div key={file.id} className="checkbox">
                    <input id={`download-${file.id}`} type="checkbox" name="downloadIds" value={file.id} defaultChecked={values.downloadIds.includes(file.id)} />
                    <label htmlFor={`download-${file.id}`}>
                      {file.titleEs} <span className="field-hint" translate="no">({file.fileName})</span>
                    </label>
                  </div>
                ))}
              </fieldset>
            );
          })}
          <FieldError id="downloads-error" message={fields.downloadIds ? t(fields.downloadIds as never) : null} />
        </fieldset>
        <p className="field-hint">{t("editing.formations.keptHint")}</p>
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.save")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
