import { useId } from "react";
import { useTranslation } from "../i18n/index.ts";
import type { FieldRegistration } from "../lib/forms.ts";
import { FieldError } from "./Field.tsx";

type Props = {
  legend: string;
  /** Radios (one choice) or checkboxes (several). */
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  /** The options ticked when the form starts. */
  checked: readonly string[];
  registration: FieldRegistration;
  /** Says "(obligatorio)" in the legend, where a screen reader hears it with the group's name. */
  required?: boolean;
  /** Says "(opcional)" instead, for a question nobody has to answer. */
  optionalText?: string;
  hint?: string;
  /** i18n key of the group's message, from the browser's check or the server. */
  error?: string;
  /** After a refused post without JavaScript: the first option takes the focus. */
  autoFocus?: boolean;
  className?: string;
};

/**
 * A question answered with radios or checkboxes: a fieldset whose legend names it, with its hint and message
 * announced with the group (aria-describedby). Inputs are uncontrolled, so it works without JavaScript.
 */
export function ChoiceGroup({
  legend,
  type,
  options,
  checked,
  registration,
  required,
  optionalText,
  hint,
  error,
  autoFocus,
  className,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={`field m-0 border-0 p-0 ${className ?? ""}`} aria-describedby={describedBy}>
      <legend className="field-label">
        {legend}
        {required && <span className="font-semibold"> {t("fields.required")}</span>}
        {optionalText && <span className="font-normal"> {optionalText}</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <div key={option.value} className="checkbox">
            <input
              id={`${id}-${index}`}
              type={type}
              className="checkbox"
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              aria-invalid={!!error || undefined}
              // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused question takes the focus, also without JavaScript
              autoFocus={autoFocus && index === 0}
              {...registration}
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error ? t(error as never) : null} />
    </fieldset>
  );
}
