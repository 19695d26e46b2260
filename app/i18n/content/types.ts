/**
 * Shapes of the long-text content catalogues (rendered from loader data, never bundled for the browser).
 * Texts may hold two marks: `**bold**` and `[label](target)`, where target is `route:<route name>[#anchor]`,
 * `#anchor`, `mailto:…` or `https://…` (see app/components/content/RichText.tsx).
 */
export type Block =
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { dl: { term: string; desc: string }[] }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export type DocSection = {
  /** Anchor of the section, unique in its page. */
  id: string;
  heading: string;
  blocks: Block[];
  subsections?: { id: string; heading: string; blocks: Block[] }[];
};

/** A legal page: title, summary, date of its last update (ISO) and its sections. */
export type LegalDoc = {
  title: string;
  intro: string;
  updated: string;
  sections: DocSection[];
};
