import { type TKey, useTranslation } from "../../i18n/index.ts";

/**
 * Draft or published, for content without a publication time (no scheduling): two radios named `published` ("false",
 * "true"), worded by the editor's own catalogue (`texts`, the topic's or the programme's: legend, draft, published and their hints).
 * `id` prefixes the radios' ids; `spelled` is what draft and published post (the formations' and courses': "draft", "published").
 */
export function PublishedField({
  texts,
  published,
  id = "published",
  spelled = ["false", "true"],
}: {
  texts: string;
  published: boolean;
  id?: string;
  spelled?: readonly [string, string];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t(`${texts}.legend` as TKey)}</legend>
      {(["draft", "published"] as const).map((value) => (
        <div key={value} className="checkbox">
          <input
            id={`${id}-${value}`}
            type="radio"
            name="published"
            value={spelled[value === "published" ? 1 : 0]}
            defaultChecked={published === (value === "published")}
            aria-describedby={`${id}-${value}-hint`}
          />
          <label htmlFor={`${id}-${value}`}>
            <span className="font-bold">{t(`${texts}.${value}` as TKey)}</span>
            <span id={`${id}-${value}-hint`} className="field-hint block">
              {t(`${texts}.${value}Hint` as TKey)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
