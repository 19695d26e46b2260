import { COMPETENCE_LEVELS } from "../../../../common/evaluation.ts";
import * as results from "../../../services/evaluation/results.ts";
import { builder } from "../../builder.ts";
import { CompetenceAreaRef } from "../activities/activities.ts";
import { AdventureKeyRef, ClassroomRef } from "./classrooms.ts";

/** Evaluation: a classroom's results by key and area (section 3), for its teacher. */

const CompetenceLevelRef = builder.enumType("CompetenceLevel", {
  description: "From the share of right answers: below 40 % low, from 40 % medium, from 70 % high (common/evaluation.ts LEVEL_THRESHOLDS).",
  values: COMPETENCE_LEVELS,
});

const AreaResultRef = builder.objectRef<results.AreaResult>("EvaluationAreaResult").implement({
  description: "The right and wrong answers of one competence area and the level they give.",
  fields: (t) => ({
    area: t.expose("area", { type: CompetenceAreaRef }),
    correct: t.exposeInt("correct"),
    incorrect: t.exposeInt("incorrect"),
    level: t.expose("level", { type: CompetenceLevelRef, nullable: true, description: "Null before any answer in the area." }),
  }),
});

const KeyResultsRef = builder.objectRef<results.KeyResults>("AdventureKeyResults").implement({
  description: "One key's results: its groups and pupils, right and wrong answers and level, overall and per area.",
  fields: (t) => ({
    key: t.field({ type: AdventureKeyRef, resolve: (r) => r.key }),
    groups: t.exposeInt("groups", { description: "Groups that started the adventure with this key." }),
    finishedGroups: t.exposeInt("finishedGroups", { description: "Groups that reached its end." }),
    pupils: t.exposeInt("pupils", { description: "The pupils the groups said they were (1 to 3 each)." }),
    correct: t.exposeInt("correct"),
    incorrect: t.exposeInt("incorrect"),
    level: t.expose("level", { type: CompetenceLevelRef, nullable: true, description: "Null before any answer." }),
    areas: t.field({ type: [AreaResultRef], description: "The five areas, in their fixed order.", resolve: (r) => r.areas }),
  }),
});

const ClassroomResultsRef = builder.objectRef<results.ClassroomResults>("ClassroomResults").implement({
  description: "A classroom with the results of each of its keys.",
  fields: (t) => ({
    classroom: t.field({ type: ClassroomRef, resolve: (r) => r.classroom }),
    keys: t.field({ type: [KeyResultsRef], description: "In stage order.", resolve: (r) => r.keys }),
  }),
});

builder.queryField("classroomResults", (t) =>
  t.field({
    type: ClassroomResultsRef,
    nullable: true,
    description: "One of the caller's classrooms with its results; null when there is none (or it is another teacher's).",
    authScopes: { licensed: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => results.classroomResults(ctx.db, await ctx.me(), String(args.id)),
  }),
);
