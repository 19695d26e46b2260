import { TEACHER_CHALLENGE_LIMITS as LIMITS, TEACHER_MAX_ATTACHMENTS } from "../../../../common/challenges.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as teacherChallenge from "../../../services/challenges/teacher-challenge.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";

/** The teachers' super-challenge, 2024 edition (sections 3, 4, 5 and 9; decision 035): the page, a candidacy, the staff's list. */

const TeacherChallengeStageRef = builder.enumType("TeacherChallengeStage", {
  description: "comingSoon before the edition opens, open until the end of its deadline day (Madrid), closed after.",
  values: ["comingSoon", "open", "closed"] as const,
});

const CommunityRef = builder.objectRef<teacherChallenge.TeacherChallengeCommunity>("TeacherChallengeCommunity").implement({
  description: "An autonomous community (or autonomous city) a centre is in.",
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const LinkRef = builder.objectRef<{ name: string; url: string }>("TeacherChallengeLink").implement({
  description: "An attached file: its name and the http(s) address it is at.",
  fields: (t) => ({ name: t.exposeString("name"), url: t.exposeString("url") }),
});

const EntryRef = builder.objectRef<teacherChallenge.TeacherChallengeEntryView>("TeacherChallengeEntry").implement({
  description: "A centre's candidacy to the teachers' super-challenge, as sent (its consents were all given).",
  fields: (t) => ({
    id: t.exposeID("id"),
    edition: t.exposeString("edition"),
    name: t.exposeString("name", { description: "The representative's name." }),
    lastName: t.exposeString("lastName", { description: "The representative's surname." }),
    role: t.exposeString("role", { description: "The representative's role in the centre." }),
    email: t.exposeString("email"),
    candidacyName: t.exposeString("candidacyName"),
    centreName: t.exposeString("centreName"),
    centreCode: t.exposeString("centreCode", { description: "As typed, trimmed and upper-cased: one candidacy per code." }),
    community: t.field({ type: CommunityRef, resolve: (e) => e.community }),
    totalStudents: t.exposeInt("totalStudents"),
    totalTeachers: t.exposeInt("totalTeachers"),
    candidacyTeachers: t.exposeInt("candidacyTeachers", { description: "Teachers taking part in the candidacy." }),
    studentsBenefited: t.exposeInt("studentsBenefited"),
    specialFeature: t.exposeString("specialFeature", { description: "What is special about the centre." }),
    changeHistory: t.exposeString("changeHistory", { description: "The history of the change." }),
    teacherImpact: t.exposeString("teacherImpact"),
    studentImpact: t.exposeString("studentImpact"),
    anythingElse: t.exposeString("anythingElse", { nullable: true }),
    attachments: t.field({ type: [LinkRef], resolve: (e) => e.attachments }),
    imagePermissions: t.exposeBoolean("imagePermissions", { description: "The centre holds the permissions for the images it sends." }),
    createdAt: t.string({ description: "ISO 8601", resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const TeacherChallengeRef = builder.objectRef<teacherChallenge.TeacherChallengeView>("TeacherChallenge").implement({
  description: "The teachers' super-challenge's edition as the product's clock finds it now.",
  fields: (t) => ({
    edition: t.exposeString("edition"),
    stage: t.field({ type: TeacherChallengeStageRef, resolve: (c) => c.stage }),
    opensAt: t.string({ description: "ISO 8601", resolve: (c) => c.opensAt.toISOString() }),
    closesAt: t.string({ description: "ISO 8601: the first instant after the deadline day.", resolve: (c) => c.closesAt.toISOString() }),
    deadline: t.exposeString("deadline", { description: "The deadline day, YYYY-MM-DD (Madrid); open to its end." }),
    winners: t.exposeInt("winners", { description: "Winning projects." }),
    places: t.exposeInt("places"),
    maxAttachments: t.int({ resolve: () => TEACHER_MAX_ATTACHMENTS }),
    communities: t.field({
      type: [CommunityRef],
      description: "The form's autonomous communities.",
      resolve: (_c, _args, ctx) => teacherChallenge.listCommunities(ctx.db),
    }),
    myEntry: t.field({
      type: EntryRef,
      nullable: true,
      description: "The caller's own candidacy to the edition (null for a visitor or without one).",
      resolve: (c, _args, ctx) => (c.viewerId ? teacherChallenge.ownEntry(ctx.db, c.edition, c.viewerId) : null),
    }),
  }),
});

const EntryPageRef = builder.objectRef<teacherChallenge.TeacherChallengeEntryPage>("TeacherChallengeEntryPage").implement({
  fields: (t) => ({
    items: t.field({ type: [EntryRef], resolve: (p) => p.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

const LinkInputRef = builder.inputType("TeacherChallengeLinkInput", {
  fields: (t) => ({ name: t.string({ required: false }), url: t.string({ required: false }) }),
});

// Texts and counts the form leaves empty may come as null: each one's message says what is missing.
const TeacherChallengeInputRef = builder.inputType("TeacherChallengeInput", {
  fields: (t) => ({
    name: t.string({ required: false }),
    lastName: t.string({ required: false }),
    role: t.string({ required: false }),
    email: t.string({ required: false }),
    candidacyName: t.string({ required: false }),
    centreName: t.string({ required: false }),
    centreCode: t.string({
      required: false,
      description: `Letters, digits and hyphens, up to ${LIMITS.centreCodeMax}; trimmed and upper-cased.`,
    }),
    communityId: t.id({ required: false, description: "One of teacherChallenge.communities." }),
    totalStudents: t.int({ required: false, description: `Whole, 0 to ${LIMITS.countMax}.` }),
    totalTeachers: t.int({ required: false }),
    candidacyTeachers: t.int({ required: false, description: "No more than totalTeachers." }),
    studentsBenefited: t.int({ required: false, description: "No more than totalStudents." }),
    specialFeature: t.string({ required: false }),
    changeHistory: t.string({ required: false }),
    teacherImpact: t.string({ required: false }),
    studentImpact: t.string({ required: false }),
    anythingElse: t.string({ required: false }),
    attachments: t.field({
      type: [LinkInputRef],
      required: false,
      description: `1 to ${TEACHER_MAX_ATTACHMENTS} links; blank rows are dropped.`,
    }),
    conditionsRead: t.boolean({ required: false, description: "Must be true." }),
    dataConsent: t.boolean({ required: false, description: "Must be true." }),
    dataUse: t.boolean({ required: false, description: "Must be true." }),
    imagePermissions: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => ({
  teacherChallenge: t.field({
    type: TeacherChallengeRef,
    description: "The teachers' super-challenge's edition: its stage by the product's clock, dates, prizes, and the caller's candidacy.",
    resolve: async (_root, _args, ctx) => teacherChallenge.teacherChallenge(ctx.db, await ctx.me(), ctx.now()),
  }),
  teacherChallengeEntries: t.field({
    type: EntryPageRef,
    description: `The edition's candidacies, newest first, ${teacherChallenge.TEACHER_ENTRIES_PAGE_SIZE} a page (pageSize up to ${teacherChallenge.TEACHER_ENTRIES_PAGE_MAX}); for the foundation's staff.`,
    authScopes: { developer: true },
    args: { page: t.arg.int(), pageSize: t.arg.int() },
    resolve: (_root, args, ctx) =>
      expected(async () => teacherChallenge.listTeacherChallengeEntries(ctx.db, await ctx.me(), args, ctx.now())),
  }),
}));

builder.mutationField("applyTeacherChallenge", (t) =>
  t.field({
    type: EntryRef,
    description:
      "Sends a centre's candidacy to the teachers' super-challenge. Refusals: TEACHER_CHALLENGE_NOT_OPEN, TEACHER_CHALLENGE_CLOSED (outside the " +
      "open stage), VALIDATION (per field), TEACHER_CHALLENGE_CENTRE_TAKEN (on centreCode: the centre already has a candidacy).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: TeacherChallengeInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => teacherChallenge.applyTeacherChallenge(ctx.db, requireUser(await ctx.me()), input, ctx.now()),
  }),
);
