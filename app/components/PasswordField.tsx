import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "./Field.tsx";

/** A labelled password input with its error and optional hint. */
export function PasswordField({ label, error, hint, autoComplete, registration }: {
  label: string;
  error?: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input id={id} className="field-input" type="password" autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid} {...registration} />
      )}
    </Field>
  );
}
