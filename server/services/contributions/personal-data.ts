import type { PersonalDataKind } from "../../../common/contributions.ts";

/**
 * The personal-data guard (children's privacy): what in a post looks like a phone number, an email
 * address, a street address or a pupil's full name. Such a post is held for a moderator, who is shown
 * why. A heuristic on plain text (tags removed): it errs towards holding, since a moderator decides.
 */

const PATTERNS: [PersonalDataKind, RegExp][] = [
  // Nine to twelve digits in a run, spaced by single spaces, dots or dashes or not: "612 345 678",
  // "91 234 56 78", "+34 612345678". A list of years may match too; a moderator will tell.
  ["phone", /(?<!\d)(?:(?:\+|00)\d{2}[\s.-]?)?\d(?:[\s.-]?\d){8,11}(?!\d)/],
  ["email", /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u],
  // A street word followed by a name and a number: "calle Mayor 5", "C/ del Sol, 12", "Avda. de la Paz nº 3".
  [
    "address",
    /\b(?:c\/|calle|avda\.?|avenida|plaza|pza\.?|paseo|camino|carretera|ronda|travesía|street|st\.|road|avenue)\s+[^\n,.;]{1,40}?,?\s*(?:n[º°o]\.?\s*)?\d{1,4}\b/iu,
  ],
  // A pupil named in full: a pupil word then a first name and two surnames, or three capitalised words
  // in a row after "alumno"/"alumna"/"niño"/"niña".
  [
    "pupilName",
    /\b(?:alumn[oa]s?|niñ[oa]s?|estudiantes?|pupils?)\b[^.\n]{0,20}?\b\p{Lu}\p{Ll}+(?:\s+(?:de\s+(?:la\s+|los\s+)?)?\p{Lu}\p{Ll}+){2}/u,
  ],
];

const TAGS = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** The kinds of personal data found in a post's texts (HTML or plain), each once, in PERSONAL_DATA_KINDS order. */
export function personalDataIn(...texts: (string | null | undefined)[]): PersonalDataKind[] {
  const plain = texts
    .filter((t): t is string => !!t)
    .map((t) => t.replace(TAGS, " ").replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e))
    .join("\n");
  return PATTERNS.filter(([, pattern]) => pattern.test(plain)).map(([kind]) => kind);
}
