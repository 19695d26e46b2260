import type { Language } from "../../../common/languages.ts";
import type { Strings } from "../types.ts";
import { dossier as enDossier } from "./en/dossier.ts";
import { home as enHome } from "./en/home.ts";
import { introduction as enIntroduction } from "./en/introduction.ts";
import { legal as enLegal } from "./en/legal.ts";
import { methodology as enMethodology } from "./en/methodology.ts";
import { dossier as esDossier } from "./es/dossier.ts";
import { home as esHome } from "./es/home.ts";
import { introduction as esIntroduction } from "./es/introduction.ts";
import { legal as esLegal } from "./es/legal.ts";
import { methodology as esMethodology } from "./es/methodology.ts";

/**
 * The long texts of the content pages, by language and namespace. Loaders read them here (the
 * ".server" name keeps them out of the browser bundle) and send only the page's language.
 */
const es = { home: esHome, introduction: esIntroduction, methodology: esMethodology, legal: esLegal, dossier: esDossier };
type Content = typeof es;
export type ContentNamespace = keyof Content;

const en: { [N in ContentNamespace]: Strings<Content[N]> } = {
  home: enHome,
  introduction: enIntroduction,
  methodology: enMethodology,
  legal: enLegal,
  dossier: enDossier,
};

export const contents: Record<Language, { [N in ContentNamespace]: Strings<Content[N]> }> = { es, en };

/** One content namespace in one language. */
export function getContent<N extends ContentNamespace>(lang: Language, namespace: N): Strings<Content[N]> {
  return contents[lang][namespace];
}
