import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";

/** Why the server may refuse the image (storeCoverImage): named here so every editor's page carries their texts. */
export const COVER_IMAGE_MESSAGES = ["files.tooLarge", "files.formatInvalid"] as const;

/** An editor's cover image: the current one shown, and a file to upload in its place (required while there is none). */
export function CoverImageField({ current, error }: { current: string | null; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {current && (
        <figure className="m-0">
          <img src={current} alt="" width={320} height={180} className="h-auto w-80 rounded-lg border-2 border-line object-cover" />
          <figcaption className="field-hint">{t("editing.imageCurrent")}</figcaption>
        </figure>
      )}
      <Field
        label={current ? t("editing.imageReplace") : t("editing.image")}
        required={!current}
        error={error}
        hint={t("editing.imageHint")}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/gif"
            required={!current}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="field-input"
          />
        )}
      </Field>
    </div>
  );
}
