/**
 * The blocks of long content texts: the content pages' catalogues (app/i18n/content), the dossier's sections as the
 * database keeps them (server/db/schema/formation.ts) and the API's JSON carry the same shape. Texts may hold two
 * marks: `**bold**` and `[label](target)`, where target is `route:<route name>[#anchor]`, `#anchor`, `mailto:…` or
 * `https://…` (see app/components/content/RichText.tsx).
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
