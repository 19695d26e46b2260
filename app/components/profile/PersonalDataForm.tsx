import { useTranslation } from "../../i18n/index.ts";
import { Form, useNavigation } from "react-router";
import { GENDERS } from "../../../common/profile.ts";
import type { Province } from "../../../common/user.ts";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { CheckboxField, Field, FieldError, FormAlert } from "../Field.tsx";
import type { FormValues } from "./form-values.ts";
import { PhotoField } from "./PhotoField.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

type Props = {
  email: string;
  values: FormValues;
  photo: string | null;
  provinces: Province[];
  saved: boolean;
  failure: FormFailure | null;
};

/**
 * Section 3's personal data: checked in the browser with the server's schema, posted (with the photo,
 * as multipart) to the profile route's action. Inputs are uncontrolled, so it also works without JavaScript.
 */
export function PersonalDataForm({ email, values, photo, provinces, saved, failure }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/profile.ts").then((schemas) => schemas.ProfileForm),
    failure,
  );
  const genderError = errorOf("gender");
  const text = (name: "name" | "lastName" | "birthday", type: string, autoComplete: string) => (
    <Field label={t(`settings.form.${name}`)} required error={errorOf(name)}>
      {({ id, describedBy, invalid, required }) => (
        <input
          id={id}
          className="field-input"
          type={type}
          autoComplete={autoComplete}
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-labelledby="personal-data-title"
    >
      <h3 id="personal-data-title">{t("settings.form.title")}</h3>
      <p>{t("settings.form.intro")}</p>
      {saved && (
        <p className="form-success" role="status">
          {t("settings.form.saved")}
        </p>
      )}
      <FormAlert message={failure?.error} />
      {/* The email is the login: shown, not edited here. */}
      <dl className="data-list">
        <div>
          <dt>{t("settings.form.email")}</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      <div className="field-row">
        {text("name", "text", "given-name")}
        {text("lastName", "text", "family-name")}
      </div>
      <div className="field-row">
        {text("birthday", "date", "bday")}
        <Field label={t("settings.form.province")} required error={errorOf("provinceId")}>
          {({ id, describedBy, invalid, required }) => (
            <select
              id={id}
              className="field-input"
              defaultValue={values.provinceId}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              {...register("provinceId")}
            >
              <option value="">{t("settings.form.chooseProvince")}</option>
              {provinces.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="field m-0 border-0 p-0" aria-describedby={genderError ? "gender-error" : undefined}>
        <legend className="field-label">{t("settings.form.gender")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {GENDERS.map((gender) => (
            <label key={gender} className="checkbox">
              <input type="radio" value={gender} defaultChecked={values.gender === gender} {...register("gender")} />
              {t(`settings.form.genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id="gender-error" message={genderError && t(genderError as never)} />
      </fieldset>
      <PhotoField photo={photo} error={errorOf("image")} registration={register("image")} removal={register("removePhoto")} />
      <CheckboxField input={({ id }) => <input id={id} type="checkbox" defaultChecked={values.notices} {...register("notices")} />}>
        {t("settings.form.notices")}
      </CheckboxField>
      <SubmitButton busy={busy} className="btn btn-primary">
        {busy ? t("settings.form.saving") : t("settings.form.submit")}
      </SubmitButton>
    </Form>
  );
}
