import { type TKey, useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";

/** Form fields the editors share (issue 18): the address, an optional image. */

/** The slug: lower-case words joined by hyphens; `required` false for content that may have no page yet. */
export function SlugField({ value, error, hint, required = true }: { value: string; error?: string; hint?: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field label={t("editing.fields.slug")} required={required} error={error} hint={hint ?? t("editing.slugHint")}>
      {({ id, describedBy, invalid, required: ariaRequired }) => (
        <input
          id={id}
          name="slug"
          defaultValue={value}
          maxLength={120}
          required={required}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          aria-required={ariaRequired}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input max-w-xl"
          translate="no"
        />
      )}
    </Field>
  );
}

type OptionalImage = { name?: string; current: string | null; error?: string; label: string; texts?: string };

/**
 * An optional image (a programme's page may have none, an itinerary activity its project logo): the current one shown,
 * a file to upload in its place; `texts`: its own texts (label, hint, current, and remove: a box posted as remove<Name>).
 */
export function OptionalImageField({ name = "image", current, error, label, texts }: OptionalImage) {
  const { t } = useTranslation();
  const own = (key: string) => texts && t(`${texts}.${key}` as TKey);
  return (
    <div className="flex flex-col gap-3">
      {current && (
        <figure className="m-0">
          <img src={current} alt="" width={320} height={180} className="h-auto w-80 rounded-lg border-2 border-line object-cover" />
          <figcaption className="field-hint">{own("current") ?? t("editing.imageCurrent")}</figcaption>
        </figure>
      )}
      <Field
        label={own("label") ?? (current ? t("editing.imageReplace") : label)}
        error={error}
        hint={own("hint") ?? t("editing.imageHint")}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            name={name}
            accept="image/jpeg,image/png,image/gif"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="field-input"
          />
        )}
      </Field>
      {current && texts && (
        <div className="checkbox">
          <input id={`remove-${name}`} type="checkbox" name={`remove${name[0]?.toUpperCase()}${name.slice(1)}`} />
          <label htmlFor={`remove-${name}`}>{own("remove")}</label>
        </div>
      )}
    </div>
  );
}
