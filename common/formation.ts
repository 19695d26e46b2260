/** Formation (specification section 3). */

/** The three formation downloads pages. */
export const DOWNLOAD_PAGES = ["ai-robotics", "pc-itineraries", "vr"] as const;
export type DownloadPage = (typeof DOWNLOAD_PAGES)[number];
/** Their names in the API (GraphQL enum values cannot hold dashes). */
export const DOWNLOAD_PAGE_API = { "ai-robotics": "aiRobotics", "pc-itineraries": "pcItineraries", vr: "vr" } as const satisfies Record<
  DownloadPage,
  string
>;

/**
 * Formations (sections 3, 5 and 8): opened by an access code. Codes are 10 characters of an alphabet without
 * look-alikes (no 0/O, 1/I) in two groups of five, XXXXX-XXXXX: 32^10 = 2^50 codes, so that guessing one, at
 * FORMATION_ATTEMPTS_MAX tries per window, is hopeless.
 */
export const FORMATION_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const FORMATION_CODE_LENGTH = 10;
/** Longer input is not a code (the form's and the API's bound; it still counts as a wrong try on the server). */
export const FORMATION_CODE_INPUT_MAX = 64;

/**
 * A code as stored: upper-case, without spaces; dashes (or none, or look-alike dashes) as typed become the
 * one dash of XXXXX-XXXXX when what is left has the codes' length. Anything else is kept as it is, and matches
 * nothing.
 */
export function canonicalFormationCode(input: string): string {
  const upper = input.trim().toUpperCase().replace(/\s+/g, "");
  const compact = upper.replace(/[-‐‑‒–—_]/g, "");
  if (compact.length !== FORMATION_CODE_LENGTH) return upper;
  const half = FORMATION_CODE_LENGTH / 2;
  return `${compact.slice(0, half)}-${compact.slice(half)}`;
}

/**
 * Wrong codes a teacher may try within the window before being told to wait (a right code does not count).
 * Per address the limit is far higher: a school's teachers often share one address.
 */
export const FORMATION_ATTEMPTS_MAX = 10;
export const FORMATION_ATTEMPTS_MAX_PER_ADDRESS = 100;
export const FORMATION_ATTEMPTS_WINDOW_MINUTES = 15;

/** One question of the FAQs (section 2, Spanish only); the answer may hold the rich-text marks of content texts. */
export type FaqItem = { id: string; q: string; a: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };
