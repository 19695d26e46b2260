import { BLOCK_TYPES, type BlockResult, type BlockView } from "../../../../common/courses.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as coursesService from "../../../services/courses/courses.ts";
import type { CourseProgress, CourseUnitView, CourseView, RecommendedActivity } from "../../../services/courses/courses.ts";
import * as progressService from "../../../services/courses/progress.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { perRequestLoader } from "../../per-request-loader.ts";
import { AgeSegmentRef } from "../activities/activities.ts";
import { JsonScalar } from "./json.ts";

/**
 * Courses (issue 14, decision 032): published courses with the teacher's progress, a unit's blocks with the
 * teacher's last results, answers scored on the server; previews of any course for staff and event managers.
 */

async function viewer(ctx: GraphQLContext) {
  return coursesService.courseViewer(requireUser(await ctx.me()), ctx.lang);
}

/** A preview's units carry no completion: `null` as the reader. */
const unitsOf = perRequestLoader<{ courseId: number; userId: string | null }, CourseUnitView[]>(async (ctx, keys) => {
  const found = new Map<{ courseId: number; userId: string | null }, CourseUnitView[]>();
  for (const userId of new Set(keys.map((key) => key.userId))) {
    const mine = keys.filter((key) => key.userId === userId);
    const units = await coursesService.unitsOfCourses(
      ctx.db,
      ctx.lang,
      userId,
      mine.map((key) => key.courseId),
    );
    for (const key of mine) found.set(key, units.get(key.courseId) ?? []);
  }
  return found;
});

const BlockTypeRef = builder.enumType("CourseBlockType", { values: BLOCK_TYPES });

const BlockResultRef = builder.objectRef<BlockResult>("CourseBlockResult").implement({
  description: "A scored answer: sent only after the teacher has answered, so it may carry the key.",
  fields: (t) => ({
    correct: t.exposeBoolean("correct"),
    marks: t.exposeBooleanList("marks", {
      description: "Per item: test one; selection per option; connect per left item; dragable per item.",
    }),
    answer: t.expose("answer", { type: JsonScalar }),
    solution: t.expose("solution", { type: JsonScalar }),
    explanation: t.exposeString("explanation", { nullable: true }),
  }),
});

const BlockRef = builder.objectRef<BlockView>("CourseBlock").implement({
  description: "A content block in the request's language; `content` has the shape common/courses.ts gives its type.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    type: t.expose("type", { type: BlockTypeRef }),
    required: t.exposeBoolean("required", { description: "Its unit completes once this has a right answer." }),
    content: t.expose("content", { type: JsonScalar }),
    result: t.field({
      type: BlockResultRef,
      nullable: true,
      description: "The teacher's last answer, scored; null before answering and in previews.",
      resolve: (block) => block.result,
    }),
  }),
});

type UnitParent = CourseUnitView & { preview: boolean };

const UnitRef = builder.objectRef<UnitParent>("CourseUnit").implement({
  description: "A unit of a course, in its order (section 2's course activity).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    position: t.exposeInt("position", { description: "1-based." }),
    title: t.exposeString("title"),
    minutes: t.exposeInt("minutes"),
    completed: t.exposeBoolean("completed"),
    blocks: t.field({
      type: [BlockRef],
      description: "In order, each with the reader's last result (none in a preview).",
      resolve: async (unit, _args, ctx) =>
        coursesService.blocksOfUnit(ctx.db, ctx.lang, unit.preview ? null : (await viewer(ctx)).userId, unit.id),
    }),
  }),
});

const ProgressRef = builder.objectRef<CourseProgress>("CourseProgress").implement({
  description: "Section 4: completed units out of total; the course is completed with its last unit.",
  fields: (t) => ({
    completedUnits: t.exposeInt("completedUnits"),
    totalUnits: t.exposeInt("totalUnits"),
    started: t.exposeBoolean("started"),
    completed: t.boolean({ resolve: (progress) => progress.completedAt !== null }),
    completedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (progress) => progress.completedAt?.toISOString() ?? null }),
    certificateCode: t.exposeString("certificateCode", { nullable: true }),
    lastUnitId: t.exposeInt("lastUnitId", { nullable: true, description: "Where the teacher left off." }),
  }),
});

const RecommendedActivityRef = builder.objectRef<RecommendedActivity>("CourseRecommendedActivity").implement({
  description: "An in-class activity a course recommends next.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    image: t.exposeString("image"),
    urlId: t.exposeString("urlId"),
    itineraryUrlId: t.exposeString("itineraryUrlId"),
    age: t.expose("age", { type: AgeSegmentRef }),
  }),
});

export const CourseRef = builder.objectRef<CourseView>("Course");
CourseRef.implement({
  description: "A course for teachers (sections 1 and 3), its texts in the request's language.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    image: t.exposeString("image"),
    hours: t.exposeInt("hours", { description: "The training hours its certificate states." }),
    published: t.exposeBoolean("published"),
    unitCount: t.exposeInt("unitCount"),
    progress: t.field({
      type: ProgressRef,
      nullable: true,
      description: "The reader's progress; null in a preview.",
      resolve: (course) => course.progress,
    }),
    units: t.field({
      type: [UnitRef],
      resolve: async (course, _args, ctx) => {
        const preview = course.progress === null;
        const userId = preview ? null : (await viewer(ctx)).userId;
        return ((await unitsOf.load(ctx, { courseId: course.id, userId })) ?? []).map((unit) => ({ ...unit, preview }));
      },
    }),
    unit: t.field({
      type: UnitRef,
      nullable: true,
      description:
        "One unit with its blocks: by position (1-based; null when there is none), else where the teacher " +
        "resumes (the last unit opened, else the first not completed, else the first).",
      args: { position: t.arg.int({ required: false }) },
      resolve: async (course, args, ctx) => {
        const preview = course.progress === null;
        const userId = preview ? null : (await viewer(ctx)).userId;
        const units = (await unitsOf.load(ctx, { courseId: course.id, userId })) ?? [];
        const unit =
          args.position != null ? units.find((u) => u.position === args.position) : coursesService.resumeUnit(units, course.progress);
        return unit ? { ...unit, preview } : null;
      },
    }),
    recommendedCourses: t.field({
      type: [CourseRef],
      description: "Published courses to take next, in order.",
      resolve: async (course, _args, ctx) => coursesService.coursesBySlugs(ctx.db, await viewer(ctx), course.recommendedCourses),
    }),
    recommendedActivities: t.field({
      type: [RecommendedActivityRef],
      description: "In-class activities to try next, in order.",
      resolve: (course, _args, ctx) => coursesService.recommendedActivities(ctx.db, ctx.lang, course.recommendedActivities),
    }),
  }),
});

const UnitPreviewRef = builder.objectRef<{ unit: UnitParent; course: CourseView }>("CourseUnitPreview").implement({
  description: "A unit of any course with its course, for staff and event managers; nothing is recorded.",
  fields: (t) => ({
    unit: t.expose("unit", { type: UnitRef }),
    course: t.expose("course", { type: CourseRef }),
  }),
});

const AnswerRef = builder.objectRef<{ result: BlockResult; progress: progressService.Progress }>("CourseAnswer").implement({
  fields: (t) => ({
    result: t.expose("result", { type: BlockResultRef }),
    unitCompleted: t.boolean({ resolve: (answer) => answer.progress.unitCompleted }),
    courseCompleted: t.boolean({ resolve: (answer) => answer.progress.courseCompleted }),
  }),
});

const ProgressChangeRef = builder.objectRef<progressService.Progress>("CourseProgressChange").implement({
  fields: (t) => ({ unitCompleted: t.exposeBoolean("unitCompleted"), courseCompleted: t.exposeBoolean("courseCompleted") }),
});

const NextStepsRef = builder.objectRef<{ courses: CourseView[]; activities: RecommendedActivity[] }>("CourseRecommendations").implement({
  description: "What the teacher's completed courses recommend next, without what they have completed.",
  fields: (t) => ({
    courses: t.expose("courses", { type: [CourseRef] }),
    activities: t.expose("activities", { type: [RecommendedActivityRef] }),
  }),
});

builder.queryFields((t) => ({
  courseRecommendations: t.field({
    type: NextStepsRef,
    authScopes: { courseReader: true },
    resolve: async (_root, _args, ctx) => coursesService.nextSteps(ctx.db, await viewer(ctx)),
  }),
  courses: t.field({
    type: [CourseRef],
    description: "The published courses in their order, with the reader's progress (my courses).",
    authScopes: { courseReader: true },
    resolve: async (_root, _args, ctx) => coursesService.listCourses(ctx.db, await viewer(ctx)),
  }),
  course: t.field({
    type: CourseRef,
    nullable: true,
    description: "A published course by its address; null when unknown or unpublished (previews show those).",
    authScopes: { courseReader: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => coursesService.courseBySlug(ctx.db, await viewer(ctx), args.slug),
  }),
  coursePreview: t.field({
    type: CourseRef,
    nullable: true,
    description: "Any course by id, published or not, without progress (staff and event managers).",
    authScopes: { coursePreviewer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => coursesService.coursePreview(ctx.db, ctx.lang, args.id),
  }),
  courseUnitPreview: t.field({
    type: UnitPreviewRef,
    nullable: true,
    description: "Any unit by id with its course, without progress (staff and event managers).",
    authScopes: { coursePreviewer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const unit = await coursesService.unitById(ctx.db, ctx.lang, args.id);
      const course = unit ? await coursesService.coursePreview(ctx.db, ctx.lang, unit.courseId) : null;
      return unit && course ? { unit: { ...unit, preview: true }, course } : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  answerCourseBlock: t.field({
    type: AnswerRef,
    description:
      "A teacher answers an interactive block of a published course: scored on the server and kept as their last " +
      "answer; the unit completes once its required blocks are right. NOT_FOUND: unknown, unpublished or not interactive; " +
      "VALIDATION: an answer that does not fit the block.",
    authScopes: { courseReader: true },
    errors: { types: [DomainError] },
    args: { blockId: t.arg.int({ required: true }), answer: t.arg({ type: JsonScalar, required: true }) },
    resolve: async (_root, args, ctx) => progressService.answerBlock(ctx.db, await viewer(ctx), args.blockId, args.answer),
  }),
  checkCourseBlock: t.field({
    type: BlockResultRef,
    description: "A preview's answer to any course's interactive block, scored and not kept (staff and event managers).",
    authScopes: { coursePreviewer: true },
    errors: { types: [DomainError] },
    args: { blockId: t.arg.int({ required: true }), answer: t.arg({ type: JsonScalar, required: true }) },
    resolve: (_root, args, ctx) => progressService.checkBlock(ctx.db, ctx.lang, args.blockId, args.answer),
  }),
  completeCourseUnit: t.field({
    type: ProgressChangeRef,
    description: "The teacher finishes a unit. COURSE_UNIT_PENDING while a required block lacks a right answer.",
    authScopes: { courseReader: true },
    errors: { types: [DomainError] },
    args: { unitId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => progressService.completeUnit(ctx.db, await viewer(ctx), args.unitId),
  }),
  openCourseUnit: t.boolean({
    description: "The teacher opens a unit of a published course: the course resumes there next time.",
    authScopes: { courseReader: true },
    errors: { types: [DomainError] },
    args: { unitId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await progressService.openUnit(ctx.db, await viewer(ctx), args.unitId);
      return true;
    },
  }),
}));
