import * as editor from "../../../services/challenges/challenge-editions.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { actorOf } from "../editing/kind.ts";

/** The super-challenges' editions editor (issue 18, decision 042): the foundation's staff, scope developer. */

const ChallengeKindEnum = builder.enumType("ChallengeKind", { values: editor.CHALLENGE_KINDS });

const EditableChallengeEditionRef = builder.objectRef<editor.EditableChallengeEdition>("EditableChallengeEdition").implement({
  description: "A super-challenge's edition as its editor holds it: its dates and limits, its stage at the product's clock.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: ChallengeKindEnum, resolve: (e) => e.kind }),
    edition: t.exposeString("edition", { description: 'Its label ("2024", "2025-26"); never changes: the entries name it.' }),
    stage: t.exposeString("stage", {
      description: "teacher: comingSoon, open, closed; europe: comingSoon, preRegistration, submission, closed.",
    }),
    opensAt: t.string({ description: "ISO 8601", resolve: (e) => e.opensAt.toISOString() }),
    preRegistrationDeadline: t.exposeString("preRegistrationDeadline", {
      nullable: true,
      description: "Europe: pre-registration's last day, YYYY-MM-DD (Madrid); null: none.",
    }),
    preRegistrationClosesAt: t.exposeString("preRegistrationClosesAt", {
      nullable: true,
      description: "ISO 8601: the first instant after pre-registration's last day.",
    }),
    deadline: t.exposeString("deadline", { description: "The last day, YYYY-MM-DD (Madrid)." }),
    closesAt: t.exposeString("closesAt", { description: "ISO 8601: the first instant after the last day." }),
    winners: t.exposeInt("winners", { nullable: true, description: "Teachers: winning projects." }),
    places: t.exposeInt("places", { nullable: true, description: "Teachers: places per winning project." }),
    videoMaxSeconds: t.exposeInt("videoMaxSeconds", { nullable: true, description: "Europe." }),
    prizeEuros: t.exposeInt("prizeEuros", { nullable: true, description: "Europe." }),
    finalists: t.exposeInt("finalists", { nullable: true, description: "Europe." }),
    audience: t.exposeString("audience", { nullable: true, description: "Europe: primaryAndSecondary or primary." }),
  }),
});

const ChallengeEditionDraftRef = builder.objectRef<editor.ChallengeEditionInput>("ChallengeEditionDraft").implement({
  description: "What the next edition of a kind is proposed with: the latest one's label, dates a year on and limits.",
  fields: (t) => ({
    edition: t.string({ resolve: (d) => d.edition ?? "" }),
    opensAt: t.exposeString("opensAt", { description: "ISO 8601" }),
    preRegistrationDeadline: t.string({ nullable: true, resolve: (d) => d.preRegistrationDeadline ?? null }),
    deadline: t.exposeString("deadline"),
    winners: t.int({ nullable: true, resolve: (d) => d.winners ?? null }),
    places: t.int({ nullable: true, resolve: (d) => d.places ?? null }),
    videoMaxSeconds: t.int({ nullable: true, resolve: (d) => d.videoMaxSeconds ?? null }),
    prizeEuros: t.int({ nullable: true, resolve: (d) => d.prizeEuros ?? null }),
    finalists: t.int({ nullable: true, resolve: (d) => d.finalists ?? null }),
    audience: t.string({ nullable: true, resolve: (d) => d.audience ?? null }),
  }),
});

const ChallengeEditionInputRef = builder.inputType("ChallengeEditionInput", {
  fields: (t) => ({
    kind: t.field({ type: ChallengeKindEnum, required: false, description: "Only when creating." }),
    edition: t.string({ required: false, description: 'Only when creating: "2026" or "2026-27".' }),
    opensAt: t.string({ required: true, description: "ISO 8601 with its offset." }),
    preRegistrationDeadline: t.string({ required: false, description: "Europe, YYYY-MM-DD; empty or null: no pre-registration." }),
    deadline: t.string({ required: true, description: "YYYY-MM-DD" }),
    winners: t.int({ required: false }),
    places: t.int({ required: false }),
    videoMaxSeconds: t.int({ required: false }),
    prizeEuros: t.int({ required: false }),
    finalists: t.int({ required: false }),
    audience: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  challengeEditionsForEditors: t.field({
    type: [EditableChallengeEditionRef],
    description: "Every super-challenge edition, the teachers' then Europe's, each oldest first, with its stage.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.challengeEditionsForEditors(ctx.db, ctx.now()),
  }),
  editableChallengeEdition: t.field({
    type: EditableChallengeEditionRef,
    nullable: true,
    description: "An edition for its editor; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableChallengeEdition(ctx.db, ctx.now(), Number(args.id)),
  }),
  nextChallengeEdition: t.field({
    type: ChallengeEditionDraftRef,
    description: "What the next edition of a kind is proposed with.",
    authScopes: { developer: true },
    args: { kind: t.arg({ type: ChallengeKindEnum, required: true }) },
    resolve: (_root, args, ctx) => editor.nextChallengeEditionDraft(ctx.db, args.kind),
  }),
}));

builder.mutationFields((t) => ({
  saveChallengeEdition: t.field({
    type: EditableChallengeEditionRef,
    description:
      "Creates (no id; with kind and edition) or updates an edition's dates and limits (audited; its label stays). Refusals: VALIDATION " +
      "with each field's message (dates out of order, limits not positive, a label taken), NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: ChallengeEditionInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = args.id == null ? null : Number(args.id);
      if (id != null && !Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      const { preRegistrationDeadline, ...input } = args.input;
      return editor.saveChallengeEdition(ctx.db, await actorOf(ctx), ctx.now(), {
        id,
        input: {
          ...input,
          preRegistrationDeadline: preRegistrationDeadline?.trim() ? preRegistrationDeadline : null,
        } as editor.ChallengeEditionInput,
      });
    },
  }),
}));
