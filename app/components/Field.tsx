import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  label: string;
  /** i18n key of the field's error, from the browser check or the server. */
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => React.ReactNode;
};

/** A labelled form field whose error and hint are announced with the input (aria-describedby). */
export function Field({ label, error, hint, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      <FieldError id={`${id}-error`} message={error ? t(error as never) : null} />
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

/** A checkbox with its label beside it and an optional error. */
export function CheckboxField({ error, children, input }: { error?: string; children: React.ReactNode; input: (ids: { id: string; describedBy?: string; invalid: boolean }) => React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <div className="checkbox">
        {input({ id, describedBy: errorId, invalid: !!error })}
        <label htmlFor={id}>{children}</label>
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
