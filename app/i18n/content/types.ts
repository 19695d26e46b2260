import type { DocSection } from "../../../common/content-texts.ts";

/**
 * Shapes of the long-text content catalogues (rendered from loader data, never bundled for the browser); their blocks
 * and sections are common/content-texts.ts's, the shape the API's JSON carries too.
 */
export type { Block, DocSection } from "../../../common/content-texts.ts";

/** A legal page: title, summary, date of its last update (ISO) and its sections. */
export type LegalDoc = {
  title: string;
  intro: string;
  updated: string;
  sections: DocSection[];
};
