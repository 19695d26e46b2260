import { EUROPE_TRAVELLER_ROLES } from "../../../../common/europe-challenge.ts";
import { useTranslation } from "../../../i18n/index.ts";
import type { FieldRegistration } from "../../../lib/forms.ts";
import { Field, FieldError, RequiredMark } from "../../Field.tsx";

type Props = {
  travellers: readonly { name: string; role: string }[];
  minStudents: number;
  register: (name: string) => FieldRegistration;
  errorOf: (name: string) => string | undefined;
  focused?: string;
};

/** The five people able to travel (section 9: at least three students): a row each, its name and its role. */
export function EuropeTravellers({ travellers, minStudents, register, errorOf, focused }: Props) {
  const { t } = useTranslation();
  const listError = errorOf("travellers");
  return (
    <fieldset className="field m-0 border-0 p-0" aria-describedby={`europe-travellers-hint${listError ? " europe-travellers-error" : ""}`}>
      <legend className="field-label text-lg">
        {t("europeChallenge.form.travellersTitle")}
        <RequiredMark />
      </legend>
      <p id="europe-travellers-hint" className="field-hint">
        {t("europeChallenge.form.travellersHint", { count: travellers.length, students: minStudents })}
      </p>
      <FieldError
        id="europe-travellers-error"
        message={listError ? t(listError as never, { count: travellers.length, students: minStudents }) : null}
      />
      <ol className="mt-2 flex flex-col gap-3">
        {travellers.map((person, i) => (
          <li key={i}>
            <fieldset className="m-0 rounded-2xl border-2 border-line p-3">
              <legend className="px-1 font-extrabold text-navy">{t("europeChallenge.form.traveller", { n: i + 1 })}</legend>
              <div className="field-row">
                <Field label={t("europeChallenge.form.travellerName")} required error={errorOf(`travellers.${i}.name`)}>
                  {({ id, describedBy, invalid, required }) => (
                    <input
                      id={id}
                      className="field-input"
                      maxLength={150}
                      defaultValue={person.name}
                      aria-describedby={describedBy}
                      aria-invalid={invalid || undefined}
                      aria-required={required}
                      // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
                      autoFocus={focused === `travellers.${i}.name`}
                      {...register(`travellers.${i}.name`)}
                    />
                  )}
                </Field>
                <Field label={t("europeChallenge.form.travellerRole")} required error={errorOf(`travellers.${i}.role`)}>
                  {({ id, describedBy, invalid, required }) => (
                    <select
                      id={id}
                      className="field-input"
                      defaultValue={person.role}
                      aria-describedby={describedBy}
                      aria-invalid={invalid || undefined}
                      aria-required={required}
                      // biome-ignore lint/a11y/noAutofocus: as above
                      autoFocus={focused === `travellers.${i}.role`}
                      {...register(`travellers.${i}.role`)}
                    >
                      <option value="">{t("europeChallenge.form.chooseRole")}</option>
                      {EUROPE_TRAVELLER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`europeChallenge.form.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
