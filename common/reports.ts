/**
 * Follow-up reports (sections 2, 3, 4 and 5): the vulnerable-childhood report of entities' groups
 * (/informeseguimiento) and the reference-centre report of schools (/informeseguimientopc), opened by a code.
 */
export const REPORT_KINDS = ["vulnerable", "refCenter"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Section 4: a draft (saved with its time), then sent and no longer editable. */
export const REPORT_STATES = ["draft", "sent"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The suggestions text's limit (section 5 leaves the number open). */
export const REPORT_SUGGESTIONS_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
