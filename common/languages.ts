/** The product's languages: Spanish is the default and has no path prefix. */
export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";

/** Cookie (and local storage key) holding the visitor's chosen language. */
export const LANGUAGE_COOKIE = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored choice that is not an available language falls back to Spanish. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function otherLanguage(lang: Language): Language {
  return lang === "es" ? "en" : "es";
}
