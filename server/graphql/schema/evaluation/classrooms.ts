import { CLASSROOM_LIMITS, EVALUATION_STAGES } from "../../../../common/evaluation.ts";
import { LANGUAGES } from "../../../../common/languages.ts";
import * as classrooms from "../../../services/evaluation/classrooms.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { AgeSegmentRef } from "../activities/activities.ts";

/**
 * Evaluation: a licensed teacher's classrooms and their adventure keys (sections 3, 4 and 5; decision 033). Every
 * operation is the teacher's own: another teacher's classroom is null or NOT_FOUND, as one that does not exist.
 */

export const EvaluationStageRef = builder.enumType("EvaluationStage", {
  description: "initial and final for every evaluated classroom; refCenter for reference centres only.",
  values: EVALUATION_STAGES,
});

export const AdventureLanguageRef = builder.enumType("AdventureLanguage", {
  description: "The language the pupils' adventure plays in (the teacher's screens are in Spanish).",
  values: LANGUAGES,
});

export const AdventureKeyRef = builder.objectRef<classrooms.AdventureKeyView>("AdventureKey").implement({
  description: "A classroom's key for one stage: the code pupils type (or the card's QR opens), open or closed.",
  fields: (t) => ({
    id: t.exposeID("id"),
    stage: t.expose("stage", { type: EvaluationStageRef }),
    code: t.exposeString("code", { description: "Six characters of an alphabet children cannot misread." }),
    lang: t.expose("lang", { type: AdventureLanguageRef }),
    open: t.exposeBoolean("open", { description: "A closed key refuses new groups and answers." }),
    openedAt: t.string({ description: "ISO 8601: when it was first opened.", resolve: (k) => k.openedAt.toISOString() }),
    closedAt: t.string({
      nullable: true,
      description: "ISO 8601: when it was last closed; null while open.",
      resolve: (k) => k.closedAt?.toISOString() ?? null,
    }),
  }),
});

export const ClassroomRef = builder.objectRef<classrooms.ClassroomView>("Classroom").implement({
  description: "A teacher's classroom: counts only, no pupil's personal data.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    age: t.expose("age", { type: AgeSegmentRef }),
    girls: t.exposeInt("girls"),
    boys: t.exposeInt("boys"),
    yearsInProgramme: t.exposeInt("yearsInProgramme", { description: "Years the pupils have used the programme." }),
    schoolYear: t.exposeString("schoolYear", { description: 'The school year it belongs to, as "2026-27".' }),
    createdAt: t.string({ description: "ISO 8601", resolve: (c) => c.createdAt.toISOString() }),
    evaluated: t.exposeBoolean("evaluated", { description: "False for 4-5 and +12 classrooms: no key opens for them." }),
    stages: t.expose("stages", {
      type: [EvaluationStageRef],
      description: "The stages the teacher may open a key for (none when not evaluated).",
    }),
    keys: t.field({ type: [AdventureKeyRef], description: "Its keys, in stage order.", resolve: (c) => c.keys }),
  }),
});

const ClassroomInputRef = builder.inputType("ClassroomInput", {
  fields: (t) => ({
    name: t.string({
      required: true,
      description: `1 to ${CLASSROOM_LIMITS.nameMax} characters; unique for the teacher in the school year (case, accents and spaces aside).`,
    }),
    age: t.field({ type: AgeSegmentRef, required: true }),
    girls: t.int({ required: true, description: `0 to ${CLASSROOM_LIMITS.pupilsMax}; girls and boys at least one pupil together.` }),
    boys: t.int({ required: true, description: `0 to ${CLASSROOM_LIMITS.pupilsMax}.` }),
    yearsInProgramme: t.int({ required: true, description: `0 to ${CLASSROOM_LIMITS.yearsMax}.` }),
  }),
});

builder.queryFields((t) => ({
  classrooms: t.field({
    type: [ClassroomRef],
    description: "The caller's classrooms, newest first, with their keys.",
    authScopes: { licensed: true },
    resolve: async (_root, _args, ctx) => classrooms.listClassrooms(ctx.db, await ctx.me()),
  }),
  classroom: t.field({
    type: ClassroomRef,
    nullable: true,
    description: "One of the caller's classrooms; null when there is none (or it is another teacher's).",
    authScopes: { licensed: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => classrooms.findClassroom(ctx.db, await ctx.me(), String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createClassroom: t.field({
    type: ClassroomRef,
    description:
      "Creates a classroom in the current school year. Refusals: VALIDATION (each field's message), CLASSROOM_NAME_TAKEN " +
      "(the teacher has a classroom of that name in the school year). 4-5 and +12 classrooms are created but not evaluated.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: ClassroomInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => classrooms.createClassroom(ctx.db, await ctx.me(), input),
  }),
  deleteClassroom: t.boolean({
    description: "Deletes one of the caller's classrooms with its keys, groups and answers (NOT_FOUND otherwise).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await classrooms.deleteClassroom(ctx.db, await ctx.me(), String(args.id));
      return true;
    },
  }),
}));
