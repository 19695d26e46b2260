import { REPORT_KINDS, REPORT_STATES, type ReportAnswers } from "../../../../common/reports.ts";
import * as reports from "../../../services/reports/reports.ts";
import type { ReportView } from "../../../services/reports/report-view.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { withStatus } from "../../status.ts";
import { AgeSegmentRef } from "../activities/activities.ts";

/** Follow-up reports (sections 3, 4, 5 and 8; decision 033): opened by a code, saved as a draft, sent and locked. */

export const ReportKindRef = builder.enumType("ReportKind", {
  values: REPORT_KINDS,
  description:
    "vulnerable: the vulnerable-childhood report of entities' groups (/informeseguimiento); refCenter: the reference-centre report of schools (/informeseguimientopc).",
});
export const ReportStateRef = builder.enumType("ReportState", {
  values: REPORT_STATES,
  description: "issued (nothing saved yet), draft (saved), sent (locked).",
});

const RatingRef = builder.objectRef<{ question: string; value: number }>("FollowUpReportRating").implement({
  description: "The answer to one rating question, 1 (very low) to 5 (very high).",
  fields: (t) => ({ question: t.exposeString("question"), value: t.exposeInt("value") }),
});

const AnswersRef = builder.objectRef<ReportAnswers>("FollowUpReportAnswers").implement({
  description:
    "A report's answers; null (or empty) where nothing was given yet. A report never saved comes prefilled with what the account tells of its teacher.",
  fields: (t) => ({
    teacherName: t.exposeString("teacherName", { nullable: true }),
    organisation: t.exposeString("organisation", {
      nullable: true,
      description: "The teacher's centre (refCenter) or entity (vulnerable).",
    }),
    groupName: t.exposeString("groupName", { nullable: true, description: "The classroom's (refCenter) or group's (vulnerable) name." }),
    ageSegment: t.field({ type: AgeSegmentRef, nullable: true, resolve: (a) => a.ageSegment }),
    studentCount: t.exposeInt("studentCount", { nullable: true }),
    subjects: t.exposeStringList("subjects", {
      description: "Subject (refCenter) or activity-area (vulnerable) ids, in the form's order.",
    }),
    ratings: t.field({ type: [RatingRef], resolve: (a) => Object.entries(a.ratings).map(([question, value]) => ({ question, value })) }),
    materialsDamaged: t.exposeBoolean("materialsDamaged", { nullable: true }),
    materialsDamagedWhich: t.exposeString("materialsDamagedWhich", { nullable: true }),
    suggestions: t.exposeString("suggestions", { nullable: true }),
  }),
});

const TeacherRef = builder.objectRef<ReportView["teacher"]>("FollowUpReportTeacher").implement({
  fields: (t) => ({ name: t.exposeString("name", { nullable: true }), email: t.exposeString("email") }),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const FollowUpReportRef = builder.objectRef<ReportView>("FollowUpReport").implement({
  description: "A follow-up report issued to a teacher.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code", { description: "XXXXX-XXXXX, as stored (the end of the report's address)." }),
    kind: t.field({ type: ReportKindRef, resolve: (r) => r.kind }),
    state: t.field({ type: ReportStateRef, resolve: (r) => r.state }),
    issuedAt: t.string({ description: "ISO 8601", resolve: (r) => r.issuedAt.toISOString() }),
    draftSavedAt: t.string({
      nullable: true,
      description: "ISO 8601: when the draft was last saved.",
      resolve: (r) => iso(r.draftSavedAt),
    }),
    sentAt: t.string({ nullable: true, description: "ISO 8601: when it was sent (then it reads only).", resolve: (r) => iso(r.sentAt) }),
    answers: t.field({ type: AnswersRef, resolve: (r) => r.answers }),
    teacher: t.field({ type: TeacherRef, description: "Who it was issued to.", resolve: (r) => r.teacher }),
  }),
});

const RatingInputRef = builder.inputType("FollowUpReportRatingInput", {
  fields: (t) => ({ question: t.string({ required: true }), value: t.int({ required: true, description: "1 to 5." }) }),
});

const AnswersInputRef = builder.inputType("FollowUpReportInput", {
  description: "A report's answers. A draft checks only types and lengths; sending needs every field but the suggestions.",
  fields: (t) => ({
    teacherName: t.string(),
    organisation: t.string(),
    groupName: t.string(),
    ageSegment: t.field({ type: AgeSegmentRef }),
    studentCount: t.int(),
    subjects: t.stringList(),
    ratings: t.field({ type: [RatingInputRef] }),
    materialsDamaged: t.boolean(),
    materialsDamagedWhich: t.string(),
    suggestions: t.string(),
  }),
});

type AnswersInput = typeof AnswersInputRef.$inferInput;
/** The input as the shared checks read it: ratings by question id (a question given twice keeps its last value). */
const answersOf = (input: AnswersInput): Record<string, unknown> => ({
  ...input,
  ratings: Object.fromEntries((input.ratings ?? []).map((r) => [r.question, r.value])),
});

const REFUSALS =
  "Refusals: VALIDATION (empty code; a field's type or length), REPORT_CODE_WRONG (no report of the caller has this code: counts as a wrong try), " +
  "REPORT_TOO_MANY_ATTEMPTS (429, retryAfter)";

builder.queryField("followUpReport", (t) =>
  t.field({
    type: FollowUpReportRef,
    nullable: true,
    description: `The caller's report a code opens, for its page (its kind says which address shows it). ${REFUSALS}, as coded errors; a right code never counts.`,
    authScopes: { licensed: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      expected(() => withStatus(ctx, async () => reports.openReport(ctx.db, await ctx.me(), { code: args.code, ip: ctx.ip }))),
  }),
);

builder.mutationFields((t) => ({
  openFollowUpReport: t.field({
    type: FollowUpReportRef,
    description: `Opens the caller's report by its code, as typed (spaces, case and dashes do not matter). ${REFUSALS}.`,
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => withStatus(ctx, async () => reports.openReport(ctx.db, await ctx.me(), { code: args.code, ip: ctx.ip })),
  }),
  saveFollowUpReportDraft: t.field({
    type: FollowUpReportRef,
    description: `Keeps the answers as the report's draft, with the time (no field required yet). ${REFUSALS}, REPORT_ALREADY_SENT.`,
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { code: t.arg.string({ required: true }), input: t.arg({ type: AnswersInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      withStatus(ctx, async () =>
        reports.saveReportDraft(ctx.db, await ctx.me(), { code: args.code, ip: ctx.ip, answers: answersOf(args.input) }),
      ),
  }),
  sendFollowUpReport: t.field({
    type: FollowUpReportRef,
    description: `Sends the report, which then reads only. ${REFUSALS}, REPORT_INCOMPLETE (each missing field's message), REPORT_ALREADY_SENT.`,
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { code: t.arg.string({ required: true }), input: t.arg({ type: AnswersInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      withStatus(ctx, async () =>
        reports.sendReport(ctx.db, await ctx.me(), { code: args.code, ip: ctx.ip, answers: answersOf(args.input) }),
      ),
  }),
}));
