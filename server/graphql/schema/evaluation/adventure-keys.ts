import * as keys from "../../../services/evaluation/adventure-keys.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { AgeSegmentRef } from "../activities/activities.ts";
import { AdventureKeyRef, AdventureLanguageRef, EvaluationStageRef } from "./classrooms.ts";

/** Evaluation: a teacher opens, closes and reopens their classrooms' adventure keys, and prints a key's card. */

const KeyClassroomRef = builder.objectRef<keys.AdventureKeyCard["classroom"]>("AdventureKeyClassroom").implement({
  description: "The classroom a key belongs to, as its card names it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    age: t.expose("age", { type: AgeSegmentRef }),
  }),
});

const AdventureKeyCardRef = builder.objectRef<keys.AdventureKeyCard>("AdventureKeyCard").implement({
  description: "A key with its classroom, for its printable card.",
  fields: (t) => ({
    key: t.field({ type: AdventureKeyRef, resolve: (card) => card }),
    classroom: t.field({ type: KeyClassroomRef, resolve: (card) => card.classroom }),
  }),
});

builder.queryField("adventureKeyCard", (t) =>
  t.field({
    type: AdventureKeyCardRef,
    nullable: true,
    description: "One of the caller's keys with its classroom; null when there is none (or it is another teacher's).",
    authScopes: { licensed: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => keys.adventureKeyCard(ctx.db, await ctx.me(), String(args.id)),
  }),
);

builder.mutationFields((t) => ({
  openAdventureKey: t.field({
    type: AdventureKeyRef,
    description:
      "Opens the key of a stage for one of the caller's classrooms, with a new unique code, in the adventure's language. " +
      "A stage that has its key already gets it back unchanged. Refusals: NOT_FOUND, CLASSROOM_NOT_EVALUATED (4-5, +12), " +
      "EVALUATION_STAGE_UNAVAILABLE (refCenter outside a reference centre).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: {
      classroomId: t.arg.id({ required: true }),
      stage: t.arg({ type: EvaluationStageRef, required: true }),
      lang: t.arg({ type: AdventureLanguageRef, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      keys.openAdventureKey(ctx.db, await ctx.me(), { classroomId: String(args.classroomId), stage: args.stage, lang: args.lang }),
  }),
  closeAdventureKey: t.field({
    type: AdventureKeyRef,
    description: "Closes one of the caller's keys: it refuses new groups and answers from then on (NOT_FOUND otherwise).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => keys.closeAdventureKey(ctx.db, await ctx.me(), String(args.id)),
  }),
  reopenAdventureKey: t.field({
    type: AdventureKeyRef,
    description: "Opens one of the caller's closed keys again, with its code and language (NOT_FOUND otherwise).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => keys.reopenAdventureKey(ctx.db, await ctx.me(), String(args.id)),
  }),
  resetAdventureKeyGroups: t.field({
    type: AdventureKeyRef,
    description:
      "Resets one of the caller's keys' groups (only the classroom's teacher; NOT_FOUND otherwise): groups that never answered are " +
      "removed, played ones keep their answers, and the key's limits on groups (per hour, in all, per address) count again from now.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => keys.resetAdventureKeyGroups(ctx.db, await ctx.me(), String(args.id)),
  }),
}));
