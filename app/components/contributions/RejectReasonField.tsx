import { REJECT_REASON_MAX_LENGTH } from "../../../common/contributions.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";

/**
 * The reason a moderator gives when rejecting (required; emailed to the author): the one field of every
 * reject form, whatever the section. `error` is the server's key (moderation.errors.*).
 */
export function RejectReasonField({ error, defaultValue }: { error?: string | null; defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t("moderation.reason.label")} required hint={t("moderation.reason.hint")} error={error ?? undefined}>
      {({ id, describedBy, invalid, required }) => (
        <textarea
          id={id}
          name="reason"
          className="field-input min-h-24"
          rows={3}
          maxLength={REJECT_REASON_MAX_LENGTH}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}
