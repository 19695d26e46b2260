import type { FieldRegistration } from "../lib/forms.ts";
import { Field } from "./Field.tsx";

/** A labelled password input with its error and optional hint; required, as every password the forms ask for is. */
export function PasswordField({
  label,
  error,
  hint,
  autoComplete,
  registration,
}: {
  label: string;
  error?: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  registration: FieldRegistration;
}) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {({ id, describedBy, invalid, required }) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: ARIA in HTML allows aria-required on password and date inputs (the textbox's attributes)
        <input
          id={id}
          className="field-input"
          type="password"
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...registration}
        />
      )}
    </Field>
  );
}
