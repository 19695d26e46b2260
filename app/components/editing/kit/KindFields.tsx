import type { ReactNode } from "react";
import type { ContentKind, FieldSpec } from "../../../../common/editing-kinds.ts";
import { type TFunction, type TKey, useTranslation } from "../../../i18n/index.ts";
import { Field, FieldError } from "../../Field.tsx";
import { CoverImageField } from "../CoverImageField.tsx";
import { OptionalImageField, SlugField } from "../editor-inputs.tsx";
import { PublicationFields } from "../PublicationFields.tsx";
import { PublishedField } from "../PublishedField.tsx";
import { TranslatedField } from "../TranslatedField.tsx";
import { PublicationNote } from "./EditorForm.tsx";
import type { FormValues } from "./kind-values.ts";

/**
 * What a kind's declaration does not say about its form (decision 055): each field's label, hint, rows and width, a
 * choice's options and their texts, and the fields' order. The slug, cover and publication come with their own texts.
 */
export type FieldUi = {
  label?: TKey;
  /** Its hint; several are said one after the other. */
  hint?: TKey | readonly TKey[];
  /** A text's rows (a single line without). */
  rows?: number;
  /** The input's width class (`max-w-xs`…). */
  width?: string;
  /** A checkbox's id (the field's name by default). */
  id?: string;
  /** A choice's values in the form's order (the kind's by default), and each one's text. */
  options?: readonly string[];
  option?: (value: string, t: TFunction) => string;
  /** A choice that may be none: its empty option's text. */
  none?: TKey;
  /** The texts' prefix: of the publication's note (by its state), of the flag's legend and choices, of an optional cover's own. */
  texts?: string;
  /** A second cover's saved file (the item's `cover` is its first's). */
  current?: string | null;
  /**
   * Marked required though the kind lets it be empty: a choice the domain requires in this case (a Europe edition's
   * audience), a translated text whose Spanish is needed when it is offered (an itinerary activity's material).
   */
  required?: boolean;
  /** What a flag publication's draft and published radios post (default "false", "true"); `id` prefixes their ids. */
  spelled?: readonly [string, string];
};

/** What a screen's own part of the form is given: its values and messages, and each kind field to place. */
export type Custom<K extends ContentKind> = (form: {
  values: FormValues<K>;
  fields: Record<string, string | undefined>;
  t: TFunction;
  field: (name: keyof K["fields"] & string, ui?: FieldUi) => ReactNode;
}) => ReactNode;

/** A screen's form in order: a kind field and its texts, or a part the screen draws itself (by any other name). */
export type KindUi<K extends ContentKind> = Record<string, FieldUi | Custom<K>>;

type Props<K extends ContentKind> = {
  kind: K;
  ui: KindUi<K>;
  values: FormValues<K>;
  fields: Record<string, string | undefined>;
  /** The saved item's cover (none for a new one). */
  cover?: string | null;
  /** The earliest moment a schedule may take. */
  earliest?: string;
  /** The saved item's publication, said under its fields. */
  saved?: { state: string; publishedAt: string } | null;
};

/** A kind's fields as its screen declares them (`ui`), from its values and the server's messages: plain inputs, no script needed. */
export function KindFields<K extends ContentKind>({ kind, ui, values, fields, cover = null, earliest = "", saved }: Props<K>) {
  const { t } = useTranslation();
  const typed = values as Record<string, unknown>;
  const text = (name: string) => String(typed[name] ?? "");
  const field = (name: string, its: FieldUi = {}): ReactNode => {
    const spec: FieldSpec | undefined = kind.fields[name];
    const label = its.label ? t(its.label) : "";
    const hint = its.hint && (typeof its.hint === "string" ? t(its.hint) : its.hint.map((key) => t(key)).join(" "));
    const width = its.width === "" ? "field-input" : `field-input ${its.width ?? "max-w-xs"}`;
    if (!spec) throw new Error(`${kind.name} has no field ${name}`);
    switch (spec.type) {
      case "line":
      case "text":
      case "list":
        return (
          <TranslatedField
            key={name}
            name={name}
            label={label}
            values={{ es: text(`${name}Es`), en: text(`${name}En`) }}
            errors={{ es: fields[`${name}Es`], en: fields[`${name}En`] }}
            maxLength={spec.type === "list" ? spec.max * spec.entryMax : spec.max}
            rows={its.rows}
            hint={hint}
            optional={its.required ? false : spec.type === "list" ? !spec.required : spec.optional}
          />
        );
      case "slug":
        return <SlugField key={name} value={text(name)} error={fields[name]} hint={hint} required={!spec.optional} />;
      case "cover":
        return spec.required ? (
          <CoverImageField key={name} current={cover} error={fields.image} />
        ) : (
          <OptionalImageField
            key={name}
            name={name}
            current={"current" in its ? (its.current ?? null) : cover}
            error={fields[name]}
            label={label}
            texts={its.texts}
          />
        );
      case "publication":
        if (spec.mode === "flag")
          return (
            <PublishedField key={name} texts={its.texts ?? ""} published={typed.published === true} id={its.id} spelled={its.spelled} />
          );
        return [
          <PublicationFields
            key={name}
            state={typed.state as never}
            scheduledAt={text("scheduledAt")}
            earliest={earliest}
            error={fields.scheduledAt}
          />,
          saved && its.texts && (
            <PublicationNote key="note" {...saved} text={(date) => t(`${its.texts}.${saved.state}` as TKey, { date })} />
          ),
        ];
      case "offered":
      case "ref":
      case "choice": {
        // An offered field's and a ref's values are the screen's (`options`: what the server offers at the time, the
        // items it may name).
        const values = its.options ?? (spec.type === "choice" ? spec.values : []);
        const options = values.map((value) => ({ value, label: its.option?.(value, t) ?? value }));
        if (spec.type === "choice" && spec.many)
          return (
            <Choices
              key={name}
              name={name}
              legend={label}
              hint={hint}
              options={options}
              chosen={typed[name] as string[]}
              error={fields[name]}
            />
          );
        const nullable = spec.type !== "ref" && spec.nullable;
        return (
          <Field key={name} label={label} required={its.required ?? !nullable} error={fields[name]} hint={hint}>
            {({ id, describedBy, invalid, required }) => (
              <select
                id={id}
                name={name}
                defaultValue={text(name)}
                required={!nullable}
                aria-required={required}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={width}
              >
                {its.none && <option value="">{t(its.none)}</option>}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      }
      case "int":
        return (
          <Field key={name} label={label} required error={fields[name]} hint={hint}>
            {({ id, describedBy, invalid, required }) => (
              <input
                id={id}
                name={name}
                type="number"
                inputMode="numeric"
                min={spec.min}
                max={spec.max}
                step={1}
                defaultValue={text(name)}
                required
                aria-required={required}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={width}
              />
            )}
          </Field>
        );
      case "date":
      case "decimal":
        return (
          <Field key={name} label={label} required={!spec.optional} error={fields[name]} hint={hint}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name={name}
                {...(spec.type === "date" ? { type: "date", required: !spec.optional } : { inputMode: "decimal" as const, maxLength: 20 })}
                defaultValue={text(name)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={width}
              />
            )}
          </Field>
        );
      case "flag":
        return (
          <div key={name} className="checkbox">
            <input
              id={its.id ?? name}
              type="checkbox"
              name={name}
              defaultChecked={typed[name] === true}
              aria-describedby={hint && `${name}-hint`}
            />
            <label htmlFor={its.id ?? name}>
              {label}
              {hint && <Hint id={`${name}-hint`} text={hint} />}
            </label>
          </div>
        );
      case "url":
      case "instant":
        return (
          <Field key={name} label={label} required={spec.type === "instant"} error={fields[name]} hint={hint}>
            {({ id, describedBy, invalid, required }) => (
              <input
                id={id}
                type={spec.type === "url" ? "url" : "datetime-local"}
                name={name}
                defaultValue={text(name)}
                {...(spec.type === "url"
                  ? { maxLength: spec.max, pattern: "https://.+", translate: "no" as const }
                  : { required: true, "aria-required": required })}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={width}
              />
            )}
          </Field>
        );
    }
  };
  return (
    <>
      {Object.entries(ui).map(([name, its]) =>
        typeof its === "function" ? <Part key={name}>{its({ values, fields, t, field: field as never })}</Part> : field(name, its),
      )}
    </>
  );
}

const Part = ({ children }: { children: ReactNode }) => <>{children}</>;
const Hint = ({ id, text }: { id: string; text: string }) => (
  <span id={id} className="field-hint block">
    {text}
  </span>
);

type ChoicesProps = { name: string; legend: string; hint?: string; options: Option[]; chosen: string[]; error?: string };
type Option = { value: string; label: string };

/** A group of checkboxes with one hint and one message for the group. */
function Choices({ name, legend, hint, options, chosen, error }: ChoicesProps) {
  const { t } = useTranslation();
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={described || undefined}>
      <legend className="field-label">{legend}</legend>
      {hint && <Hint id={`${name}-hint`} text={hint} />}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.value} className="checkbox">
            <input
              id={`${name}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error ? t(error as never) : null} />
    </fieldset>
  );
}
