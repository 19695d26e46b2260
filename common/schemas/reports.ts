import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { AGE_SEGMENTS, type AgeSegment } from "../ages.ts";
import {
  RATING_MAX,
  RATING_MIN,
  REPORT_CODE_INPUT_MAX,
  REPORT_LIMITS as LIMITS,
  REPORT_QUESTIONS,
  REPORT_SUBJECTS,
  REPORT_SUGGESTIONS_MAX,
  type ReportAnswers,
  type ReportKind,
} from "../reports.ts";

/**
 * The follow-up report's checks (sections 3, 4 and 5), for the route's action and the API alike. A draft keeps
 * whatever is filled, checked only for type and length (reportDraftSchema); sending also needs every field but
 * the suggestions (missingToSend): a value for every rating question, at least one subject, a student count,
 * the teacher's and the group's data, and whether material was damaged (and which, when it was). Values come
 * as a form posts them (text, "yes"/"no", lists of ticked values) or as the API's input (numbers, booleans).
 * Messages are i18n keys (reports.errors.*). zod/mini: decision 021.
 */
const ERR = "reports.errors";

type Ctx = { issues: unknown[] };
/** zod/mini's transform has no addIssue: the issue goes on the parse's list, as zod's addIssue puts it. */
function fail(ctx: Ctx, input: unknown, key: string) {
  ctx.issues.push({ code: "custom", message: `${ERR}.${key}`, input });
  return z.NEVER;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A text: trimmed, empty is null, at most `max` characters. */
const text = (max: number, tooLong = "tooLong") =>
  z.transform((value: unknown, ctx): string | null => {
    if (blank(value)) return null;
    if (typeof value !== "string") return fail(ctx, value, "invalid");
    const trimmed = value.trim();
    return trimmed.length > max ? fail(ctx, value, tooLong) : trimmed;
  });

/** A one-line text (a name, an organisation, a group; issue 31, 3.8), empty being null. */
const line = (max: number) => z.pipe(text(max), z.nullable(z.string().check(oneLine())));

const ageSegment = z.transform((value: unknown, ctx): AgeSegment | null => {
  if (blank(value)) return null;
  return (AGE_SEGMENTS as readonly unknown[]).includes(value) ? (value as AgeSegment) : fail(ctx, value, "ageSegmentInvalid");
});

/** A whole number written by a person ("12") or sent by the API (12). */
const studentCount = z.transform((value: unknown, ctx): number | null => {
  if (blank(value)) return null;
  const typed = typeof value === "number" ? String(value) : value;
  if (typeof typed !== "string" || !/^[+-]?\d+$/.test(typed.trim())) return fail(ctx, value, "studentCountWhole");
  const number = Number(typed.trim());
  if (number < 1 || number > LIMITS.studentCountMax) return fail(ctx, value, "studentCountRange");
  return number;
});

/** The ticked values (a lone one arrives as a string), each one of the kind's list, without repeats. */
const subjects = (kind: ReportKind) =>
  z.transform((value: unknown, ctx): string[] => {
    if (blank(value)) return [];
    const list = Array.isArray(value) ? value : [value];
    const known: readonly string[] = REPORT_SUBJECTS[kind];
    if (!list.every((item) => typeof item === "string" && known.includes(item))) return fail(ctx, value, "subjectInvalid");
    return known.filter((item) => list.includes(item));
  });

/** One rating: 1 to 5, or nothing yet. */
const rating = z.transform((value: unknown, ctx): number | null => {
  if (blank(value)) return null;
  const number = typeof value === "string" && /^\d$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < RATING_MIN || number > RATING_MAX)
    return fail(ctx, value, "ratingInvalid");
  return number;
});

/** Each question of the kind as a field of its own (its message on `ratings.<id>`); other ids are not the report's. */
const ratings = (kind: ReportKind) =>
  z.pipe(
    z.transform((value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? value : {})),
    z.pipe(
      z.object(Object.fromEntries(REPORT_QUESTIONS[kind].map((id) => [id, rating]))),
      z.transform((values: Record<string, number | null>) =>
        Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number] => entry[1] !== null)),
      ),
    ),
  );

const yesNo = z.transform((value: unknown, ctx): boolean | null => {
  if (blank(value)) return null;
  if (value === true || value === "yes") return true;
  if (value === false || value === "no") return false;
  return fail(ctx, value, "invalid");
});

/** Type and length only: what a draft must be to be kept. */
export function reportDraftSchema(kind: ReportKind) {
  return z.object({
    teacherName: line(LIMITS.nameMax),
    organisation: line(LIMITS.nameMax),
    groupName: line(LIMITS.groupNameMax),
    ageSegment,
    studentCount,
    subjects: subjects(kind),
    ratings: ratings(kind),
    materialsDamaged: yesNo,
    materialsDamagedWhich: text(LIMITS.whichMax),
    suggestions: text(REPORT_SUGGESTIONS_MAX, "suggestionsTooLong"),
  });
}

/** What sending needs beyond a draft's checks: a message key by field path ("ratings.materials"). */
export function missingToSend(kind: ReportKind, answers: ReportAnswers): Record<string, string> {
  const missing: Record<string, string> = {};
  const need = (field: string, ok: boolean, key: string) => {
    if (!ok) missing[field] = `${ERR}.${key}`;
  };
  need("teacherName", !!answers.teacherName, "teacherNameRequired");
  need("organisation", !!answers.organisation, kind === "refCenter" ? "centreRequired" : "entityRequired");
  need("groupName", !!answers.groupName, kind === "refCenter" ? "classroomRequired" : "groupRequired");
  need("ageSegment", !!answers.ageSegment, "ageSegmentRequired");
  need("studentCount", answers.studentCount !== null, "studentCountRequired");
  need("subjects", answers.subjects.length > 0, kind === "refCenter" ? "subjectsRequired" : "areasRequired");
  for (const id of REPORT_QUESTIONS[kind]) need(`ratings.${id}`, answers.ratings[id] !== undefined, "ratingRequired");
  need("materialsDamaged", answers.materialsDamaged !== null, "materialsDamagedRequired");
  if (answers.materialsDamaged) need("materialsDamagedWhich", !!answers.materialsDamagedWhich, "materialsWhichRequired");
  return missing;
}

/** The code form: required; a code that opens nothing is "El código es incorrecto" (only the server knows). */
export const ReportCodeInput = z.object({
  code: z
    .string({ error: `${ERR}.codeRequired` })
    .check(z.trim(), z.minLength(1, { error: `${ERR}.codeRequired` }), z.maxLength(REPORT_CODE_INPUT_MAX, { error: `${ERR}.codeWrong` })),
});
