import { SURVEY_CHILD_AGES, SURVEY_CLASS_SIZES } from "../../../../common/surveys.ts";
import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as surveys from "../../../services/surveys/surveys.ts";
import { builder } from "../../builder.ts";

/** The open-activity teacher survey (sections 3, 5 and 9; decision 033): a user's answer, and the staff's counts. */

const SurveyActivityRef = builder.objectRef<surveys.SurveyActivity>("SurveyActivity").implement({
  fields: (t) => ({ id: t.exposeID("id"), slug: t.exposeString("slug"), title: t.exposeString("title") }),
});

const SurveyAnswerRef = builder.objectRef<surveys.SurveyAnswer>("SurveyAnswer").implement({
  description: "A user's answer to an open activity's survey.",
  fields: (t) => ({
    childAges: t.exposeStringList("childAges", { description: `Some of ${SURVEY_CHILD_AGES.join(", ")}.` }),
    classSize: t.exposeString("classSize", { nullable: true, description: `One of ${SURVEY_CLASS_SIZES.join(", ")}, or none.` }),
    usedWithChildren: t.exposeBoolean("usedWithChildren"),
    wouldRecommend: t.exposeBoolean("wouldRecommend", { nullable: true }),
    answeredAt: t.string({ description: "ISO 8601: the first answer's time.", resolve: (a) => a.answeredAt.toISOString() }),
  }),
});

const ActivitySurveyRef = builder.objectRef<surveys.ActivitySurveyView>("ActivitySurvey").implement({
  description: "An open activity's survey with the caller's own answer, if any.",
  fields: (t) => ({
    activity: t.field({ type: SurveyActivityRef, resolve: (s) => s.activity }),
    answer: t.field({ type: SurveyAnswerRef, nullable: true, resolve: (s) => s.answer }),
  }),
});

const SurveyOptionCountRef = builder.objectRef<{ option: string; count: number }>("SurveyOptionCount").implement({
  fields: (t) => ({ option: t.exposeString("option"), count: t.exposeInt("count") }),
});
const SurveyYesNoCountRef = builder.objectRef<{ yes: number; no: number }>("SurveyYesNoCount").implement({
  fields: (t) => ({ yes: t.exposeInt("yes"), no: t.exposeInt("no") }),
});

const SurveyCountRef = builder.objectRef<surveys.SurveyCount>("SurveyCount").implement({
  description: "An activity's survey answers counted: in all and per option.",
  fields: (t) => ({
    activity: t.field({ type: SurveyActivityRef, resolve: (c) => c.activity }),
    answers: t.exposeInt("answers"),
    childAges: t.field({ type: [SurveyOptionCountRef], description: "Every child-age option, in order.", resolve: (c) => c.childAges }),
    classSizes: t.field({ type: [SurveyOptionCountRef], description: "Every class-size option, in order.", resolve: (c) => c.classSizes }),
    usedWithChildren: t.field({ type: SurveyYesNoCountRef, resolve: (c) => c.usedWithChildren }),
    wouldRecommend: t.field({
      type: SurveyYesNoCountRef,
      description: "Unanswered ones are in neither count.",
      resolve: (c) => c.wouldRecommend,
    }),
    lastAnsweredAt: t.string({ description: "ISO 8601", resolve: (c) => c.lastAnsweredAt.toISOString() }),
  }),
});

// Options travel as text (a class size such as "25-50" is no GraphQL name): an unknown one is its field's message.
const ActivitySurveyInputRef = builder.inputType("ActivitySurveyInput", {
  fields: (t) => ({
    childAges: t.stringList({ required: true, description: `At least one of ${SURVEY_CHILD_AGES.join(", ")}.` }),
    classSize: t.string({ required: false, description: `One of ${SURVEY_CLASS_SIZES.join(", ")}, or none.` }),
    usedWithChildren: t.boolean({ required: false, description: "Required: was it used with children?" }),
    wouldRecommend: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => ({
  activitySurvey: t.field({
    type: ActivitySurveyRef,
    nullable: true,
    description: "A published open activity's survey with the caller's answer; null for an unknown or premium activity.",
    authScopes: { registered: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      surveys.activitySurvey(ctx.db, requireUser(await ctx.me()), args.slug.slice(0, 200), ctx.lang, ctx.now()),
  }),
  surveyCounts: t.field({
    type: [SurveyCountRef],
    description: `The survey's answers counted per activity and option, the most recently answered first (at most ${surveys.SURVEY_COUNTS_LIMIT}); for the foundation's staff.`,
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => surveys.surveyCounts(ctx.db, ctx.lang),
  }),
}));

builder.mutationField("answerActivitySurvey", (t) =>
  t.field({
    type: ActivitySurveyRef,
    description:
      "Records (or replaces) the caller's answer to an open activity's survey. Refusals: NOT_FOUND (404: unknown or premium " +
      "activity), VALIDATION (no child age, no yes/no answer, an unknown option).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { activityId: t.arg.id({ required: true }), input: t.arg({ type: ActivitySurveyInputRef, required: true }) },
    resolve: async (_root, { activityId, input }, ctx) =>
      surveys.answerActivitySurvey(ctx.db, requireUser(await ctx.me()), String(activityId), input, ctx.lang, ctx.now()),
  }),
);
