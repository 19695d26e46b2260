import { USER_TYPE_FIELDS } from "./entities.ts";

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

// The assignment wizard and the request form, without zod: screens import these without the schemas
// (common/schemas/licence*.ts hold the rules; decision 021).

/** The entity a teacher works for is free text (the specification gives no limit; this keeps it a name). */
export const LICENCE_ENTITY_MAX = 120;

/** The wizard's steps, in order; the screen shows "Paso n de 5". */
export const LICENCE_STEPS = ["code", "province", "town", "centre", "entity"] as const;
export type LicenceStep = (typeof LICENCE_STEPS)[number];

/**
 * The fields each step asks for (the others travel as hidden fields). The last step also asks who the user is
 * (common/entities.ts: a school's teacher, an entity or an agent of one; decision 033).
 */
export const STEP_FIELDS = {
  code: ["code"],
  province: ["provinceId"],
  town: ["townId"],
  centre: ["centerId", "organizationId"],
  entity: ["entity", ...USER_TYPE_FIELDS],
} as const satisfies Record<LicenceStep, readonly string[]>;
export type LicenceField = (typeof STEP_FIELDS)[LicenceStep][number];

/** The step a field belongs to, so a server message lands beside its field. */
export function stepOfField(field: string): LicenceStep | null {
  for (const step of LICENCE_STEPS) if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return null;
}

/** What the form holds for one teacher row (text inputs and a yes/no choice not made yet). */
export type TeacherRowValues = { name: string; courses: string; subjects: string; trained: "yes" | "no" | null };
export const EMPTY_TEACHER_ROW: TeacherRowValues = { name: "", courses: "", subjects: "", trained: null };
