import { Icon } from "../icons/Icon.tsx";
import { userRound } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { UPLOAD_MAX_BYTES } from "../../../common/constants.ts";
import { IMAGE_TYPES } from "../../../common/profile.ts";
import type { FieldRegistration } from "../../lib/forms.ts";
import { CheckboxField, Field } from "../Field.tsx";

type Props = {
  photo: string | null;
  error?: string;
  registration: FieldRegistration<"image">;
  removal: FieldRegistration<"removePhoto">;
};

/** The profile image: the current one (only our own uploads: pages load nothing from other hosts), a file input and removal. */
export function PhotoField({ photo, error, registration, removal }: Props) {
  const { t } = useTranslation();
  const own = photo?.startsWith("/uploads/") ? photo : null;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-start">
      <div className="flex size-24 flex-none items-center justify-center overflow-hidden rounded-full border-2 border-line bg-cream">
        {own ? (
          <img src={own} alt={t("settings.form.photoAlt")} width={96} height={96} className="size-full object-cover" />
        ) : (
          <Icon d={userRound} className="size-12 text-muted" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <Field
          label={t("settings.form.photo")}
          error={error}
          hint={t("settings.form.photoHint", { max: UPLOAD_MAX_BYTES / (1024 * 1024) })}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="field-input"
              type="file"
              accept={IMAGE_TYPES.join(",")}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...registration}
            />
          )}
        </Field>
        {own ? (
          <CheckboxField input={({ id }) => <input id={id} type="checkbox" {...removal} />}>{t("settings.form.removePhoto")}</CheckboxField>
        ) : (
          <p className="field-hint">{t("settings.form.noPhoto")}</p>
        )}
      </div>
    </div>
  );
}
