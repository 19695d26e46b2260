import { canOpen } from "../../../common/access.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES, type DownloadPage } from "../../../common/formation.ts";
import { pathFor } from "../../../common/routes.ts";
import { chosenFile, textsFromForm } from "../../components/editing/form-values.ts";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { DeleteDownload, EditableDownloadQuery, SaveDownload } from "../../components/formation/editor-documents.ts";
import { formatSize } from "../../components/formation/downloads.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useMe, useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-downloads-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-downloads-edit" : "cms-downloads-new");

const TEXTS = ["titleEs", "titleEn", "descriptionEs", "descriptionEn", "position"] as const;
type Values = Record<(typeof TEXTS)[number], string> & { page: DownloadPage };
const DONE = ["saved", "created"] as const;
const EMPTY: Values = { page: "ai-robotics", titleEs: "", titleEn: "", descriptionEs: "", descriptionEn: "", position: "0" };
const pageOfApi = (api: string): DownloadPage => DOWNLOAD_PAGES.find((p) => DOWNLOAD_PAGE_API[p] === api) ?? "ai-robotics";

/** A download's editor (issue 18), or a blank one at …/nueva with its file to upload; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = DONE.find((value) => value === new URL(request.url).searchParams.get("done")) ?? null;
  if (!params.id) return { item: null, values: EMPTY, done };
  const { editableDownload: item } = await query(context, EditableDownloadQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, fileName, size, titleEs, titleEn, descriptionEs, descriptionEn, position } = item;
  const values: Values = { page: pageOfApi(item.page), titleEs, titleEn, descriptionEs, descriptionEn, position: String(position) };
  return { item: { id, fileName, size }, values, done };
}

/**
 * Saves the form (a new download, with its file, goes to its own editor) or, with intent=delete, removes the download
 * and its file; a refusal keeps what was typed, with each field's message.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = page(context).lang;
  if (params.id && form.get("intent") === "delete") {
    const result = await gql(context, DeleteDownload, { id: params.id });
    const answer = result.data?.deleteDownload;
    if (succeeded(answer)) return redirect(`${pathFor("cms-downloads", lang)}?done=deleted`, 303);
    const { status, failure } = refusedForm(result, answer, { answered: 404 });
    return data({ ...failure, values: null }, { status });
  }
  const texts = textsFromForm(form, TEXTS);
  const chosen = DOWNLOAD_PAGES.find((value) => value === form.get("page")) ?? "ai-robotics";
  const values: Values = { ...texts, page: chosen };
  const position = /^\d{1,4}$/.test(texts.position.trim()) ? Number(texts.position.trim()) : null;
  if (position === null)
    return data({ error: "errors.validation", fields: { position: "editing.downloads.errors.position" }, values }, { status: 400 });
  const { position: _typed, ...rest } = texts;
  const result = await gql(context, SaveDownload, {
    id: params.id ?? null,
    input: { ...rest, position, page: DOWNLOAD_PAGE_API[chosen] },
    file: params.id ? null : chosenFile(form, "file"),
  });
  const answer = result.data?.saveDownload;
  if (succeeded(answer)) {
    const done = params.id ? "saved" : "created";
    return redirect(`${pathFor("cms-downloads-edit", lang, { id: answer.data.id })}?done=${done}`, 303);
  }
  const { status, failure } = refusedForm(result, answer, {
    answered: answer?.__typename === "DomainError" && answer.code === "NOT_FOUND" ? 404 : 400,
  });
  return data({ ...failure, values }, { status });
}

export default function CmsDownloadsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const lang = useRootData()?.lang ?? "es";
  const busy = useNavigation().state === "submitting";
  const { item, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const pair = translatedPairs(values, fields);
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-downloads")}>{t("editing.downloads.back")}</Link>
      </p>
      <h1 className="page-title">{t(item ? "editing.downloads.editTitle" : "editing.downloads.newTitle")}</h1>
      {done && (
        <p role="status" className="form-success mb-4">
          {t(done === "created" ? "editing.downloads.created" : "editing.saved")}
        </p>
      )}
      {item && canOpen(me, "cms-audit") && (
        <p className="mb-6">
          <Link to={`${to("cms-audit")}?entity=download&entityId=${encodeURIComponent(item.id)}`} className="underline">
            {t("editing.history")}
          </Link>
        </p>
      )}
      <FormAlert message={actionData?.error} />
      <Form method="post" encType="multipart/form-data" className="mt-4 flex max-w-6xl flex-col gap-8" noValidate>
        <Field label={t("editing.fields.page")} required>
          {({ id, describedBy, required }) => (
            <select
              id={id}
              name="page"
              defaultValue={values.page}
              aria-required={required}
              aria-describedby={describedBy}
              className="field-input max-w-md"
            >
              {DOWNLOAD_PAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`editing.downloads.pages.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("description", t("editing.downloads.description"))} maxLength={1_000} rows={3} />
        <Field label={t("editing.downloads.position")} required error={fields.position} hint={t("editing.downloads.positionHint")}>
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              name="position"
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              step={1}
              defaultValue={values.position}
              required
              aria-required={required}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-32"
            />
          )}
        </Field>
        {item ? (
          <p className="field-hint" translate="no">
            {t("editing.downloads.fileCurrent", { name: item.fileName, size: formatSize(item.size, lang) })}
          </p>
        ) : (
          <Field label={t("editing.downloads.file")} required error={fields.file} hint={t("editing.downloads.fileHint")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                name="file"
                accept="application/pdf,text/csv,image/svg+xml,.pdf,.csv,.svg"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input"
              />
            )}
          </Field>
        )}
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.save")}
          </SubmitButton>
        </div>
      </Form>
      {item && (
        <Form method="post" className="mt-10 flex flex-col gap-2 border-t-2 border-line pt-6">
          <p className="field-hint">{t("editing.downloads.removeHint")}</p>
          <div>
            <input type="hidden" name="intent" value="delete" />
            <SubmitButton busy={busy} className="btn btn-secondary">
              {t("editing.downloads.remove")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
