import type { Language } from "../../common/languages.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";

/** Both catalogues, for loaders only (the ".server" name keeps them out of the browser bundle). */
export const catalogues = { es, en } as const;
export function catalogue(lang: Language) {
  return catalogues[lang];
}
