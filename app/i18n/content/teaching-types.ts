import type { DocSection } from "./types.ts";

/** The teacher dossier: a long guide with an index; every section and subsection has an anchor. */
export type DossierDoc = {
  title: string;
  intro: string;
  sections: DocSection[];
};

/** One question of the FAQs; the answer may hold the rich-text marks of content texts. */
export type FaqItem = { id: string; q: string; a: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };
