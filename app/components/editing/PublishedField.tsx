import { type TKey, useTranslation } from "../../i18n/index.ts";

/**
 * Draft or published, for content without a publication time (no scheduling): two radios named `published` ("false",
 * "true"; `named`: "draft", "published"), worded by the editor's own catalogue (`texts`, the topic's or the programme's:
 * legend, draft, published and their hints).
 */
export function PublishedField({ texts, published, named }: { texts: string; published: boolean; named?: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t(`${texts}.legend` as TKey)}</legend>
      {(["draft", "published"] as const).map((value) => (
        <div key={value} className="checkbox">
          <input
            id={`published-${value}`}
            type="radio"
            name="published"
            value={named ? value : value === "published" ? "true" : "false"}
            defaultChecked={published === (value === "published")}
            aria-describedby={`published-${value}-hint`}
          />
          <label htmlFor={`published-${value}`}>
            <span className="font-bold">{t(`${texts}.${value}` as TKey)}</span>
            <span id={`published-${value}-hint`} className="field-hint block">
              {t(`${texts}.${value}Hint` as TKey)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
