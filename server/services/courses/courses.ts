import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import {
  type BlockContent,
  type BlockSolution,
  type BlockType,
  type BlockView,
  type InteractiveBlockType,
  isInteractive,
} from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import {
  courseBlockAnswers,
  courseBlocks,
  courseEnrolments,
  courses,
  courseUnitCompletions,
  courseUnits,
  itineraries,
  itineraryActivities,
} from "../../db/schema/index.ts";
import { canPreviewCourses } from "../../policies/courses.ts";
import { inLanguage } from "../editing/editing.ts";
import { readAnswer, resultOf } from "./scoring.ts";

/**
 * Reading courses (decision 032): teachers read published courses with their own progress; staff and event
 * managers preview any course, with no progress. A block's answer key is read only together with the
 * teacher's own answer to it: an unanswered block's key never leaves the database.
 */

/** Who reads: their id (progress and answers) and whether they may preview unpublished courses. */
export type CourseViewer = { userId: string; lang: Language; previewer: boolean };

export function courseViewer(me: Pick<CurrentUser, "id" | "developer" | "eventManager">, lang: Language): CourseViewer {
  return { userId: me.id, lang, previewer: canPreviewCourses(me) };
}

export type CourseProgress = {
  completedUnits: number;
  totalUnits: number;
  started: boolean;
  completedAt: Date | null;
  certificateCode: string | null;
  /** Where the teacher left off: the last unit opened. */
  lastUnitId: number | null;
};

export type CourseView = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image: string;
  hours: number;
  published: boolean;
  unitCount: number;
  recommendedCourses: string[];
  recommendedActivities: number[];
  /** The reader's progress; null in a preview. */
  progress: CourseProgress | null;
};

export type CourseUnitView = { id: number; courseId: number; position: number; title: string; minutes: number; completed: boolean };

// Subqueries name the outer table in full: in a single-table select Drizzle writes its columns unqualified,
// and an unqualified "id" inside the subquery would be the subquery's own table's.
const unitCount = sql<number>`(select count(*)::int from ${courseUnits} where ${courseUnits.courseId} = "courses"."id")`;

function courseColumns(lang: Language) {
  return {
    id: courses.id,
    slug: courses.slug,
    title: inLanguage(lang, courses.titleEs, courses.titleEn),
    summary: inLanguage(lang, courses.summaryEs, courses.summaryEn),
    image: courses.image,
    hours: courses.hours,
    published: courses.published,
    unitCount,
    recommendedCourses: courses.recommendedCourses,
    recommendedActivities: courses.recommendedActivities,
  };
}

/** The teacher's progress in each of the courses: one statement for any number of courses. */
async function progressOf(db: Db, userId: string, courseIds: readonly number[]): Promise<Map<number, CourseProgress>> {
  const progress = new Map<number, CourseProgress>();
  if (courseIds.length === 0) return progress;
  const rows = await db
    .select({
      courseId: courses.id,
      totalUnits: unitCount,
      completedUnits: sql<number>`(select count(*)::int from ${courseUnitCompletions} join ${courseUnits} on ${courseUnits.id} = ${courseUnitCompletions.unitId}
        where ${courseUnits.courseId} = "courses"."id" and ${courseUnitCompletions.userId} = ${userId})`,
      started: sql<boolean>`${courseEnrolments.userId} is not null`,
      completedAt: courseEnrolments.completedAt,
      certificateCode: courseEnrolments.certificateCode,
      lastUnitId: courseEnrolments.lastUnitId,
    })
    .from(courses)
    .leftJoin(courseEnrolments, and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, userId)))
    .where(inArray(courses.id, [...courseIds]));
  for (const { courseId, ...row } of rows) progress.set(courseId, row);
  return progress;
}

async function withProgress(db: Db, viewer: CourseViewer, rows: Omit<CourseView, "progress">[]): Promise<CourseView[]> {
  const progress = await progressOf(
    db,
    viewer.userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, progress: progress.get(row.id) ?? null }));
}

/** The published courses in their order, with the teacher's progress (my courses). */
export async function listCourses(db: Db, viewer: CourseViewer): Promise<CourseView[]> {
  const rows = await db
    .select(courseColumns(viewer.lang))
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.position), asc(courses.id));
  return withProgress(db, viewer, rows);
}

/** A published course by its address, with the teacher's progress; null when unknown or unpublished. */
export async function courseBySlug(db: Db, viewer: CourseViewer, slug: string): Promise<CourseView | null> {
  const [row] = await db
    .select(courseColumns(viewer.lang))
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.published, true)));
  return row ? ((await withProgress(db, viewer, [row]))[0] ?? null) : null;
}

/** Published courses by their addresses, in the order given (a course's recommendations); unknown ones left out. */
export async function coursesBySlugs(db: Db, viewer: CourseViewer, slugs: readonly string[]): Promise<CourseView[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(courseColumns(viewer.lang))
    .from(courses)
    .where(and(inArray(courses.slug, [...slugs]), eq(courses.published, true)));
  const found = await withProgress(db, viewer, rows);
  return slugs.flatMap((slug) => found.filter((course) => course.slug === slug));
}

/** Any course by id, published or not, without progress: the preview (staff and event managers). */
export async function coursePreview(db: Db, lang: Language, id: number): Promise<CourseView | null> {
  const [row] = await db.select(courseColumns(lang)).from(courses).where(eq(courses.id, id));
  return row ? { ...row, progress: null } : null;
}

/** The units of the courses in their order, each marked completed when the reader (if any) completed it. */
export async function unitsOfCourses(
  db: Db,
  lang: Language,
  userId: string | null,
  courseIds: readonly number[],
): Promise<Map<number, CourseUnitView[]>> {
  const byCourse = new Map<number, CourseUnitView[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      id: courseUnits.id,
      courseId: courseUnits.courseId,
      position: courseUnits.position,
      title: inLanguage(lang, courseUnits.titleEs, courseUnits.titleEn),
      minutes: courseUnits.minutes,
      completed: userId
        ? sql<boolean>`exists (select 1 from ${courseUnitCompletions} where ${courseUnitCompletions.unitId} = "course_units"."id" and ${courseUnitCompletions.userId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(courseUnits)
    .where(inArray(courseUnits.courseId, [...courseIds]))
    .orderBy(asc(courseUnits.courseId), asc(courseUnits.position));
  for (const row of rows) byCourse.get(row.courseId)?.push(row);
  return byCourse;
}

/** Where a course resumes: the last unit opened, else the first not completed, else the first. */
export function resumeUnit<U extends CourseUnitView>(units: readonly U[], progress: CourseProgress | null): U | undefined {
  return units.find((unit) => unit.id === progress?.lastUnitId) ?? units.find((unit) => !unit.completed) ?? units[0];
}

/** A unit with its course's id and whether that course is published (answers, previews). */
export async function unitById(db: Db, lang: Language, unitId: number): Promise<(CourseUnitView & { published: boolean }) | null> {
  const [row] = await db
    .select({
      id: courseUnits.id,
      courseId: courseUnits.courseId,
      position: courseUnits.position,
      title: inLanguage(lang, courseUnits.titleEs, courseUnits.titleEn),
      minutes: courseUnits.minutes,
      completed: sql<boolean>`false`,
      published: courses.published,
    })
    .from(courseUnits)
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(courseUnits.id, unitId));
  return row ?? null;
}

/**
 * A unit's blocks in the page's language with the reader's last result for each interactive block. The key
 * and explanation are selected only where the reader has answered (previews: never).
 */
export async function blocksOfUnit(db: Db, lang: Language, userId: string | null, unitId: number): Promise<BlockView[]> {
  const answered = userId ? and(eq(courseBlockAnswers.blockId, courseBlocks.id), eq(courseBlockAnswers.userId, userId)) : sql`false`;
  const rows = await db
    .select({
      id: courseBlocks.id,
      type: courseBlocks.type,
      required: courseBlocks.required,
      content: lang === "es" ? courseBlocks.contentEs : courseBlocks.contentEn,
      answer: courseBlockAnswers.answer,
      solution: sql<unknown>`case when ${courseBlockAnswers.blockId} is not null then ${courseBlocks.solution} end`,
      explanation: sql<unknown>`case when ${courseBlockAnswers.blockId} is not null then ${courseBlocks.explanation} end`,
    })
    .from(courseBlocks)
    .leftJoin(courseBlockAnswers, answered)
    .where(eq(courseBlocks.unitId, unitId))
    .orderBy(asc(courseBlocks.position));
  return rows.map((row) => blockView(row, lang));
}

type BlockRow = {
  id: number;
  type: BlockType;
  required: boolean;
  content: unknown;
  answer: unknown;
  solution: unknown;
  explanation: unknown;
};

function blockView(row: BlockRow, lang: Language): BlockView {
  const base = { id: row.id, type: row.type, required: row.required, content: row.content as BlockContent[BlockType] };
  if (!isInteractive(row.type) || row.solution == null || row.answer == null) return { ...base, result: null } as BlockView;
  const type: InteractiveBlockType = row.type;
  const content = row.content as BlockContent[typeof type];
  // A stored answer that no longer fits the block (its content was edited) shows as unanswered.
  const answer = readAnswer(type, content, row.answer);
  const block = {
    type,
    content,
    solution: row.solution as BlockSolution[typeof type],
    explanation: (row.explanation as { es: string; en: string } | null) ?? null,
  };
  return { ...base, result: answer ? resultOf(block, answer, lang) : null } as BlockView;
}

/** An in-class activity a course recommends, with what its address needs. */
export type RecommendedActivity = { id: number; name: string; image: string; urlId: string; itineraryUrlId: string; age: AgeSegment };

/** The recommended in-class activities in the order given; unknown ones left out. */
export async function recommendedActivities(db: Db, lang: Language, ids: readonly number[]): Promise<RecommendedActivity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: itineraryActivities.id,
      name: lang === "es" ? itineraryActivities.nameEs : itineraryActivities.nameEn,
      image: itineraryActivities.image,
      urlId: itineraryActivities.slug,
      itineraryUrlId: itineraries.slug,
      age: itineraries.age,
    })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(inArray(itineraryActivities.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * What to take next (my courses): the courses and in-class activities the teacher's completed courses
 * recommend, first recommendations first, without the courses they have completed. Three statements.
 */
export async function nextSteps(db: Db, viewer: CourseViewer): Promise<{ courses: CourseView[]; activities: RecommendedActivity[] }> {
  const completed = await db
    .select({ slug: courses.slug, recommendedCourses: courses.recommendedCourses, recommendedActivities: courses.recommendedActivities })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(and(eq(courseEnrolments.userId, viewer.userId), sql`${courseEnrolments.completedAt} is not null`))
    .orderBy(sql`${courseEnrolments.completedAt} desc`);
  const done = new Set(completed.map((course) => course.slug));
  const slugs = [...new Set(completed.flatMap((course) => course.recommendedCourses))].filter((slug) => !done.has(slug));
  const activityIds = [...new Set(completed.flatMap((course) => course.recommendedActivities))];
  const [recommended, activities] = await Promise.all([
    coursesBySlugs(db, viewer, slugs),
    recommendedActivities(db, viewer.lang, activityIds),
  ]);
  return { courses: recommended, activities };
}
