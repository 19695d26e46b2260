import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../i18n/index.ts";
import { type FormFailure, type FieldRegistration, useZodForm } from "../../../lib/forms.ts";
import { FormAlert } from "../../Field.tsx";
import { SubmitButton } from "../../SubmitButton.tsx";
import { EuropeCentreFields } from "./EuropeCentreFields.tsx";
import type { EuropeCentreValues } from "./europe-values.ts";

type Props = { values: EuropeCentreValues; communities: readonly { id: number; name: string }[]; failure: FormFailure | null };

const ORDER = ["centreName", "centreCode", "communityId", "town", "students", "contactName", "email", "phone"];

/** Pre-registration (2025-26): the centre and a contact. Checked in the browser with the server's schema; posted as it is without a script. */
export function EuropePreRegistrationForm({ values, communities, failure }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../../common/schemas/europe-challenge.ts").then((m) => m.EuropeCentreInput),
    failure,
  );
  const focused = failure ? ORDER.find((name) => failure.fields[name]) : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="preRegister" />
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <p className="text-sm text-muted">{t("europeChallenge.form.required")}</p>
      <EuropeCentreFields
        values={values}
        communities={communities}
        prefix=""
        errorOf={errorOf}
        focused={focused}
        register={register as (name: string) => FieldRegistration}
      />
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        {busy ? t("europeChallenge.form.sending") : t("europeChallenge.form.preRegister")}
      </SubmitButton>
    </Form>
  );
}
