import { useId } from "react";
import { FieldError, RequiredMark } from "../../Field.tsx";

/** What a control gets from its field: spread on it. */
export type ControlProps = {
  id: string;
  className: string;
  "aria-describedby"?: string;
  "aria-invalid": boolean;
  "aria-required"?: true;
};

/**
 * A labelled control with its hint and its message (already in words: some name a number), both announced with it;
 * "(obligatorio)" beside a required field's label, "(opcional)" beside an optional one's.
 */
export function TextField({
  label,
  required = true,
  optionalText,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : optionalText && <span className="font-semibold"> {optionalText}</span>}
      </div>
      {children({
        id,
        className: "field-input",
        "aria-describedby": describedBy,
        "aria-invalid": !!error,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
