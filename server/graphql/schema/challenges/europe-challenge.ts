import {
  EUROPE_EDITIONS,
  EUROPE_MIN_STUDENT_TRAVELLERS,
  EUROPE_PHOTOS,
  EUROPE_TRAVELLERS,
  type EuropeEditionRules,
  europeStage,
} from "../../../../common/challenges.ts";
import { EUROPE_FILE_KINDS, EUROPE_PEOPLE_SHOWN, EUROPE_TRAVELLER_ROLES, europeTimeline } from "../../../../common/europe-challenge.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as europe from "../../../services/challenges/europe-challenge.ts";
import * as staff from "../../../services/challenges/europe-staff.ts";
import { submitEurope } from "../../../services/challenges/europe-submission.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { FileScalar } from "../profile/profile.ts";

/**
 * The Europe super-challenge (sections 1, 3, 4, 5 and 9; decision 035): the page's edition and stages, the
 * caller's entry, pre-registration and submission, and the entries for the foundation's staff.
 */

const EuropeStageRef = builder.enumType("EuropeStage", { values: ["comingSoon", "preRegistration", "submission", "closed"] as const });
const EuropeStageStatusRef = builder.enumType("EuropeStageStatus", { values: ["closed", "open", "comingSoon"] as const });
const EuropeEntryStateRef = builder.enumType("EuropeEntryState", { values: ["preregistered", "submitted"] as const });
const EuropeAudienceRef = builder.enumType("EuropeAudience", {
  description: "Who may take part: pupils of 5th and 6th of primary (primary), or those and of 1st and 2nd of secondary too.",
  values: ["primary", "primaryAndSecondary"] as const,
});
const EuropeFileKindRef = builder.enumType("EuropeFileKind", { values: EUROPE_FILE_KINDS });
const EuropePeopleShownRef = builder.enumType("EuropePeopleShown", { values: EUROPE_PEOPLE_SHOWN });
const EuropeTravellerRoleRef = builder.enumType("EuropeTravellerRole", { values: EUROPE_TRAVELLER_ROLES });

const iso = (date: Date | null) => date?.toISOString() ?? null;

const EuropeTimelineStageRef = builder.objectRef<ReturnType<typeof europeTimeline>[number]>("EuropeTimelineStage").implement({
  description: "A stage of an edition, with where it stands now (the product's clock).",
  fields: (t) => ({
    stage: t.field({ type: EuropeStageRef, resolve: (s) => s.stage }),
    opensAt: t.exposeString("opensAt", { description: "ISO 8601" }),
    closesAt: t.exposeString("closesAt", { description: "ISO 8601: the first instant after its last day." }),
    deadline: t.exposeString("deadline", { description: "Its last day, YYYY-MM-DD (Madrid)." }),
    status: t.field({ type: EuropeStageStatusRef, resolve: (s) => s.status }),
  }),
});

type EditionAt = { rules: EuropeEditionRules; now: Date };

const EuropeEditionRef = builder.objectRef<EditionAt>("EuropeEdition").implement({
  description: "An edition's figures (section 9) and its stages.",
  fields: (t) => ({
    edition: t.string({ resolve: ({ rules }) => rules.edition }),
    stage: t.field({ type: EuropeStageRef, resolve: ({ rules, now }) => europeStage(rules, now) }),
    stages: t.field({ type: [EuropeTimelineStageRef], resolve: ({ rules, now }) => europeTimeline(rules, now) }),
    opensAt: t.string({ description: "ISO 8601", resolve: ({ rules }) => rules.opensAt }),
    deadline: t.string({ description: "The submission's last day, YYYY-MM-DD (Madrid).", resolve: ({ rules }) => rules.deadline }),
    preRegistrationDeadline: t.string({
      nullable: true,
      description: "Pre-registration's last day; null: the edition has none.",
      resolve: ({ rules }) => rules.preRegistrationDeadline,
    }),
    videoMaxSeconds: t.int({ resolve: ({ rules }) => rules.videoMaxSeconds }),
    photosMin: t.int({ resolve: () => EUROPE_PHOTOS.min }),
    photosMax: t.int({ resolve: () => EUROPE_PHOTOS.max }),
    travellers: t.int({ resolve: () => EUROPE_TRAVELLERS }),
    minStudentTravellers: t.int({ resolve: () => EUROPE_MIN_STUDENT_TRAVELLERS }),
    prizeEuros: t.int({ resolve: ({ rules }) => rules.prizeEuros }),
    finalists: t.int({ resolve: ({ rules }) => rules.finalists }),
    audience: t.field({ type: EuropeAudienceRef, resolve: ({ rules }) => rules.audience }),
  }),
});

const EuropeEntryRef = builder.objectRef<europe.EuropeEntryView>("EuropeEntry").implement({
  description: "A centre's entry to an edition, as its sender or a colleague of its centre sees it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    edition: t.exposeString("edition"),
    state: t.field({ type: EuropeEntryStateRef, resolve: (e) => e.state }),
    centreName: t.exposeString("centreName"),
    centreCode: t.exposeString("centreCode"),
    communityId: t.exposeInt("communityId"),
    community: t.exposeString("communityName"),
    town: t.exposeString("town"),
    students: t.exposeInt("students"),
    preregisteredAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.preregisteredAt) }),
    submittedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.submittedAt) }),
    mine: t.exposeBoolean("mine", { description: "Whether the caller sent it (else a colleague of their licence's centre did)." }),
  }),
});

const EuropeCommunityRef = builder.objectRef<{ id: number; name: string }>("EuropeCommunity").implement({
  description: "An autonomous community (or city), the forms' choice.",
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") }),
});

const EuropeChallengeRef = builder.objectRef<europe.EuropeChallengeView>("EuropeChallenge").implement({
  fields: (t) => ({
    edition: t.field({
      type: EuropeEditionRef,
      description: "The edition the page presents: the latest that has opened.",
      resolve: (v) => ({ rules: v.edition, now: v.now }),
    }),
    otherEditions: t.field({ type: [EuropeEditionRef], resolve: (v) => v.others.map((rules) => ({ rules, now: v.now })) }),
    entry: t.field({
      type: EuropeEntryRef,
      nullable: true,
      description: "The caller's centre's entry to the edition (null for a visitor or none).",
      resolve: (v) => v.entry,
    }),
    communities: t.field({ type: [EuropeCommunityRef], resolve: (_v, _args, ctx) => europe.europeCommunities(ctx.db) }),
  }),
});

const EuropeTravellerRef = builder.objectRef<{ name: string; role: (typeof EUROPE_TRAVELLER_ROLES)[number] }>("EuropeTraveller").implement({
  fields: (t) => ({ name: t.exposeString("name"), role: t.field({ type: EuropeTravellerRoleRef, resolve: (p) => p.role }) }),
});

const EuropeStaffFileRef = builder.objectRef<staff.EuropeStaffFile>("EuropeStaffFile").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: EuropeFileKindRef, resolve: (f) => f.kind }),
    fileName: t.exposeString("fileName"),
    contentType: t.exposeString("contentType"),
    bytes: t.exposeInt("bytes"),
    durationSeconds: t.exposeInt("durationSeconds", { nullable: true }),
  }),
});

const EuropeStaffEntryRef = builder.objectRef<staff.EuropeStaffEntry>("EuropeStaffEntry").implement({
  description: "An entry with everything its centre sent, for the foundation's staff.",
  fields: (t) => ({
    id: t.exposeID("id"),
    edition: t.exposeString("edition"),
    state: t.field({ type: EuropeEntryStateRef, resolve: (e) => e.state }),
    senderEmail: t.exposeString("senderEmail", { description: "The account the entry belongs to (the one that made it)." }),
    preRegisteredByEmail: t.exposeString("preRegisteredByEmail", {
      nullable: true,
      description: "The account that pre-registered it (null: not pre-registered, not recorded, or the account was deleted).",
    }),
    submittedByEmail: t.exposeString("submittedByEmail", {
      nullable: true,
      description:
        "The account that submitted it, maybe a colleague of the centre's (null: not submitted, not recorded, or the account was deleted).",
    }),
    centreName: t.exposeString("centreName"),
    centreCode: t.exposeString("centreCode"),
    community: t.exposeString("communityName"),
    town: t.exposeString("town"),
    contactName: t.exposeString("contactName"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    students: t.exposeInt("students"),
    problem: t.exposeString("problem", { nullable: true }),
    solution: t.exposeString("solution", { nullable: true }),
    sustainability: t.exposeString("sustainability", { nullable: true }),
    technology: t.exposeString("technology", { nullable: true }),
    ideation: t.exposeString("ideation", { nullable: true }),
    peopleShown: t.field({ type: EuropePeopleShownRef, nullable: true, resolve: (e) => e.peopleShown }),
    travellers: t.field({ type: [EuropeTravellerRef], nullable: true, resolve: (e) => e.travellers }),
    travelProtocol: t.exposeBoolean("travelProtocol", { nullable: true }),
    preregisteredAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.preregisteredAt) }),
    submittedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.submittedAt) }),
    createdAt: t.string({ description: "ISO 8601", resolve: (e) => e.createdAt.toISOString() }),
    files: t.field({ type: [EuropeStaffFileRef], resolve: (e) => e.files }),
  }),
});

const EuropeFileDownloadRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof staff.europeFile>>>>("EuropeFileDownload").implement({
  description: "Where a file of an entry is stored, for the staff's download route (never served at /uploads/).",
  fields: (t) => ({
    storageKey: t.exposeString("storageKey"),
    fileName: t.exposeString("fileName"),
    contentType: t.exposeString("contentType"),
    bytes: t.exposeInt("bytes"),
  }),
});

// Inputs are lenient (nullable, text for choices): a missing or unknown value gets its field's message.
const EuropeCentreInputRef = builder.inputType("EuropeCentreInput", {
  fields: (t) => ({
    centreName: t.string(),
    centreCode: t.string({ description: "Kept trimmed and upper-cased: one entry per code and edition." }),
    communityId: t.int({ description: "An autonomous community's id (EuropeChallenge.communities)." }),
    town: t.string(),
    contactName: t.string(),
    email: t.string(),
    phone: t.string({ description: "Optional." }),
    students: t.int({ description: "Pupils taking part (at least 1)." }),
  }),
});

const EuropeTravellerInputRef = builder.inputType("EuropeTravellerInput", {
  fields: (t) => ({ name: t.string(), role: t.string({ description: `One of ${EUROPE_TRAVELLER_ROLES.join(", ")}.` }) }),
});

const EuropeSubmissionInputRef = builder.inputType("EuropeSubmissionInput", {
  fields: (t) => ({
    centre: t.field({
      type: EuropeCentreInputRef,
      description: "Only in an edition without pre-registration (2024-25); ignored otherwise.",
    }),
    problem: t.string(),
    solution: t.string(),
    sustainability: t.string(),
    technology: t.string(),
    ideation: t.string(),
    peopleShown: t.string({
      description: `One of ${EUROPE_PEOPLE_SHOWN.join(", ")}: with permissions, both image-rights documents are required.`,
    }),
    legalBases: t.boolean(),
    dataConsent: t.boolean(),
    travellers: t.field({
      type: [EuropeTravellerInputRef],
      description: `Exactly ${EUROPE_TRAVELLERS}, at least ${EUROPE_MIN_STUDENT_TRAVELLERS} of them students.`,
    }),
    travelProtocol: t.boolean(),
  }),
});

async function callerOf(ctx: GraphQLContext): Promise<europe.EuropeCaller | null> {
  const me = await ctx.me();
  return me ? { id: me.id, centreCode: me.center?.code ?? null } : null;
}

builder.queryFields((t) => ({
  europeChallenge: t.field({
    type: EuropeChallengeRef,
    description:
      "The Europe super-challenge's current edition (by the product's clock), the other one's figures, and the caller's centre's entry.",
    resolve: async (_root, _args, ctx) => europe.europeChallenge(ctx.db, await callerOf(ctx), ctx.now()),
  }),
  europeChallengeEntries: t.field({
    type: [EuropeStaffEntryRef],
    description: `Every entry (of one edition, by its label, e.g. ${EUROPE_EDITIONS.join(", ")}), newest first, at most ${staff.EUROPE_ENTRIES_LIMIT}; for the foundation's staff.`,
    authScopes: { developer: true },
    args: { edition: t.arg.string() },
    resolve: (_root, args, ctx) => staff.europeEntries(ctx.db, args.edition?.trim() || null),
  }),
  europeChallengeFile: t.field({
    type: EuropeFileDownloadRef,
    nullable: true,
    description: "A file of an entry, for the staff's download route; null when there is none.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const id = String(args.id);
      return /^\d{1,9}$/.test(id) ? staff.europeFile(ctx.db, Number(id)) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  preRegisterEurope: t.field({
    type: EuropeEntryRef,
    description:
      "Pre-registers a centre in the current edition, in its pre-registration stage only. Refusals: EUROPE_STAGE_CLOSED, VALIDATION (by " +
      "field), EUROPE_CENTRE_TAKEN (field centreCode: the edition has an entry with that code), EUROPE_ALREADY_ENTERED (the caller has one).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: EuropeCentreInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => europe.preRegister(ctx.db, requireUser(await callerOf(ctx)), input, ctx.now()),
  }),
  submitEurope: t.field({
    type: EuropeEntryRef,
    description:
      "Submits the caller's centre's entry, in the submission stage only, once (multipart: one video within the edition's videoMaxSeconds, " +
      `${EUROPE_PHOTOS.min} to ${EUROPE_PHOTOS.max} photos, and both image-rights documents (PDF or image) when peopleShown is permissions; ` +
      "10 MB each, judged by content). Refusals: EUROPE_STAGE_CLOSED, EUROPE_NOT_PREREGISTERED, EUROPE_ALREADY_SUBMITTED, " +
      "EUROPE_CENTRE_TAKEN (field centre.centreCode), VALIDATION (by field: video, photos, rightsUnder14, rightsOver14 and the texts).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: {
      input: t.arg({ type: EuropeSubmissionInputRef, required: true }),
      video: t.arg({ type: FileScalar }),
      photos: t.arg({ type: [FileScalar] }),
      rightsUnder14: t.arg({ type: FileScalar }),
      rightsOver14: t.arg({ type: FileScalar }),
    },
    resolve: async (_root, { input, video, photos, rightsUnder14, rightsOver14 }, ctx) =>
      submitEurope(ctx.db, ctx.storage, requireUser(await callerOf(ctx)), input, { video, photos, rightsUnder14, rightsOver14 }, ctx.now()),
  }),
}));
