import type { dossierEditing as es } from "../es/editing-dossier.ts";
import type { Strings } from "../types.ts";

/** The teacher dossier's editor (issue 18): each section's texts in Spanish and English. */
export const dossierEditing: Strings<typeof es> = {
  title: "Teacher dossier editor",
  lead: "The dossier's sections, in the order of its index. Change their texts in Spanish and English; each section's structure (its paragraphs, lists and tables) stays.",
  seePage: "See the dossier",
  back: "Back to the dossier",
  columns: { heading: "Section", state: "State", translation: "English", texts: "Texts" },
  translated: "Translated",
  untranslated: "{{count}} translations missing",
  published: "Published",
  draft: "Draft",
  publishedField: "Published (otherwise a draft only the staff see)",
  heading: "Section heading",
  text: "Text {{number}}: {{kind}}",
  kinds: {
    heading: "subsection heading",
    p: "paragraph",
    item: "list item",
    term: "term",
    desc: "term's description",
    caption: "table title",
    head: "column heading",
    cell: "table cell",
  },
  textsLegend: "The section's texts",
  textsHint:
    "Each text is a paragraph, a list item or a table cell, in the page's order. You may use **bold** and links such as [FAQs](route:faqs).",
  save: "Save",
  saved: "Changes saved.",
  notFound: "There is no such section.",
};
