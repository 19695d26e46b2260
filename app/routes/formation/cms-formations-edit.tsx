import { canOpen } from "../../../common/access.ts";
import { useState } from "react";
import { data, Link } from "react-router";
import { madridLocalValue, madridWallClock } from "../../../common/event-dates.ts";
import { pathFor } from "../../../common/routes.ts";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES } from "../../../common/formation.ts";
import { DownloadsForEditorsQuery, EditableFormationQuery, SaveFormation } from "../../components/formation/editor-documents.ts";
import { textsFromForm } from "../../components/editing/form-values.ts";
import { TranslatedField, translatedPairs } from "../../components/editing/TranslatedField.tsx";
import { Field, FieldError } from "../../components/Field.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-formations-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-formations-edit" : "cms-formations-new");

const TEXTS = ["accessCode", "titleEs", "titleEn", "introEs", "introEn"] as const;
type MaterialRow = { titleEs: string; titleEn: string; textEs: string; textEn: string; link: string };
/** A session as the form holds it: its start as Madrid's wall clock (`datetime-local`), its minutes as typed. */
type SessionRow = { startsAt: string; minutes: string; placeEs: string; placeEn: string; link: string };
type Values = Record<(typeof TEXTS)[number], string> & {
  published: boolean;
  downloadIds: string[];
  material: MaterialRow[];
  sessions: SessionRow[];
};
const MATERIAL_FIELDS = ["titleEs", "titleEn", "textEs", "textEn", "link"] as const;
const SESSION_FIELDS = ["startsAt", "minutes", "placeEs", "placeEn", "link"] as const;
const ROWS_MAX = 30;

/** The rows a form sent (`material-0-titleEs`…), in their order, those left wholly empty dropped. */
function rowsFromForm<F extends string>(form: FormData, prefix: string, names: readonly F[]): Record<F, string>[] {
  const rows: Record<F, string>[] = [];
  for (let index = 0; index < ROWS_MAX + 1; index++) {
    const row = Object.fromEntries(names.map((name) => [name, String(form.get(`${prefix}-${index}-${name}`) ?? "").trim()])) as Record<
      F,
      string
    >;
    if (Object.values(row).some((value) => value !== "")) rows.push(row);
  }
  return rows;
}
const DONE = ["saved", "created"] as const;
const EMPTY: Values = {
  accessCode: "",
  titleEs: "",
  titleEn: "",
  introEs: "",
  introEn: "",
  published: false,
  downloadIds: [],
  material: [],
  sessions: [],
};

/** A formation's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const { downloadsForEditors: files } = await query(context, DownloadsForEditorsQuery, {});
  if (!params.id) return { item: null, values: EMPTY, done, files };
  const { editableFormation: item } = await query(context, EditableFormationQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, accessCode, published, titleEs, titleEn, introEs, introEn, downloadIds, materialEs, materialEn } = item;
  const material = materialEs.map((es, i) => {
    const en = materialEn[i];
    return { titleEs: es.title, textEs: es.text, titleEn: en?.title ?? "", textEn: en?.text ?? "", link: es.link ?? en?.link ?? "" };
  });
  const sessions = [...item.sessions]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((s) => ({
      startsAt: madridLocalValue(new Date(s.startsAt)),
      minutes: String(s.minutes),
      placeEs: s.placeEs,
      placeEn: s.placeEn,
      link: s.link ?? "",
    }));
  const values: Values = { accessCode, published, titleEs, titleEn, introEs, introEn, downloadIds, material, sessions };
  return { item: { id }, values, done, files };
}

/** Saves the form (a new formation goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = textsFromForm(form, TEXTS);
  // The files it had keep their order (the form's hidden list); newly ticked ones follow in the list's order.
  const ticked = form.getAll("downloadIds").map(String);
  const had = String(form.get("downloadOrder") ?? "")
    .split(",")
    .filter((id) => ticked.includes(id));
  const downloadIds = [...new Set([...had, ...ticked])];
  const material = rowsFromForm(form, "material", MATERIAL_FIELDS);
  const sessions = rowsFromForm(form, "session", SESSION_FIELDS);
  const values: Values = { ...texts, published: form.get("published") === "published", downloadIds, material, sessions };
  // A start that is no Madrid wall-clock time, or minutes that are no number, are refused here with the list's message.
  const sessionInputs = sessions.map((s) => ({
    ...s,
    startsAt: madridWallClock(s.startsAt)?.toISOString() ?? "",
    minutes: /^\d{1,4}$/.test(s.minutes) ? Number(s.minutes) : -1,
  }));
  if (sessionInputs.some((s) => s.startsAt === "" || s.minutes < 0)) {
    return data(
      { error: "errors.validation", fields: { sessions: "editing.formations.errors.sessions" } as Record<string, string>, values },
      { status: 400 },
    );
  }
  const input = { ...values, sessions: sessionInputs };
  const result = await gql(context, SaveFormation, { id: params.id ?? null, input });
  return savedOrRefused(context, { id: params.id, edit: "cms-formations-edit", result, answer: result.data?.saveFormation, values });
}

export default function CmsFormationsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const { item, done, files } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const [published, setPublished] = useState(values.published);
  const pair = translatedPairs(values, fields);
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
            <a
              key={language}
              href={pathFor("formation-preview", language, { id: item.id })}
              hrefLang={language}
              className="btn btn-secondary"
            >
              {t("editing.formations.preview", { language: t(`editing.languages.${language}`) })}
            </a>
          ))}
          {canOpen(me, "cms-audit") && (
            <Link to={`${to("cms-audit")}?entity=formation&entityId=${encodeURIComponent(item.id)}`} className="self-center underline">
              {t("editing.history")}
            </Link>
          )}
        </nav>
      )}
      <EditorForm error={actionData?.error} files={false}>
        <TranslatedField {...pair("title", t("editing.labels.title"))} maxLength={200} />
        <TranslatedField {...pair("intro", t("editing.formations.intro"))} maxLength={5_000} rows={6} />
        <fieldset className="m-0 flex flex-col gap-6 border-0 p-0" aria-describedby="sessions-hint">
          <legend className="mb-2 text-xl font-extrabold text-navy">{t("editing.formations.sessions")}</legend>
          <p id="sessions-hint" className="field-hint">
            {t("editing.formations.rowsHint")}
          </p>
          <FieldError id="sessions-error" message={fields.sessions ? t(fields.sessions as never) : null} />
          {[...values.sessions, { startsAt: "", minutes: "", placeEs: "", placeEn: "", link: "" }]
            .slice(0, ROWS_MAX)
            .map((session, index) => (
              // Rows are positions in the form: a row's index is its name.
              <fieldset key={index} className="m-0 flex flex-col gap-4 rounded-lg border-2 border-line p-4">
                <legend className="px-1 font-bold">{t("editing.formations.session", { number: index + 1 })}</legend>
                <div className="flex flex-wrap gap-4">
                  <Field label={t("editing.formations.startsAt")}>
                    {({ id, describedBy }) => (
                      <input
                        id={id}
                        type="datetime-local"
                        name={`session-${index}-startsAt`}
                        defaultValue={session.startsAt}
                        aria-describedby={describedBy}
                        className="field-input max-w-xs"
                      />
                    )}
                  </Field>
                  <Field label={t("editing.formations.minutes")}>
                    {({ id, describedBy }) => (
                      <input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={1440}
                        step={1}
                        name={`session-${index}-minutes`}
                        defaultValue={session.minutes}
                        aria-describedby={describedBy}
                        className="field-input max-w-32"
                      />
                    )}
                  </Field>
                </div>
                <TranslatedField
                  name={`session-${index}-place`}
                  label={t("editing.formations.place")}
                  values={{ es: session.placeEs, en: session.placeEn }}
                  maxLength={300}
                />
                <Field label={t("editing.formations.link")} hint={t("editing.formations.linkHint")}>
                  {({ id, describedBy }) => (
                    <input
                      id={id}
                      type="url"
                      name={`session-${index}-link`}
                      defaultValue={session.link}
                      maxLength={500}
                      aria-describedby={describedBy}
                      className="field-input"
                      translate="no"
                    />
                  )}
                </Field>
              </fieldset>
            ))}
        </fieldset>
        <fieldset className="m-0 flex flex-col gap-6 border-0 p-0" aria-describedby="material-hint">
          <legend className="mb-2 text-xl font-extrabold text-navy">{t("editing.formations.material")}</legend>
          <p id="material-hint" className="field-hint">
            {t("editing.formations.rowsHint")}
          </p>
          <FieldError id="material-error" message={fields.material ? t(fields.material as never) : null} />
          {[...values.material, { titleEs: "", titleEn: "", textEs: "", textEn: "", link: "" }].slice(0, ROWS_MAX).map((piece, index) => (
            <fieldset key={index} className="m-0 flex flex-col gap-4 rounded-lg border-2 border-line p-4">
              <legend className="px-1 font-bold">{t("editing.formations.piece", { number: index + 1 })}</legend>
              <TranslatedField
                name={`material-${index}-title`}
                label={t("editing.labels.title")}
                values={{ es: piece.titleEs, en: piece.titleEn }}
                maxLength={200}
              />
              <TranslatedField
                name={`material-${index}-text`}
                label={t("editing.labels.body")}
                values={{ es: piece.textEs, en: piece.textEn }}
                maxLength={5_000}
                rows={4}
              />
              <Field label={t("editing.formations.link")} hint={t("editing.formations.linkHint")}>
                {({ id, describedBy }) => (
                  <input
                    id={id}
                    type="url"
                    name={`material-${index}-link`}
                    defaultValue={piece.link}
                    maxLength={500}
                    aria-describedby={describedBy}
                    className="field-input"
                    translate="no"
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </fieldset>
        <Field
          label={t("editing.formations.accessCode")}
          required={!!item}
          error={fields.accessCode}
          hint={t("editing.formations.accessCodeHint")}
        >
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
        <fieldset
          className="m-0 flex flex-col gap-3 border-0 p-0"
          aria-describedby={fields.downloadIds ? "downloads-error downloads-hint" : "downloads-hint"}
        >
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
                    <input
                      id={`download-${file.id}`}
                      type="checkbox"
                      name="downloadIds"
                      value={file.id}
                      defaultChecked={values.downloadIds.includes(file.id)}
                    />
                    <label htmlFor={`download-${file.id}`}>
                      {file.titleEs}{" "}
                      <span className="field-hint" translate="no">
                        ({file.fileName})
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>
            );
          })}
          <FieldError id="downloads-error" message={fields.downloadIds ? t(fields.downloadIds as never) : null} />
        </fieldset>
      </EditorForm>
    </div>
  );
}
