import { data } from "react-router";
import { FORMATION_KIND } from "../../../common/editing-kinds.ts";
import { madridLocalValue, madridWallClock } from "../../../common/event-dates.ts";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES } from "../../../common/formation.ts";
import { TranslatedField } from "../../components/editing/TranslatedField.tsx";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { emptyValues, type FormValues, loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { Field, FieldError } from "../../components/Field.tsx";
import { DownloadsForEditorsQuery, EditableFormationQuery, SaveFormation } from "../../components/formation/editor-documents.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-formations-edit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-formations-edit" : "cms-formations-new");

type MaterialRow = { titleEs: string; titleEn: string; textEs: string; textEn: string; link: string };
/** A session as the form holds it: its start as Madrid's wall clock (`datetime-local`), its minutes as typed. */
type SessionRow = { startsAt: string; minutes: string; placeEs: string; placeEn: string; link: string };
/** The kind's values and the formation's own: its code, the files it lists, its material and sessions row by row. */
type Values = FormValues<typeof FORMATION_KIND> & {
  accessCode: string;
  downloadIds: string[];
  material: MaterialRow[];
  sessions: SessionRow[];
};
const BLANK_PIECE: MaterialRow = { titleEs: "", titleEn: "", textEs: "", textEn: "", link: "" };
const BLANK_SESSION: SessionRow = { startsAt: "", minutes: "", placeEs: "", placeEn: "", link: "" };
const ROWS_MAX = 30;
const DONE = ["saved", "created"] as const;

/** The rows a form sent (`material-0-titleEs`…), in their order, those left wholly empty dropped. */
function rowsFromForm<R extends Record<string, string>>(form: FormData, prefix: string, blank: R): R[] {
  const rows: R[] = [];
  for (let index = 0; index < ROWS_MAX + 1; index++) {
    const row = Object.fromEntries(Object.keys(blank).map((name) => [name, String(form.get(`${prefix}-${index}-${name}`) ?? "").trim()]));
    if (Object.values(row).some((value) => value !== "")) rows.push(row as R);
  }
  return rows;
}

/** A formation's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const { downloadsForEditors: files } = await query(context, DownloadsForEditorsQuery, {});
  if (!params.id) {
    const values: Values = { ...emptyValues(FORMATION_KIND), accessCode: "", downloadIds: [], material: [], sessions: [] };
    return { item: null, values, done, files };
  }
  const { editableFormation: item } = await query(context, EditableFormationQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const material = item.materialEs.map((es, i) => {
    const en = item.materialEn[i];
    return { titleEs: es.title, textEs: es.text, titleEn: en?.title ?? "", textEn: en?.text ?? "", link: es.link ?? en?.link ?? "" };
  });
  const sessions = [...item.sessions]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((s) => ({ ...s, startsAt: madridLocalValue(new Date(s.startsAt)), minutes: String(s.minutes), link: s.link ?? "" }));
  const { accessCode, downloadIds } = item;
  const values: Values = { ...loadedValues(FORMATION_KIND, item), accessCode, downloadIds, material, sessions };
  return { item: { id: item.id }, values, done, files };
}

/** Saves the form (a new formation goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The files it had keep their order (the form's hidden list); newly ticked ones follow in the list's order.
  const ticked = form.getAll("downloadIds").map(String);
  const had = String(form.get("downloadOrder") ?? "")
    .split(",")
    .filter((id) => ticked.includes(id));
  const values: Values = {
    ...postedValues(FORMATION_KIND, form).values,
    accessCode: String(form.get("accessCode") ?? ""),
    downloadIds: [...new Set([...had, ...ticked])],
    material: rowsFromForm(form, "material", BLANK_PIECE),
    sessions: rowsFromForm(form, "session", BLANK_SESSION),
  };
  // A start that is no Madrid wall-clock time, or minutes that are no number, are refused here with the list's message.
  const sessions = values.sessions.map((s) => ({
    ...s,
    startsAt: madridWallClock(s.startsAt)?.toISOString() ?? "",
    minutes: /^\d{1,4}$/.test(s.minutes) ? Number(s.minutes) : -1,
  }));
  if (sessions.some((s) => s.startsAt === "" || s.minutes < 0))
    return refusedField(values, "sessions", "editing.formations.errors.sessions");
  const result = await gql(context, SaveFormation, { id: params.id ?? null, input: { ...values, sessions } });
  return savedOrRefused(context, { id: params.id, edit: "cms-formations-edit", result, answer: result.data?.saveFormation, values });
}

/** A row's cell: a text in both languages (`max`, `rows`), or one input (a time, minutes, the row's web link). */
type Cell = { name: string; label: TKey; max?: number; rows?: number; input?: "datetime-local" | "number" | "url" };
const LINK: Cell = { name: "link", label: "editing.formations.link", input: "url" };
/** Each list's rows: their form names' prefix (`session-0-startsAt`), each row's legend, its blank and its cells. */
const ROWS = {
  sessions: {
    prefix: "session",
    row: "editing.formations.session",
    blank: BLANK_SESSION,
    cells: [
      { name: "startsAt", label: "editing.formations.startsAt", input: "datetime-local" },
      { name: "minutes", label: "editing.formations.minutes", input: "number" },
      { name: "place", label: "editing.formations.place", max: 300 },
      LINK,
    ],
  },
  material: {
    prefix: "material",
    row: "editing.formations.piece",
    blank: BLANK_PIECE,
    cells: [
      { name: "title", label: "editing.labels.title", max: 200 },
      { name: "text", label: "editing.labels.body", max: 5_000, rows: 4 },
      LINK,
    ],
  },
} satisfies Record<string, { prefix: string; row: TKey; blank: Record<string, string>; cells: Cell[] }>;

/** What each input of a cell is besides its name and value. */
const INPUTS = {
  "datetime-local": { type: "datetime-local", className: "field-input max-w-xs" },
  number: { type: "number", inputMode: "numeric", min: 1, max: 1440, step: 1, className: "field-input max-w-32" },
  url: { type: "url", maxLength: 500, className: "field-input", translate: "no" },
} as const;

/** The sessions or the material, row by row, with one more empty row to add one (rows are positions: a row's index is its name). */
function Rows({ field, rows, error }: { field: keyof typeof ROWS; rows: Record<string, string>[]; error?: string }) {
  const { t } = useTranslation();
  const { prefix, row, blank, cells } = ROWS[field];
  return (
    <fieldset className="m-0 flex flex-col gap-6 border-0 p-0" aria-describedby={`${field}-hint`}>
      <legend className="mb-2 text-xl font-extrabold text-navy">{t(`editing.formations.${field}`)}</legend>
      <p id={`${field}-hint`} className="field-hint">
        {t("editing.formations.rowsHint")}
      </p>
      <FieldError id={`${field}-error`} message={error ? t(error as never) : null} />
      {[...rows, blank].slice(0, ROWS_MAX).map((values: Record<string, string>, index) => (
        <fieldset key={index} className="m-0 flex flex-col gap-4 rounded-lg border-2 border-line p-4">
          <legend className="px-1 font-bold">{t(row, { number: index + 1 })}</legend>
          {(cells as Cell[]).map(({ name, label, max, rows, input = "url" }) =>
            max ? (
              <TranslatedField
                key={name}
                name={`${prefix}-${index}-${name}`}
                label={t(label)}
                values={{ es: values[`${name}Es`] ?? "", en: values[`${name}En`] ?? "" }}
                maxLength={max}
                rows={rows}
              />
            ) : (
              <Field key={name} label={t(label)} hint={name === "link" ? t("editing.formations.linkHint") : undefined}>
                {({ id, describedBy }) => (
                  <input
                    id={id}
                    name={`${prefix}-${index}-${name}`}
                    defaultValue={values[name]}
                    aria-describedby={describedBy}
                    {...INPUTS[input]}
                  />
                )}
              </Field>
            ),
          )}
        </fieldset>
      ))}
    </fieldset>
  );
}

export default function CmsFormationsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done, files } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const ui: KindUi<typeof FORMATION_KIND> = {
    title: { label: "editing.labels.title" },
    intro: { label: "editing.formations.intro", rows: 6 },
    sessions: () => <Rows field="sessions" rows={values.sessions} error={fields.sessions} />,
    material: () => <Rows field="material" rows={values.material} error={fields.material} />,
    accessCode: () => (
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
    ),
    published: { texts: "editing.formations.state", id: "state", spelled: ["draft", "published"] },
    downloads: () => (
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
    ),
  };
  return (
    <div className="page">
      <EditorHeader
        list="cms-formations"
        back={t("editing.formations.back")}
        title={t(item ? "editing.formations.editTitle" : "editing.formations.newTitle")}
        done={done && t(done === "created" ? "editing.formations.created" : "editing.saved")}
        saved={item && { id: item.id, preview: "formation-preview", entity: "formation" }}
      />
      <EditorForm error={actionData?.error} files={false}>
        <KindFields kind={FORMATION_KIND} ui={ui} values={values} fields={fields} />
      </EditorForm>
    </div>
  );
}
