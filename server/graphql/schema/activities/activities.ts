import {
  ACTIVITY_ACCESS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ACTIVITY_SORTS,
  AUDIENCES,
  CATEGORIES,
  type Category,
  categoryToApi,
  COMPETENCE_AREAS,
  DEFAULT_ACTIVITY_SORT,
  DEVICES,
  DIFFICULTIES,
  TIME_RANGE_NAMES,
  WITH_WITHOUT,
} from "../../../../common/activities.ts";
import { AGE_SEGMENTS } from "../../../../common/ages.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as activitiesService from "../../../services/activities/activities.ts";
import * as marks from "../../../services/activities/activity-marks.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { asksForAny } from "../../selection.ts";
import type { GraphQLContext } from "../../context.ts";

/** The public catalogue's activities: list with filters and sorts, detail, ratings, favourite and done marks. */

export const AudienceRef = builder.enumType("Audience", { values: AUDIENCES });
export const AgeSegmentRef = builder.enumType("AgeSegment", { values: AGE_SEGMENTS });
export const DifficultyRef = builder.enumType("Difficulty", { values: DIFFICULTIES });
export const CategoryRef = builder.enumType("Category", {
  description: '"3D" travels as threeD.',
  values: Object.fromEntries(CATEGORIES.map((c) => [categoryToApi(c), { value: c }])) as Record<string, { value: Category }>,
});
export const CompetenceAreaRef = builder.enumType("CompetenceArea", { values: COMPETENCE_AREAS });
export const DeviceRef = builder.enumType("Device", { values: DEVICES });
export const ActivityAccessRef = builder.enumType("ActivityAccess", { values: ACTIVITY_ACCESS });
const TimeRangeRef = builder.enumType("TimeRange", {
  description: "Up to 30 minutes, 31 to 60, more than 60.",
  values: TIME_RANGE_NAMES as readonly (typeof TIME_RANGE_NAMES)[number][],
});
const WithWithoutRef = builder.enumType("WithWithout", { values: WITH_WITHOUT });
const ActivitySortRef = builder.enumType("ActivitySort", {
  description: "alf: title in the request's language; age, dif, time: ML more to less, LM less to more. Ties by id.",
  values: ACTIVITY_SORTS,
});
const ActivityMarkKindRef = builder.enumType("ActivityMarkKind", { values: ["favourite", "done"] as const });

const ActivityFilterRef = builder.inputType("ActivityFilter", {
  description: "Every filter given must match; a list matches any of its values (an empty list is no filter).",
  fields: (t) => ({
    audience: t.field({ type: AudienceRef }),
    categories: t.field({ type: [CategoryRef] }),
    ages: t.field({ type: [AgeSegmentRef], description: "fourToFive is not a filter option (VALIDATION)." }),
    difficulties: t.field({ type: [DifficultyRef] }),
    times: t.field({ type: [TimeRangeRef] }),
    kit: t.field({ type: WithWithoutRef }),
    materials: t.field({ type: WithWithoutRef }),
    devices: t.field({ type: [DeviceRef] }),
    competences: t.field({ type: [CompetenceAreaRef] }),
    access: t.field({ type: ActivityAccessRef }),
  }),
});

const ActivityRatingRef = builder.objectRef<activitiesService.ActivityView["rating"]>("ActivityRating").implement({
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true, description: "Rounded to one decimal; null without ratings." }),
    count: t.exposeInt("count"),
    mine: t.exposeInt("mine", { nullable: true, description: "The viewer's score; null for visitors or when not rated." }),
  }),
});

export const ActivityRef = builder.objectRef<activitiesService.ActivityView>("Activity").implement({
  description: "A published activity, its texts in the request's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    cover: t.exposeString("cover"),
    audience: t.expose("audience", { type: AudienceRef }),
    ageSegments: t.expose("ageSegments", { type: [AgeSegmentRef] }),
    difficulty: t.expose("difficulty", { type: DifficultyRef }),
    minutes: t.exposeInt("minutes"),
    category: t.expose("category", { type: CategoryRef }),
    competences: t.expose("competences", { type: [CompetenceAreaRef] }),
    withKit: t.exposeBoolean("withKit"),
    withMaterials: t.exposeBoolean("withMaterials"),
    withPc: t.exposeBoolean("withPc"),
    withTablet: t.exposeBoolean("withTablet"),
    access: t.expose("access", { type: ActivityAccessRef }),
    locked: t.exposeBoolean("locked", {
      description: "Premium and the viewer is a visitor: description, materials, steps and tips are null.",
    }),
    description: t.exposeString("description", { nullable: true, description: "Paragraphs separated by blank lines." }),
    materials: t.exposeStringList("materials", { nullable: true }),
    steps: t.exposeStringList("steps", { nullable: true }),
    tips: t.exposeString("tips", { nullable: true }),
    guideUrl: t.exposeString("guideUrl", {
      nullable: true,
      description: "Path of the PDF guide in the request's language; accounts only.",
    }),
    rating: t.expose("rating", { type: ActivityRatingRef }),
    favourite: t.exposeBoolean("favourite", { description: "False for visitors." }),
    done: t.exposeBoolean("done", { description: "False for visitors." }),
    updatedAt: t.string({ description: "ISO 8601", resolve: (activity) => activity.updatedAt.toISOString() }),
  }),
});

const ActivityPageRef = builder.objectRef<activitiesService.ActivityPage>("ActivityPage").implement({
  description: "A page of activities and where it sits in the whole list.",
  fields: (t) => ({
    items: t.expose("items", { type: [ActivityRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

type Mine = { favourites: activitiesService.ActivityView[]; done: activitiesService.ActivityView[] };
const MyActivitiesRef = builder.objectRef<Mine>("MyActivities").implement({
  description: "The viewer's marked activities, each list most recently marked first.",
  fields: (t) => ({
    favourites: t.expose("favourites", { type: [ActivityRef] }),
    done: t.expose("done", { type: [ActivityRef] }),
  }),
});

async function viewer(ctx: GraphQLContext): Promise<activitiesService.Viewer> {
  const me = await ctx.me();
  return { userId: me?.id ?? null, lang: ctx.lang, now: ctx.now() };
}
async function account(ctx: GraphQLContext) {
  return { userId: requireUser(await ctx.me()).id, lang: ctx.lang, now: ctx.now() };
}

builder.queryFields((t) => ({
  activities: t.field({
    type: ActivityPageRef,
    description: `Published activities, filtered and sorted; page ≥ 1, 1 ≤ pageSize ≤ ${ACTIVITY_PAGE_SIZE_MAX}, else a VALIDATION error.`,
    args: {
      filter: t.arg({ type: ActivityFilterRef, required: false }),
      sort: t.arg({ type: ActivitySortRef, defaultValue: DEFAULT_ACTIVITY_SORT }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: ACTIVITY_PAGE_SIZE }),
    },
    resolve: async (_root, args, ctx, info) =>
      expected(async () =>
        activitiesService.listActivities(ctx.db, await viewer(ctx), args, {
          withContent: asksForAny(info, ["items"], activitiesService.CONTENT_FIELDS),
        }),
      ),
  }),
  activity: t.field({
    type: ActivityRef,
    nullable: true,
    description: "A published activity by its slug; null when unknown or unpublished.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => activitiesService.activityBySlug(ctx.db, await viewer(ctx), args.slug),
  }),
  myActivities: t.field({
    type: MyActivitiesRef,
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => activitiesService.myActivities(ctx.db, await account(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  rateActivity: t.field({
    type: ActivityRef,
    nullable: true,
    description: "Rates a published activity 1 to 5 (RATING_OUT_OF_RANGE otherwise); one rating per account, changeable.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { activityId: t.arg.id({ required: true }), score: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) =>
      marks.rateActivity(ctx.db, await account(ctx), { activityId: String(args.activityId), score: args.score }),
  }),
  markActivity: t.field({
    type: ActivityRef,
    nullable: true,
    description: "Puts the favourite or done mark on or off; repeating it changes nothing.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: {
      activityId: t.arg.id({ required: true }),
      kind: t.arg({ type: ActivityMarkKindRef, required: true }),
      on: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) =>
      marks.markActivity(ctx.db, await account(ctx), { activityId: String(args.activityId), kind: args.kind, on: args.on }),
  }),
}));
