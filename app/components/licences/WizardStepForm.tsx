import { useTranslation } from "../../i18n/index.ts";
import { Form, Link, useNavigation } from "react-router";
import { LICENCE_STEPS, type LicenceField, type LicenceStep, STEP_FIELDS } from "../../../common/licences.ts";
import { useTo } from "../../lib/root-data.ts";
import { Field, FormAlert } from "../Field.tsx";
import { useZodForm } from "../../lib/forms.ts";
import type { WizardView } from "./wizard-documents.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { USER_TYPE_FIELDS, type UserTypeField } from "../../../common/entities.ts";
import { UserTypeFields } from "../profile/UserTypeFields.tsx";

type Props = { view: WizardView & { step: LicenceStep } };

/**
 * One step of the licence wizard: its own fields, checked in the browser with the step's schema, and the
 * earlier (and later) answers as hidden fields. "Back" posts without checking. Without JavaScript the
 * form posts as it is and the server checks everything.
 */
export function WizardStepForm({ view }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { step, values } = view;
  const index = LICENCE_STEPS.indexOf(step);
  const last = index === LICENCE_STEPS.length - 1;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/licence.ts").then((schemas) => schemas.LICENCE_STEP_SCHEMAS[step]),
    { error: view.alert ?? "", fields: view.errors },
    { checkOnSend: true },
  );
  const own: readonly LicenceField[] = STEP_FIELDS[step];
  const hidden = (Object.keys(values) as LicenceField[]).filter((field) => !own.includes(field));
  // After a post, the first field with a message (else the step's first field) takes the focus.
  const focused = view.answered ? (own.find((field) => view.errors[field]) ?? own[0]) : undefined;

  const select = (field: LicenceField, label: string, choose: string, options: { id: string; name: string }[], hint?: string) => (
    <Field label={label} error={errorOf(field)} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="field-input"
          defaultValue={options.some((o) => o.id === values[field]) ? values[field] : ""}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          // biome-ignore lint/a11y/noAutofocus: after a post the step moves the focus to its first field or first error, with or without JavaScript
          autoFocus={focused === field}
          {...register(field)}
        >
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="step" value={step} />
      {hidden.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      <FormAlert message={view.alert} />
      {step === "code" && (
        <Field label={t("licences.wizard.code.label")} hint={t("licences.wizard.code.hint")} error={errorOf("code")}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="field-input font-mono uppercase"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={values.code}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              // biome-ignore lint/a11y/noAutofocus: after a post the step moves the focus to its first field or first error, with or without JavaScript
              autoFocus={focused === "code"}
              {...register("code")}
            />
          )}
        </Field>
      )}
      {step === "province" &&
        select("provinceId", t("licences.wizard.province.label"), t("licences.wizard.province.choose"), view.provinces)}
      {step === "town" && select("townId", t("licences.wizard.town.label"), t("licences.wizard.town.choose"), view.towns)}
      {step === "centre" && (
        <>
          {view.centres.length === 0 && <p className="empty">{t("licences.wizard.centre.none")}</p>}
          {select(
            "centerId",
            t("licences.wizard.centre.label"),
            t("licences.wizard.centre.choose"),
            view.centres.map((c) => ({ id: c.id, name: `${c.name} (${c.code})` })),
          )}
          {select(
            "organizationId",
            t("licences.wizard.centre.organization"),
            t("licences.wizard.centre.chooseOrganization"),
            view.organizations,
            t("licences.wizard.centre.organizationHint"),
          )}
        </>
      )}
      {step === "entity" && (
        <Field label={t("licences.wizard.entity.label")} hint={t("licences.wizard.entity.hint")} error={errorOf("entity")}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="field-input"
              type="text"
              autoComplete="organization"
              defaultValue={values.entity}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              // biome-ignore lint/a11y/noAutofocus: after a post the step moves the focus to its first field or first error, with or without JavaScript
              autoFocus={focused === "entity"}
              {...register("entity")}
            />
          )}
        </Field>
      )}
      {step === "entity" && (
        <section aria-labelledby="wizard-user-type-title" className="flex flex-col gap-4">
          <h3 id="wizard-user-type-title" className="text-lg">
            {t("settings.userType.title")}
          </h3>
          <p>{t("settings.userType.intro")}</p>
          <UserTypeFields
            // An entity's province starts at the licence's.
            values={{ ...values, ongProvinceId: values.ongProvinceId || values.provinceId }}
            provinces={view.provinces}
            register={register}
            errorOf={errorOf}
            focused={(USER_TYPE_FIELDS as readonly string[]).includes(focused ?? "") ? (focused as UserTypeField) : undefined}
          />
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        {/* "Next" comes first so that Enter in a field goes forward. */}
        <SubmitButton busy={busy} className="btn btn-primary">
          {last ? (busy ? t("licences.wizard.submitting") : t("licences.wizard.submit")) : t("licences.wizard.next")}
        </SubmitButton>
        {index > 0 && (
          <SubmitButton busy={busy} name="intent" value="back" formNoValidate className="btn btn-secondary">
            {t("licences.wizard.back")}
          </SubmitButton>
        )}
      </div>
      <p className="form-links">
        <Link to={to("profile", { tab: "configuracion" })}>{t("licences.wizard.cancel")}</Link>
      </p>
    </Form>
  );
}
