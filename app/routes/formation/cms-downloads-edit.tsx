import { data, Form, redirect, useNavigation } from "react-router";
import { DOWNLOAD_KIND } from "../../../common/editing-kinds.ts";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES, type DownloadPage } from "../../../common/formation.ts";
import { pathFor } from "../../../common/routes.ts";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { Field } from "../../components/Field.tsx";
import { DeleteDownload, EditableDownloadQuery, SaveDownload } from "../../components/formation/editor-documents.ts";
import { formatSize } from "../../components/formation/downloads.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-downloads-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-downloads-edit" : "cms-downloads-new");

const DONE = ["saved", "created"] as const;
const pageOf = (value: string): DownloadPage => DOWNLOAD_PAGES.find((p) => p === value || DOWNLOAD_PAGE_API[p] === value) ?? "ai-robotics";
const UI: KindUi<typeof DOWNLOAD_KIND> = {
  page: { label: "editing.fields.page", width: "max-w-md", option: (page, t) => t(`editing.downloads.pages.${page}` as TKey) },
  title: { label: "editing.labels.title" },
  description: { label: "editing.downloads.description", rows: 3 },
  position: { label: "editing.downloads.position", hint: "editing.downloads.positionHint", width: "max-w-32" },
};

/** A download's editor (issue 18), or a blank one at …/nueva with its file to upload; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  if (!params.id) return { item: null, values: emptyValues(DOWNLOAD_KIND), done };
  const { editableDownload: item } = await query(context, EditableDownloadQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, fileName, size } = item;
  return { item: { id, fileName, size }, values: loadedValues(DOWNLOAD_KIND, item, { page: pageOf(item.page) }), done };
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
  const { values, input } = postedValues(DOWNLOAD_KIND, form);
  const result = await gql(context, SaveDownload, {
    id: params.id ?? null,
    input: { ...input, page: DOWNLOAD_PAGE_API[pageOf(values.page)] },
    file: params.id ? null : chosenFile(form, "file"),
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-downloads-edit", result, answer: result.data?.saveDownload, values });
}

export default function CmsDownloadsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const busy = useNavigation().state === "submitting";
  const { item, done } = loaderData;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <div className="page">
      <EditorHeader
        list="cms-downloads"
        back={t("editing.downloads.back")}
        title={t(item ? "editing.downloads.editTitle" : "editing.downloads.newTitle")}
        done={done && t(done === "created" ? "editing.downloads.created" : "editing.saved")}
        saved={item && { id: item.id, entity: "download" }}
      />
      <EditorForm error={actionData?.error}>
        <KindFields kind={DOWNLOAD_KIND} ui={UI} values={actionData?.values ?? loaderData.values} fields={fields} />
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
      </EditorForm>
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
