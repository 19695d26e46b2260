import { useState } from "react";
import type { Language } from "../../../common/languages.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";

type Props = {
  /** The pair's form names are `${name}Es` and `${name}En`. */
  name: string;
  /** The field's name without a language ("Título"). */
  label: string;
  values: { es: string; en: string };
  errors?: { es?: string; en?: string };
  maxLength: number;
  /** A long text (a textarea of many rows) or a short one (a few rows); a single line by default. */
  rows?: number;
  hint?: string;
  /** A text that may be left empty in both languages (an activity's materials, its tips): Spanish is not required. */
  optional?: boolean;
  /** A smaller legend (a field inside a course block's form). */
  small?: boolean;
};

/**
 * One text in Spanish and English side by side (issue 18): Spanish is required, and a text written in one language
 * only gets a warning under the empty one, said with that field, as the person types.
 */
export function TranslatedField({ name, label, values, errors, maxLength, rows, hint, optional, small }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(values);
  const missing = (lang: Language) => {
    const other = lang === "es" ? "en" : "es";
    return !text[lang].trim() && text[other].trim() ? t(`editing.missing.${lang}`) : undefined;
  };
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className={small ? "mb-2 font-extrabold text-navy" : "mb-2 text-lg font-extrabold text-navy"}>{label}</legend>
      {hint && <p className="field-hint mb-2">{hint}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {(["es", "en"] as const).map((lang) => (
          <Field
            key={lang}
            label={`${label} (${t(`editing.languages.${lang}`)})`}
            required={lang === "es" && !optional}
            error={errors?.[lang]}
            hint={missing(lang)}
          >
            {({ id, describedBy, invalid, required }) => {
              const common = {
                id,
                name: `${name}${lang === "es" ? "Es" : "En"}`,
                lang,
                value: text[lang],
                maxLength,
                "aria-describedby": describedBy,
                "aria-invalid": invalid || undefined,
                "aria-required": required,
                required: lang === "es" && !optional,
                className: "field-input",
                onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  setText({ ...text, [lang]: event.target.value }),
              };
              return rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />;
            }}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
