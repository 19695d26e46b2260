import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { FieldError } from "../Field.tsx";
import { errorParams } from "./values.ts";

/** The report form's controls: each labelled, its hint and its message announced with it (aria-describedby). */

/** A field's message in the page's language (keys from the server's checks, which may name a number). */
export function useMessage() {
  const { t } = useTranslation();
  return (key: string | undefined) => (key ? String(t(key as never, errorParams(key) as never)) : null);
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

type TextProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  maxLength: number;
  autoComplete?: string;
};

/** A one-line text. */
export function TextField({ id, name, label, hint, error, defaultValue, maxLength, autoComplete = "off" }: TextProps) {
  const message = useMessage()(error);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        type="text"
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={!!message}
        aria-describedby={describedBy(message && `${id}-error`, hint && `${id}-hint`)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** A group of radio buttons or checkboxes under its legend, its message for the whole group. */
export function OptionGroup({
  id,
  name,
  legend,
  hint,
  error,
  type,
  options,
  checked,
  inline = false,
  legendClassName = "field-label",
}: {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  inline?: boolean;
  legendClassName?: string;
}) {
  const message = useMessage()(error);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(message && `${id}-error`, hint && `${id}-hint`)}>
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className={inline ? "flex flex-wrap gap-x-6 gap-y-2" : "grid gap-2 sm:grid-cols-2"}>
        {options.map((option) => (
          <div key={option.value} className="checkbox">
            <input
              id={`${id}-${option.value}`}
              className="checkbox"
              type={type}
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              aria-invalid={!!message}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/**
 * A long text with a live count of its characters against its limit ("120 de 2000 caracteres"). The count is the
 * field's description; a screen reader hears it, a few moments after typing stops, from a polite live region.
 */
export function LongTextField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  maxLength,
  counted = false,
}: TextProps & { counted?: boolean }) {
  const { t } = useTranslation();
  const message = useMessage()(error);
  const [count, setCount] = useState(defaultValue.length);
  const [spoken, setSpoken] = useState("");
  const timer = useRef<number | undefined>(undefined);
  const counter = t("reports.fields.suggestionsCount", { count, max: maxLength });
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field-input"
        rows={counted ? 6 : 3}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={!!message}
        aria-describedby={describedBy(message && `${id}-error`, hint && `${id}-hint`, counted && `${id}-count`)}
        onInput={(event) => {
          const length = event.currentTarget.value.length;
          setCount(length);
          if (!counted) return;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setSpoken(t("reports.fields.suggestionsCount", { count: length, max: maxLength })), 1200);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {counted && (
        <>
          <p id={`${id}-count`} className="field-hint tabular-nums">
            {counter}
          </p>
          <p className="sr-only" aria-live="polite">
            {spoken}
          </p>
        </>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
