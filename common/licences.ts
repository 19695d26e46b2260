/** Licences (specification sections 5 and 9): codes, their states, batches and requests. */

/** Section 5 and 9: a licence code is groups of 8, 4, 4, 4 and 12 characters separated by dashes. */
export const LICENCE_CODE_PATTERN = /^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$/;
/** Codes are compared without surrounding spaces and without regard to case (stored upper-case). */
export function normaliseLicenceCode(input: string): string {
  return input.trim().toUpperCase();
}
export function isLicenceCode(input: string): boolean {
  return LICENCE_CODE_PATTERN.test(normaliseLicenceCode(input));
}

export const LICENCE_STATES = ["free", "assigned", "revoked"] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
/** A batch holds at most this many codes (a generous school-network order). */
export const LICENCE_BATCH_MAX = 500;

/** Licence requests: limits that keep a request reasonable (the specification gives none). */
export const LICENCE_REQUEST_LIMITS = { maxLicences: 200, maxTeachers: 50, reasonMax: 2000, textMax: 200 } as const;
