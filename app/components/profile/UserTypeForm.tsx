import { Form, useNavigation } from "react-router";
import { USER_TYPE_FIELDS } from "../../../common/entities.ts";
import type { Province } from "../../../common/user.ts";
import { useTranslation } from "../../i18n/index.ts";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { FormAlert } from "../Field.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import { UserTypeFields, type UserTypeValues } from "./UserTypeFields.tsx";

type Props = { values: UserTypeValues; provinces: readonly Province[]; saved: boolean; failure: FormFailure | null };

/**
 * The professional block's "who you are" (sections 1 and 3; decision 033): checked in the browser with the
 * server's schema, posted to the profile route's action (intent "user-type"), which checks again.
 */
export function UserTypeForm({ values, provinces, saved, failure }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "user-type";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/entities.ts").then((schemas) => schemas.UserTypeInput),
    failure,
  );
  const focused = failure ? USER_TYPE_FIELDS.find((field) => failure.fields[field]) : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="user-type-title">
      <input type="hidden" name="intent" value="user-type" />
      <h3 id="user-type-title">{t("settings.userType.title")}</h3>
      <p>{t("settings.userType.intro")}</p>
      {saved && (
        <p className="form-success" role="status">
          {t("settings.userType.saved")}
        </p>
      )}
      <FormAlert message={failure?.error} />
      <UserTypeFields values={values} provinces={provinces} register={register} errorOf={errorOf} focused={focused} />
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        {busy ? t("settings.form.saving") : t("settings.userType.submit")}
      </SubmitButton>
    </Form>
  );
}
