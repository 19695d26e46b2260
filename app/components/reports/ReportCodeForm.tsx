import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { REPORT_CODE_INPUT_MAX } from "../../../common/reports.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useZodForm } from "../../lib/forms.ts";
import { FieldError, FormAlert, RequiredMark } from "../Field.tsx";
import { FormCard } from "../FormCard.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

export type CodeFailure = { error: string; fields: Record<string, string>; typed: string; minutes: number | null };

/**
 * The report's code, typed (sections 2 and 8): a wrong one is "El código es incorrecto" on the field, which takes
 * the focus with its message. The form posts to the page it is on, whichever address that is.
 */
export function ReportCodeForm({ failure }: { failure: CodeFailure | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/reports.ts").then((schemas) => schemas.ReportCodeInput),
    failure,
  );
  const id = "report-code";
  useEffect(() => {
    if (failure) document.getElementById(id)?.focus();
  }, [failure]);
  const error = errorOf("code");
  const message = !error
    ? null
    : error === "reports.errors.tooManyAttempts" && failure?.minutes
      ? t("reports.errors.tryAgainIn", { count: failure.minutes })
      : t(error as never);
  return (
    <FormCard id="report-code-form" title={t("reports.code.title")}>
      <p>{t("reports.code.lead")}</p>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="code" />
        <div className="field">
          <div className="field-label">
            <label htmlFor={id}>{t("reports.code.label")}</label>
            <RequiredMark />
          </div>
          <input
            id={id}
            className="field-input font-mono uppercase"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={REPORT_CODE_INPUT_MAX}
            defaultValue={failure?.typed}
            aria-invalid={!!message}
            aria-required
            aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
            // biome-ignore lint/a11y/noAutofocus: after a refused code the field takes the focus with its message, also without JavaScript
            autoFocus={!!failure}
            {...register("code")}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t("reports.code.hint")}
          </p>
          <FieldError id={`${id}-error`} message={message} />
        </div>
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("reports.code.submit")}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
