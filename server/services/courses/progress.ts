import { and, eq, sql } from "drizzle-orm";
import type { BlockContent, BlockResult, BlockSolution, Explanation, InteractiveBlockType } from "../../../common/courses.ts";
import { isInteractive } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { courseBlockAnswers, courseBlocks, courseEnrolments, courses, courseUnitCompletions, courseUnits } from "../../db/schema/index.ts";
import { canSeeCourse } from "../../policies/courses.ts";
import { DomainError } from "../errors.ts";
import { newCertificateCode } from "./certificate-code.ts";
import type { CourseViewer } from "./courses.ts";
import { scoreAnswer } from "./scoring.ts";

/**
 * A teacher's progress (section 4, decision 032): answers scored and kept, a unit completed once each of its
 * required blocks has a right answer (or, without any, when the teacher says so), the course completed with
 * its last unit, its certificate code issued then. Each change is one transaction. Previews record nothing.
 */

export type Progress = { unitCompleted: boolean; courseCompleted: boolean };

type StoredBlock = {
  id: number;
  unitId: number;
  courseId: number;
  published: boolean;
  type: InteractiveBlockType;
  content: BlockContent[InteractiveBlockType];
  solution: BlockSolution[InteractiveBlockType];
  explanation: Explanation | null;
};

/** An interactive block with its key; NOT_FOUND for an unknown block, one the reader may not see or one not to answer. */
async function interactiveBlock(db: Db, viewer: { previewer: boolean }, lang: Language, blockId: number): Promise<StoredBlock> {
  const [row] = await db
    .select({
      id: courseBlocks.id,
      unitId: courseBlocks.unitId,
      courseId: courseUnits.courseId,
      published: courses.published,
      type: courseBlocks.type,
      content: lang === "es" ? courseBlocks.contentEs : courseBlocks.contentEn,
      solution: courseBlocks.solution,
      explanation: courseBlocks.explanation,
    })
    .from(courseBlocks)
    .innerJoin(courseUnits, eq(courseUnits.id, courseBlocks.unitId))
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(courseBlocks.id, blockId));
  if (!row || !canSeeCourse(viewer, row) || !isInteractive(row.type) || row.solution == null)
    throw new DomainError("NOT_FOUND", { status: 404 });
  return row as StoredBlock;
}

/** A preview's answer: scored, shown, never stored (staff and event managers). */
export async function checkBlock(db: Db, lang: Language, blockId: number, answer: unknown): Promise<BlockResult> {
  const block = await interactiveBlock(db, { previewer: true }, lang, blockId);
  return scoreAnswer(block, answer, lang);
}

/** A teacher answers a block of a published course: scored, kept as their last answer, progress followed. */
export async function answerBlock(
  db: Db,
  viewer: CourseViewer,
  blockId: number,
  answer: unknown,
): Promise<{ result: BlockResult; progress: Progress }> {
  const block = await interactiveBlock(db, { previewer: false }, viewer.lang, blockId);
  const result = scoreAnswer(block, answer, viewer.lang);
  const progress = await db.transaction(async (tx) => {
    await tx
      .insert(courseBlockAnswers)
      .values({ userId: viewer.userId, blockId, answer: result.answer, correct: result.correct })
      .onConflictDoUpdate({
        target: [courseBlockAnswers.userId, courseBlockAnswers.blockId],
        set: { answer: result.answer, correct: result.correct, answeredAt: sql`now()` },
      });
    await enrol(tx, viewer.userId, block.courseId, block.unitId);
    const pending = await pendingRequiredBlocks(tx, viewer.userId, block.unitId);
    // Completing needs at least one required block here: a unit without any completes when the teacher says so.
    if (pending.pending > 0 || pending.required === 0)
      return { unitCompleted: await isUnitCompleted(tx, viewer.userId, block.unitId), courseCompleted: false };
    return completeUnitIn(tx, viewer.userId, block.courseId, block.unitId);
  });
  return { result, progress };
}

/** The teacher finishes a unit; refused while a required block lacks a right answer. */
export async function completeUnit(db: Db, viewer: CourseViewer, unitId: number): Promise<Progress> {
  const unit = await publishedUnit(db, unitId);
  return db.transaction(async (tx) => {
    const { pending } = await pendingRequiredBlocks(tx, viewer.userId, unitId);
    if (pending > 0) throw new DomainError("COURSE_UNIT_PENDING", { status: 409 });
    await enrol(tx, viewer.userId, unit.courseId, unitId);
    return completeUnitIn(tx, viewer.userId, unit.courseId, unitId);
  });
}

/** The teacher opens a unit: where the course resumes next time. */
export async function openUnit(db: Db, viewer: CourseViewer, unitId: number): Promise<void> {
  const unit = await publishedUnit(db, unitId);
  await enrol(db, viewer.userId, unit.courseId, unitId);
}

async function publishedUnit(db: Db, unitId: number): Promise<{ courseId: number }> {
  const [unit] = await db
    .select({ courseId: courseUnits.courseId })
    .from(courseUnits)
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(and(eq(courseUnits.id, unitId), eq(courses.published, true)));
  if (!unit) throw new DomainError("NOT_FOUND", { status: 404 });
  return unit;
}

async function enrol(db: Db, userId: string, courseId: number, unitId: number): Promise<void> {
  await db
    .insert(courseEnrolments)
    .values({ userId, courseId, lastUnitId: unitId })
    .onConflictDoUpdate({ target: [courseEnrolments.userId, courseEnrolments.courseId], set: { lastUnitId: unitId } });
}

async function pendingRequiredBlocks(db: Db, userId: string, unitId: number): Promise<{ required: number; pending: number }> {
  const [row] = await db
    .select({
      required: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${courseBlockAnswers.correct} is not true)::int`,
    })
    .from(courseBlocks)
    .leftJoin(courseBlockAnswers, and(eq(courseBlockAnswers.blockId, courseBlocks.id), eq(courseBlockAnswers.userId, userId)))
    .where(and(eq(courseBlocks.unitId, unitId), eq(courseBlocks.required, true)));
  return row ?? { required: 0, pending: 0 };
}

async function isUnitCompleted(db: Db, userId: string, unitId: number): Promise<boolean> {
  const [row] = await db
    .select({ unitId: courseUnitCompletions.unitId })
    .from(courseUnitCompletions)
    .where(and(eq(courseUnitCompletions.userId, userId), eq(courseUnitCompletions.unitId, unitId)));
  return !!row;
}

/** Marks the unit completed and, when it was the course's last one to complete, the course with its certificate code. */
async function completeUnitIn(db: Db, userId: string, courseId: number, unitId: number): Promise<Progress> {
  await db.insert(courseUnitCompletions).values({ userId, unitId }).onConflictDoNothing();
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseUnits)
    .where(
      and(
        eq(courseUnits.courseId, courseId),
        // The outer unit named in full (Drizzle writes a single-table select's columns unqualified).
        sql`not exists (select 1 from ${courseUnitCompletions} where ${courseUnitCompletions.unitId} = "course_units"."id" and ${courseUnitCompletions.userId} = ${userId})`,
      ),
    );
  if ((left?.count ?? 0) > 0) return { unitCompleted: true, courseCompleted: false };
  // Issued once: a course completed again (a new unit added, then completed) keeps its first date and code.
  await db
    .update(courseEnrolments)
    .set({
      completedAt: sql`coalesce(${courseEnrolments.completedAt}, now())`,
      certificateCode: sql`coalesce(${courseEnrolments.certificateCode}, ${newCertificateCode()})`,
    })
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
  return { unitCompleted: true, courseCompleted: true };
}
