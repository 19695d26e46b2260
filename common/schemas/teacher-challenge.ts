import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { TEACHER_CHALLENGE_LIMITS as LIMITS, TEACHER_MAX_ATTACHMENTS } from "../challenges.ts";
import { email } from "./account.ts";

/**
 * The teachers' super-challenge form (sections 3 and 5; decision 035), for the browser's check, the route's action
 * and the API alike. Required: the representative's name, surname, role and email, the candidacy's and the centre's
 * names, the centre's code (letters, digits and hyphens, upper-cased), its autonomous community, the four counts
 * (whole numbers from 0; the candidacy's teachers no more than the centre's, the students who benefit no more than
 * the centre's), the four answers, and at least one attached link (a name and an http(s) address each, at most
 * TEACHER_MAX_ATTACHMENTS; a row left wholly blank is no link). Conditions read, data consent and data use must be
 * ticked; image permissions is recorded yes or no. Values come as a form posts them (text, "on") or as the API's
 * input (numbers, booleans). Messages are i18n keys (teacherChallenge.errors.*). zod/mini: decision 021.
 */
const ERR = "teacherChallenge.errors";

type Ctx = { issues: unknown[] };
/** zod/mini's transform has no addIssue: the issue goes on the parse's list (its path below the field's own). */
function fail(ctx: Ctx, input: unknown, key: string, path?: (string | number)[]) {
  ctx.issues.push({ code: "custom", message: `${ERR}.${key}`, input, ...(path ? { path } : {}) });
  return z.NEVER;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A required text: trimmed, at most `max` characters. */
const requiredText = (required: string, max: number, tooLong = "textTooLong") =>
  z.transform((value: string | undefined, ctx): string => {
    if (blank(value) || typeof value !== "string") return fail(ctx, value, required);
    const trimmed = value.trim();
    return trimmed.length > max ? fail(ctx, value, tooLong) : trimmed;
  });

/** A required one-line text (a name, a role, a centre's name; issue 31, 3.8). */
const requiredLine = (required: string, max: number, tooLong = "textTooLong") =>
  z.pipe(requiredText(required, max, tooLong), z.string().check(oneLine()));

/** The centre's code as one candidacy per centre reads it: trimmed and upper-cased. */
export const normaliseCentreCode = (code: string) => code.trim().toUpperCase();
const CENTRE_CODE = /^[A-Z0-9][A-Z0-9-]*$/;
const centreCode = z.transform((value: string | undefined, ctx): string => {
  if (blank(value) || typeof value !== "string") return fail(ctx, value, "codeRequired");
  const code = normaliseCentreCode(value);
  if (code.length > LIMITS.centreCodeMax) return fail(ctx, value, "codeTooLong");
  return CENTRE_CODE.test(code) ? code : fail(ctx, value, "codeInvalid");
});

/** A community of the select (its id); whether it exists is the server's to say (the geography tables). */
const communityId = z.transform((value: string | number | undefined, ctx): number => {
  if (blank(value)) return fail(ctx, value, "communityRequired");
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,4}$/.test(text.trim()) && Number(text) > 0
    ? Number(text)
    : fail(ctx, value, "communityRequired");
});

/** A count typed by a person ("12") or sent by the API (12): a whole number from 0. */
const count = z.transform((value: string | number | undefined, ctx): number => {
  if (blank(value)) return fail(ctx, value, "numberRequired");
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[+-]?\d+([.,]\d+)?$/.test(text.trim())) return fail(ctx, value, "numberWhole");
  const number = Number(text.trim().replace(",", "."));
  if (!Number.isInteger(number) || number < 0) return fail(ctx, value, "numberWhole");
  return number > LIMITS.countMax ? fail(ctx, value, "numberTooLarge") : number;
});

const optionalText = z.transform((value: string | null | undefined, ctx): string | null => {
  if (blank(value)) return null;
  if (typeof value !== "string") return fail(ctx, value, "answerTooLong");
  const trimmed = value.trim();
  return trimmed.length > LIMITS.answerMax ? fail(ctx, value, "answerTooLong") : trimmed;
});

/** An address a person can open: http or https, with a host. */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export type TeacherAttachmentInput = { name?: string | null; url?: string | null };
/** More rows than this are refused without reading them (the form never shows more than the limit). */
const ROWS_READ_MAX = 50;

/**
 * The attached links: each row's messages on its own fields (attachments.<row>.name, .url), the list's on
 * `attachments`. Rows keep their place while checked, so a message lands on the row shown; blank rows are dropped.
 */
const attachments = z.transform((value: readonly TeacherAttachmentInput[] | null | undefined, ctx) => {
  const rows: unknown = value ?? [];
  if (!Array.isArray(rows)) return fail(ctx, value, "attachmentsRequired");
  if (rows.length > ROWS_READ_MAX) return fail(ctx, value, "attachmentsTooMany");
  const links: { name: string; url: string }[] = [];
  let refused = false;
  rows.forEach((row: unknown, index) => {
    const read = (key: "name" | "url") => {
      const field = row && typeof row === "object" ? (row as Record<string, unknown>)[key] : undefined;
      return field === undefined || field === null ? "" : typeof field === "string" ? field.trim() : null;
    };
    const name = read("name");
    const url = read("url");
    if (name === "" && url === "") return;
    const refuse = (key: string, field: "name" | "url") => {
      refused = true;
      fail(ctx, row, key, [index, field]);
    };
    if (name === null || name === "") refuse("linkNameRequired", "name");
    else if (name.length > LIMITS.textMax) refuse("textTooLong", "name");
    if (url === null || url === "") refuse("linkRequired", "url");
    else if (url.length > LIMITS.urlMax || !isWebLink(url)) refuse("linkInvalid", "url");
    if (name && url) links.push({ name, url });
  });
  if (refused) return z.NEVER;
  if (links.length === 0) return fail(ctx, value, "attachmentsRequired");
  return links.length > TEACHER_MAX_ATTACHMENTS ? fail(ctx, value, "attachmentsTooMany") : links;
});

/** A consent that must be given: a ticked box posts "on", the API sends true. */
const consent = (key: string) =>
  z.pipe(
    z.transform((value: boolean | string | null | undefined) => value === true || value === "on" || value === "true"),
    z.literal(true, { error: `${ERR}.${key}` }),
  );

/** Image permissions, yes or no: ticked ("on", true) is yes, anything else no. */
const yesOrNo = z.transform(
  (value: boolean | string | null | undefined) => value === true || value === "on" || value === "true" || value === "yes",
);

/** Both bounds are checked once the two counts each read as a number, beside any other field's message. */
const countsRead = (a: string, b: string) => (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => issue.path?.[0] === a || issue.path?.[0] === b);

export const TeacherChallengeInput = z
  .object({
    name: requiredLine("nameRequired", LIMITS.nameMax, "nameTooLong"),
    lastName: requiredLine("lastNameRequired", LIMITS.nameMax, "nameTooLong"),
    role: requiredLine("roleRequired", LIMITS.textMax),
    email,
    candidacyName: requiredLine("candidacyNameRequired", LIMITS.textMax),
    centreName: requiredLine("centreNameRequired", LIMITS.textMax),
    centreCode,
    communityId,
    totalStudents: count,
    totalTeachers: count,
    candidacyTeachers: count,
    studentsBenefited: count,
    specialFeature: requiredText("answerRequired", LIMITS.answerMax, "answerTooLong"),
    changeHistory: requiredText("answerRequired", LIMITS.answerMax, "answerTooLong"),
    teacherImpact: requiredText("answerRequired", LIMITS.answerMax, "answerTooLong"),
    studentImpact: requiredText("answerRequired", LIMITS.answerMax, "answerTooLong"),
    anythingElse: optionalText,
    attachments,
    conditionsRead: consent("conditionsReadRequired"),
    dataConsent: consent("dataConsentRequired"),
    dataUse: consent("dataUseRequired"),
    imagePermissions: yesOrNo,
  })
  .check(
    z.refine((input) => input.candidacyTeachers <= input.totalTeachers, {
      error: `${ERR}.candidacyTeachersOverTotal`,
      path: ["candidacyTeachers"],
      when: countsRead("candidacyTeachers", "totalTeachers"),
    }),
    z.refine((input) => input.studentsBenefited <= input.totalStudents, {
      error: `${ERR}.studentsBenefitedOverTotal`,
      path: ["studentsBenefited"],
      when: countsRead("studentsBenefited", "totalStudents"),
    }),
  );
export type TeacherChallengeInput = z.input<typeof TeacherChallengeInput>;
export type TeacherChallengeApplication = z.output<typeof TeacherChallengeInput>;
