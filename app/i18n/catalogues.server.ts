import type { Language } from "../../common/languages.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";

/** Both catalogues, for loaders only (the ".server" name keeps them out of the browser bundle). */
export const catalogues = { es, en } as const;
export function catalogue(lang: Language) {
  return catalogues[lang];
}

/**
 * What a page sends the browser: its language's catalogue without what only the server uses (the PDF
 * guide's labels) and with the page titles of this screen and the error pages only, not of every screen.
 */
export function pageCatalogue(lang: Language, routeName: string | null): Record<string, unknown> {
  const { guide: _serverOnly, meta, ...rest } = catalogues[lang];
  const keep = new Set(["siteName", "default", "notFound", "forbidden", routeName]);
  return { ...rest, meta: Object.fromEntries(Object.entries(meta).filter(([key]) => keep.has(key))) };
}
