import { useTranslation } from "../../i18n/index.ts";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert } from "../Field.tsx";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import type { GenerateValues, StaffLicencesData } from "./staff-documents.ts";
import { SubmitButton } from "../SubmitButton.tsx";

type Props = {
  organizations: StaffLicencesData["organizations"];
  packages: StaffLicencesData["licencePackages"];
  values: GenerateValues;
  failure: FormFailure | null;
  done: string | null;
};

/** Generate a batch: organisation, package and how many codes (1 to 500), checked here and on the server. */
export function GenerateBatchForm({ organizations, packages, values, failure, done }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/licence.ts").then((schemas) => schemas.GenerateLicenceBatchInput),
    failure,
    { checkOnSend: true },
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="generate-title">
      <h2 id="generate-title" className="text-[1.3rem]">
        {t("licences.generate.title")}
      </h2>
      <input type="hidden" name="intent" value="generate" />
      <div role="status">{done && <p className="form-success">{done}</p>}</div>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Field label={t("licences.generate.organization")} error={errorOf("organizationId")}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="field-input"
            defaultValue={values.organizationId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("organizationId")}
          >
            <option value="">{t("licences.generate.chooseOrganization")}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} ({o.code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("licences.generate.package")} error={errorOf("packageId")}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="field-input"
            defaultValue={values.packageId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("packageId")}
          >
            <option value="">{t("licences.generate.choosePackage")}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}: {p.programs.map((program) => program.name).join(", ")}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("licences.generate.quantity")} hint={t("licences.generate.quantityHint")} error={errorOf("quantity")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="field-input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={values.quantity}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("quantity")}
          />
        )}
      </Field>
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        {busy ? t("licences.generate.submitting") : t("licences.generate.submit")}
      </SubmitButton>
    </Form>
  );
}
