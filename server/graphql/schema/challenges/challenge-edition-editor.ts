import { CHALLENGE_KINDS } from "../../../../common/challenges.ts";
import * as editor from "../../../services/challenges/challenge-editions.ts";
import { builder } from "../../builder.ts";
import { editorApi } from "../editing/kind.ts";

/** The super-challenges' editions editor (issue 18, decision 042): the foundation's staff, scope developer. */

const ChallengeKindEnum = builder.enumType("ChallengeKind", { values: CHALLENGE_KINDS });

editorApi(editor.challengeEditionKind, {
  object: "EditableChallengeEdition",
  description: "A super-challenge's edition as its editor holds it: its dates and limits, its stage at the product's clock.",
  input: "ChallengeEditionInput",
  scope: { developer: true },
  enums: { kind: ChallengeKindEnum },
  fields: (t, { id, kind: _kind, edition, opensAt, preRegistrationDeadline, deadline, ...limits }) => ({
    id,
    kind: t.expose("kind", { type: ChallengeKindEnum }),
    edition,
    stage: t.exposeString("stage", {
      description: "teacher: comingSoon, open, closed; europe: comingSoon, preRegistration, submission, closed.",
    }),
    opensAt,
    preRegistrationDeadline,
    preRegistrationClosesAt: t.exposeString("preRegistrationClosesAt", {
      nullable: true,
      description: "ISO 8601: the first instant after pre-registration's last day.",
    }),
    deadline,
    closesAt: t.exposeString("closesAt", { description: "ISO 8601: the first instant after the last day." }),
    ...limits,
  }),
  inputFields: (t, generated) => ({
    ...generated,
    edition: t.string({ required: false, description: 'Only when creating: "2026" or "2026-27".' }),
  }),
  list: {
    name: "challengeEditionsForEditors",
    description: "Every super-challenge edition, the teachers' then Europe's, each oldest first, with its stage.",
  },
  get: { name: "editableChallengeEdition", description: "An edition for its editor; null when unknown." },
  save: {
    name: "saveChallengeEdition",
    description:
      "Creates (no id; with kind and edition) or updates an edition's dates and limits (audited; its label stays). Refusals: VALIDATION " +
      "with each field's message (dates out of order, limits not positive, a label taken), NOT_FOUND.",
  },
});

const ChallengeEditionDraftRef = builder.objectRef<editor.ChallengeEditionDraft>("ChallengeEditionDraft").implement({
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

builder.queryFields((t) => ({
  nextChallengeEdition: t.field({
    type: ChallengeEditionDraftRef,
    description: "What the next edition of a kind is proposed with.",
    authScopes: { developer: true },
    args: { kind: t.arg({ type: ChallengeKindEnum, required: true }) },
    resolve: (_root, args, ctx) => editor.nextChallengeEditionDraft(ctx.db, args.kind),
  }),
}));
