import { useTranslation } from "../../i18n/index.ts";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert } from "../Field.tsx";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { SubmitButton } from "../SubmitButton.tsx";

/** Revoke a free code (an assigned one is refused by the server with its own message). */
export function RevokeCodeForm({ value, failure, done }: { value: string; failure: FormFailure | null; done: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "revoke";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/licence.ts").then((schemas) => schemas.RevokeLicenceCodeInput),
    failure,
    { checkOnSend: true },
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="revoke-title">
      <h2 id="revoke-title" className="text-[1.3rem]">
        {t("licences.revoke.title")}
      </h2>
      <p>{t("licences.revoke.lead")}</p>
      <input type="hidden" name="intent" value="revoke" />
      <div role="status">{done && <p className="form-success">{done}</p>}</div>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Field label={t("licences.revoke.code")} error={errorOf("code")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="field-input font-mono uppercase"
            type="text"
            autoComplete="off"
            spellCheck={false}
            defaultValue={value}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("code")}
          />
        )}
      </Field>
      <SubmitButton busy={busy} className="btn btn-secondary self-start">
        {t("licences.revoke.submit")}
      </SubmitButton>
    </Form>
  );
}
