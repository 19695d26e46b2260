import { AGENT_KINDS, CHARITY_KINDS, ORGANISATION_SECTORS, USER_TYPES, type UserTypeField } from "../../../common/entities.ts";
import { LICENCE_ENTITY_MAX } from "../../../common/licences.ts";
import type { Province } from "../../../common/user.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { FieldRegistration } from "../../lib/forms.ts";
import { ChoiceGroup } from "../ChoiceGroup.tsx";
import { Field } from "../Field.tsx";

export type UserTypeValues = Record<UserTypeField, string>;

type Props = {
  values: UserTypeValues;
  provinces: readonly Province[];
  register: (name: UserTypeField) => FieldRegistration;
  errorOf: (name: UserTypeField) => string | undefined;
  /** After a refused post: the field that takes the focus (also without JavaScript). */
  focused?: UserTypeField;
};

/**
 * Who the user is (sections 1 and 3; decision 033), for the profile's professional block and the licence wizard:
 * a school's teacher, an entity (its charity kind, sector and province) or an agent of one (volunteer or
 * professional, and the entity's name). Each type's own fields show once it is chosen (app.css: .user-type, no
 * script); the server keeps only the chosen type's.
 */
export function UserTypeFields({ values, provinces, register, errorOf, focused }: Props) {
  const { t } = useTranslation();
  const options = <K extends string>(list: readonly K[], label: (key: K) => string) =>
    list.map((value) => ({ value, label: label(value) }));
  return (
    <div className="user-type flex flex-col gap-5">
      <ChoiceGroup
        legend={t("settings.userType.legend")}
        type="radio"
        options={options(USER_TYPES, (type) => t(`settings.userType.types.${type}`))}
        checked={[values.type]}
        registration={register("type")}
        required
        error={errorOf("type")}
        autoFocus={focused === "type"}
        className="[&>div]:flex-col"
      />
      <fieldset className="user-type-ong flex flex-col gap-4 rounded-2xl border-2 border-line bg-cream p-4">
        <legend className="px-2 font-extrabold text-navy">{t("settings.userType.ong")}</legend>
        <ChoiceGroup
          legend={t("settings.userType.ongKind")}
          type="radio"
          options={options(CHARITY_KINDS, (kind) => t(`settings.userType.ongKinds.${kind}`))}
          checked={[values.ongKind]}
          registration={register("ongKind")}
          required
          error={errorOf("ongKind")}
          autoFocus={focused === "ongKind"}
        />
        <ChoiceGroup
          legend={t("settings.userType.ongSector")}
          type="radio"
          options={options(ORGANISATION_SECTORS, (sector) => t(`settings.userType.ongSectors.${sector}`))}
          checked={[values.ongSector]}
          registration={register("ongSector")}
          required
          error={errorOf("ongSector")}
          autoFocus={focused === "ongSector"}
        />
        <Field label={t("settings.userType.ongProvince")} required error={errorOf("ongProvinceId")}>
          {({ id, describedBy, invalid, required }) => (
            <select
              id={id}
              className="field-input"
              defaultValue={provinces.some((p) => p.id === values.ongProvinceId) ? values.ongProvinceId : ""}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
              autoFocus={focused === "ongProvinceId"}
              {...register("ongProvinceId")}
            >
              <option value="">{t("settings.userType.chooseProvince")}</option>
              {provinces.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="user-type-agent flex flex-col gap-4 rounded-2xl border-2 border-line bg-cream p-4">
        <legend className="px-2 font-extrabold text-navy">{t("settings.userType.agent")}</legend>
        <ChoiceGroup
          legend={t("settings.userType.agentKind")}
          type="radio"
          options={options(AGENT_KINDS, (kind) => t(`settings.userType.agentKinds.${kind}`))}
          checked={[values.agentKind]}
          registration={register("agentKind")}
          required
          error={errorOf("agentKind")}
          autoFocus={focused === "agentKind"}
        />
        <Field
          label={t("settings.userType.agentEntity")}
          required
          hint={t("settings.userType.agentEntityHint")}
          error={errorOf("agentEntity")}
        >
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              className="field-input"
              type="text"
              autoComplete="organization"
              maxLength={LICENCE_ENTITY_MAX}
              defaultValue={values.agentEntity}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
              autoFocus={focused === "agentEntity"}
              {...register("agentEntity")}
            />
          )}
        </Field>
      </fieldset>
    </div>
  );
}
