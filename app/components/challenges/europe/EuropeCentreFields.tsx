import { EUROPE_LIMITS } from "../../../../common/europe-challenge.ts";
import { useTranslation } from "../../../i18n/index.ts";
import type { FieldRegistration } from "../../../lib/forms.ts";
import { Field } from "../../Field.tsx";
import type { EuropeCentreValues } from "./europe-values.ts";

type Props = {
  values: EuropeCentreValues;
  communities: readonly { id: number; name: string }[];
  /** "" for the pre-registration form; "centre." inside 2024-25's submission form. */
  prefix: "" | "centre.";
  register: (name: string) => FieldRegistration;
  errorOf: (name: string) => string | undefined;
  /** The first refused field's name: it takes the focus after a post without JavaScript. */
  focused?: string;
};

/** The centre and its contact (pre-registration, or 2024-25's submission): uncontrolled inputs, so the form works without a script. */
export function EuropeCentreFields({ values, communities, prefix, register, errorOf, focused }: Props) {
  const { t } = useTranslation();
  const input = (
    name: keyof EuropeCentreValues,
    options: {
      required?: boolean;
      type?: string;
      inputMode?: "numeric" | "tel" | "email";
      autoComplete?: string;
      maxLength?: number;
      hint?: string;
    } = {},
  ) => {
    const full = `${prefix}${name}`;
    const { required = true, type = "text", inputMode, autoComplete, maxLength = EUROPE_LIMITS.nameMax, hint } = options;
    return (
      <Field
        label={
          name === "phone" ? `${t("europeChallenge.form.phone")} ${t("europeChallenge.form.optional")}` : t(`europeChallenge.form.${name}`)
        }
        required={required}
        error={errorOf(full)}
        hint={hint}
      >
        {({ id, describedBy, invalid, required: req }) => (
          <input
            id={id}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
            className="field-input"
            defaultValue={values[name]}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={req}
            // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
            autoFocus={focused === full}
            {...register(full)}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      {input("centreName", { autoComplete: "organization" })}
      <div className="field-row">
        {input("centreCode", { maxLength: EUROPE_LIMITS.centreCodeMax, hint: t("europeChallenge.form.centreCodeHint") })}
        <Field label={t("europeChallenge.form.communityId")} required error={errorOf(`${prefix}communityId`)}>
          {({ id, describedBy, invalid, required }) => (
            <select
              id={id}
              className="field-input"
              defaultValue={values.communityId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required}
              // biome-ignore lint/a11y/noAutofocus: as above
              autoFocus={focused === `${prefix}communityId`}
              {...register(`${prefix}communityId`)}
            >
              <option value="">{t("europeChallenge.form.chooseCommunity")}</option>
              {communities.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="field-row">
        {input("town", { autoComplete: "address-level2" })}
        {input("students", { inputMode: "numeric", maxLength: 6 })}
      </div>
      {input("contactName", { autoComplete: "name" })}
      <div className="field-row">
        {input("email", { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 })}
        {input("phone", { required: false, type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: EUROPE_LIMITS.phoneMax })}
      </div>
    </>
  );
}
