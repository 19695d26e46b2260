import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../common/languages.ts";
import type { Catalogue } from "./es/index.ts";

/**
 * One i18next instance per language and render. The catalogue of the page's language arrives with
 * the root loader's data, so a page carries only its own language's texts.
 */
export function createI18n(lang: Language, messages: unknown): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages as Record<string, unknown> } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
