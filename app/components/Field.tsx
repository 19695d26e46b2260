import { useId, useState } from "react";
import { useTranslation } from "../i18n/index.ts";

/** What a field's input gets from it: spread as id, aria-describedby, aria-invalid and aria-required. */
type InputIds = { id: string; describedBy: string | undefined; invalid: boolean; required: true | undefined };

type Props = {
  label: string;
  /** Marks the field as one that must be filled: a word in its label and aria-required on the input. */
  required?: boolean;
  /** i18n key of the field's error, from the browser check or the server. */
  error?: string;
  /** Values the error's message names ("between {{min}} and {{max}} photos"). */
  errorValues?: Record<string, string | number>;
  hint?: string;
  children: (ids: InputIds) => React.ReactNode;
};

/**
 * "(obligatorio)" after a required field's label, so that it is not told by colour or a lone asterisk. It sits
 * beside the <label>, not in it, and is hidden from assistive technology, which hears aria-required instead:
 * "required" is said once, and the field's name stays its label ("Email").
 */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span aria-hidden="true" className="font-semibold">
      {" "}
      {t("fields.required")}
    </span>
  );
}

/** A labelled form field whose error and hint are announced with the input (aria-describedby). */
export function Field({ label, required, error, errorValues, hint, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      {required ? (
        <div className="field-label">
          <label htmlFor={id}>{label}</label>
          <RequiredMark />
        </div>
      ) : (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children({ id, describedBy, invalid: !!error, required: required || undefined })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error ? t(error as never, errorValues) : null} />
    </div>
  );
}

/**
 * A field's message line. Once a message has shown, its line stays (empty when fixed), so the
 * controls below do not move back up as the user corrects the field.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const [kept, setKept] = useState(false);
  if (message && !kept) setKept(true);
  if (!message && !kept) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** A checkbox with its label beside it and an optional error; `required`: one that must be ticked (privacy). */
export function CheckboxField({
  error,
  required,
  children,
  input,
}: {
  error?: string;
  required?: boolean;
  children: React.ReactNode;
  input: (ids: InputIds) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <div className="checkbox">
        {input({ id, describedBy: errorId, invalid: !!error, required: required || undefined })}
        {/* One flex item, so that the mark follows the label's last word. */}
        <span>
          <label htmlFor={id}>{children}</label>
          {required && <RequiredMark />}
        </span>
      </div>
      <FieldError id={`${id}-error`} message={error ? t(error as never) : null} />
    </div>
  );
}

/** A form-level message (server error), announced when it appears. */
export function FormAlert({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div role="alert" className="form-alert">
      {t(message as never)}
    </div>
  );
}
