import type { Language } from "../../common/languages.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";

/** Both catalogues, for loaders only (the ".server" name keeps them out of the browser bundle). */
export const catalogues = { es, en } as const;
export function catalogue(lang: Language) {
  return catalogues[lang];
}

/**
 * What the root data sends the browser: its language's catalogue, every page title included (so it is the
 * same for every page and loaded once per language), without what only the server uses (the PDF guide's labels).
 */
export function pageCatalogue(lang: Language): Record<string, unknown> {
  const { guide: _serverOnly, ...rest } = catalogues[lang];
  return rest;
}
