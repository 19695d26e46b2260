import { AGE_SEGMENTS, type AgeSegment } from "./ages.ts";
import type { RouteName } from "./routes.ts";
import type { UserType } from "./user.ts";

/**
 * Follow-up reports (sections 2, 3, 4 and 5): the vulnerable-childhood report of entities' groups
 * (/informeseguimiento) and the reference-centre report of schools (/informeseguimientopc), opened by a code.
 */
export const REPORT_KINDS = ["vulnerable", "refCenter"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * Section 4: issued (nothing saved yet), a draft (saved with its time), then sent and no longer editable.
 * Only the times are stored (follow_up_reports.draft_saved_at, sent_at): the state follows from them.
 */
export const REPORT_STATES = ["issued", "draft", "sent"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Each kind's address (the emailed one ends in the report's code). */
export const REPORT_ROUTES = { vulnerable: "tracking-form", refCenter: "tracking-form-pc" } as const satisfies Record<
  ReportKind,
  RouteName
>;
export type ReportRoute = (typeof REPORT_ROUTES)[ReportKind];
export const reportKindOfRoute = (name: string | undefined): ReportKind | null =>
  name === REPORT_ROUTES.refCenter ? "refCenter" : name === REPORT_ROUTES.vulnerable ? "vulnerable" : null;

/** Decision 033: schools' teachers (NORMAL) fill the reference-centre report, entities' people (ONG, AGENT) the vulnerable-childhood one. */
export function reportKindOfUserType(type: UserType): ReportKind {
  return type === "NORMAL" ? "refCenter" : "vulnerable";
}

/**
 * A report's code: 10 characters of an alphabet without look-alikes (no 0/O, 1/I), XXXXX-XXXXX, 50 bits drawn
 * at random; it ends the emailed address and may be typed. Read loosely (case, spaces, dashes), as formations' are.
 */
export const REPORT_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REPORT_CODE_LENGTH = 10;
/** Longer input is not a code (the form's and the API's bound). */
export const REPORT_CODE_INPUT_MAX = 64;

export function canonicalReportCode(input: string): string {
  const upper = input.trim().toUpperCase().replace(/\s+/g, "");
  const compact = upper.replace(/[-‐‑‒–—_]/g, "");
  if (compact.length !== REPORT_CODE_LENGTH) return upper;
  const half = REPORT_CODE_LENGTH / 2;
  return `${compact.slice(0, half)}-${compact.slice(half)}`;
}

/** Wrong codes a teacher may try within the window (a right code does not count); per address far more (a school's teachers share one). */
export const REPORT_ATTEMPTS_MAX = 10;
export const REPORT_ATTEMPTS_MAX_PER_ADDRESS = 100;
export const REPORT_ATTEMPTS_WINDOW_MINUTES = 15;

/** The suggestions text's limit (section 5 leaves the number open). */
export const REPORT_SUGGESTIONS_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** The other fields' limits: names, the damaged material's description, the group's pupils. */
export const REPORT_LIMITS = { nameMax: 200, groupNameMax: 120, whichMax: 500, studentCountMax: 1000 } as const;

/**
 * The subjects a report may tick (at least one): a school's primary subjects, an entity's activity areas.
 * Ids are stable (stored, exported); the catalogue names them (reports, subjects, kind, id).
 */
export const REPORT_SUBJECTS = {
  refCenter: [
    "naturalSciences",
    "socialSciences",
    "spanishLanguage",
    "mathematics",
    "foreignLanguage",
    "coOfficialLanguage",
    "arts",
    "physicalEducation",
    "civicValues",
    "tutoring",
  ],
  vulnerable: [
    "schoolSupport",
    "digitalLiteracy",
    "leisure",
    "creativity",
    "sport",
    "emotionalEducation",
    "coexistence",
    "languageSupport",
    "familySupport",
  ],
} as const satisfies Record<ReportKind, readonly string[]>;

/**
 * The rating questions, each answered 1 (very low) to 5 (very high); every one needs a value to send. The
 * catalogue words them (reports, questions, kind, id); ids shared by both kinds ask the same thing.
 */
export const REPORT_QUESTIONS = {
  refCenter: ["materials", "activities", "training", "support", "engagement", "learning", "curriculum", "recommend"],
  vulnerable: ["materials", "activities", "training", "support", "engagement", "confidence", "inclusion", "recommend"],
} as const satisfies Record<ReportKind, readonly string[]>;
/** Every question id of either kind, in order (the CSV's rating columns). */
export const ALL_REPORT_QUESTIONS: readonly string[] = [...new Set([...REPORT_QUESTIONS.refCenter, ...REPORT_QUESTIONS.vulnerable])];

export const REPORT_AGE_SEGMENTS: readonly AgeSegment[] = AGE_SEGMENTS;

/**
 * A report's answers as stored (follow_up_reports.answers) and as the API carries them: null (or empty) where
 * nothing was given yet. A draft may leave anything out; a sent report has every field but the suggestions
 * (and the damaged material's description when nothing was damaged).
 */
export type ReportAnswers = {
  /** The teacher's data: their name and their centre (schools) or entity (entities' groups). */
  teacherName: string | null;
  organisation: string | null;
  /** The classroom's (or group's) data. */
  groupName: string | null;
  ageSegment: AgeSegment | null;
  studentCount: number | null;
  subjects: string[];
  /** By question id, 1 to 5. */
  ratings: Record<string, number>;
  materialsDamaged: boolean | null;
  materialsDamagedWhich: string | null;
  suggestions: string | null;
};

export const EMPTY_REPORT_ANSWERS: ReportAnswers = {
  teacherName: null,
  organisation: null,
  groupName: null,
  ageSegment: null,
  studentCount: null,
  subjects: [],
  ratings: {},
  materialsDamaged: null,
  materialsDamagedWhich: null,
  suggestions: null,
};

/**
 * The form's fields, in order, grouped as the form and the read-only view show them; the CSV has one column
 * per field (a rating question per column). One definition for the screen, the validation and the export.
 */
export const REPORT_SECTIONS = [
  { id: "teacher", fields: ["teacherName", "organisation"] },
  { id: "group", fields: ["groupName", "ageSegment", "studentCount"] },
  { id: "subjects", fields: ["subjects"] },
  { id: "ratings", fields: ["ratings"] },
  { id: "materials", fields: ["materialsDamaged", "materialsDamagedWhich"] },
  { id: "suggestions", fields: ["suggestions"] },
] as const satisfies readonly { id: string; fields: readonly (keyof ReportAnswers)[] }[];
export type ReportField = keyof ReportAnswers;
export const REPORT_FIELDS: readonly ReportField[] = REPORT_SECTIONS.flatMap((section) => section.fields);
