import { useTranslation } from "../../i18n/index.ts";

/**
 * Draft or published, for content without a publication time (no scheduling): two radios named `published` ("false",
 * "true"), worded by the editor's own catalogue (`editing.<kind>.state`: legend, draft, published and their hints).
 */
export function PublishedField({ kind, published }: { kind: "topic" | "program"; published: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t(`editing.${kind}.state.legend`)}</legend>
      {(["draft", "published"] as const).map((value) => (
        <div key={value} className="checkbox">
          <input
            id={`published-${value}`}
            type="radio"
            name="published"
            value={value === "published" ? "true" : "false"}
            defaultChecked={published === (value === "published")}
            aria-describedby={`published-${value}-hint`}
          />
          <label htmlFor={`published-${value}`}>
            <span className="font-bold">{t(`editing.${kind}.state.${value}`)}</span>
            <span id={`published-${value}-hint`} className="field-hint block">
              {t(`editing.${kind}.state.${value}Hint`)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
