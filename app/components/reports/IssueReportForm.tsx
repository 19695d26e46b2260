import { Form, useNavigation } from "react-router";
import { REPORT_KINDS } from "../../../common/reports.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { Field, FormAlert } from "../Field.tsx";
import { Icon } from "../icons/Icon.tsx";
import { send } from "../icons/shapes.ts";
import { SubmitButton } from "../SubmitButton.tsx";

export type IssueValues = { email: string; kind: string };

/**
 * Issue a report: the teacher's account by its email and the kind (by default the one the account's type fills,
 * decision 033). The server checks the account and sends the email; its answer says the code it made.
 */
export function IssueReportForm({ values, failure, done }: { values: IssueValues; failure: FormFailure | null; done: string | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const emailError = failure?.fields.email;
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="issue-title">
      <h2 id="issue-title" className="text-[1.3rem]">
        {t("reports.staff.issueTitle")}
      </h2>
      <div role="status">{done && <p className="form-success">{done}</p>}</div>
      <FormAlert message={failure && !emailError ? failure.error : null} />
      <Field label={t("reports.staff.email")} hint={t("reports.staff.emailHint")} error={emailError}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="email"
            className="field-input"
            type="email"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.email}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label={t("reports.staff.kind")}>
        {({ id, describedBy }) => (
          <select id={id} name="kind" className="field-input" defaultValue={values.kind} aria-describedby={describedBy}>
            <option value="">{t("reports.staff.kindAuto")}</option>
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`reports.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        <Icon d={send} />
        {busy ? t("reports.staff.issuing") : t("reports.staff.issue")}
      </SubmitButton>
    </Form>
  );
}
