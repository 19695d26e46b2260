import { asc, eq, inArray } from "drizzle-orm";
import { schoolYearOf } from "../../../common/school-year.ts";
import type { Db } from "../client.ts";
import { courseBlockAnswers, courseBlocks, courseEnrolments, courses, courseUnitCompletions, courseUnits } from "../schema/index.ts";
import { newCertificateCode } from "../../services/courses/certificate-code.ts";
import { seguridadYBienestarDigital } from "./courses/seguridad-y-bienestar-digital.ts";
import { seedCourses } from "./courses/index.ts";

/**
 * The demo teacher's training record (issue 14): one of the seeded courses completed this school year, every
 * unit done and every question answered right, so My panel shows training hours and a certificate, my courses
 * marks it completed with what to take next, and the public page verifies its code. The other courses stay
 * untouched for the journeys that take them.
 */
export const DEMO_COMPLETED_COURSE = {
  slug: seguridadYBienestarDigital.slug,
  titleEs: seguridadYBienestarDigital.title.es,
  titleEn: seguridadYBienestarDigital.title.en,
  hours: seguridadYBienestarDigital.hours,
} as const;

export async function seedCoursesDemo(db: Db, ids: { teacher: string }, now: Date = new Date()): Promise<void> {
  await seedCourses(db);
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, DEMO_COMPLETED_COURSE.slug));
  if (!course) return;
  const units = await db
    .select({ id: courseUnits.id })
    .from(courseUnits)
    .where(eq(courseUnits.courseId, course.id))
    .orderBy(asc(courseUnits.position));
  const keyed = await db
    .select({ id: courseBlocks.id, type: courseBlocks.type, solution: courseBlocks.solution })
    .from(courseBlocks)
    .where(
      inArray(
        courseBlocks.unitId,
        units.map((unit) => unit.id),
      ),
    );
  // An hour before the product's `now`, but never before this school year began: its hours count now.
  const completedAt = new Date(Math.max(now.getTime() - 3_600_000, schoolYearOf(now).from.getTime()));
  const answers = keyed.flatMap(({ id, type, solution }) => {
    const key = solution as Record<string, unknown> | null;
    if (!key) return [];
    // The right answer, in the shape a teacher sends it (common/courses.ts BlockAnswer).
    const answer = type === "test" ? { choice: key.correct } : type === "selection" ? { choices: key.correct } : key;
    return [{ userId: ids.teacher, blockId: id, answer, correct: true, answeredAt: completedAt }];
  });
  if (answers.length > 0) await db.insert(courseBlockAnswers).values(answers).onConflictDoNothing();
  if (units.length > 0) {
    await db
      .insert(courseUnitCompletions)
      .values(units.map((unit) => ({ userId: ids.teacher, unitId: unit.id, completedAt })))
      .onConflictDoNothing();
  }
  await db
    .insert(courseEnrolments)
    .values({
      userId: ids.teacher,
      courseId: course.id,
      lastUnitId: units.at(-1)?.id ?? null,
      startedAt: new Date(completedAt.getTime() - 7 * 86_400_000),
      completedAt,
      certificateCode: newCertificateCode(),
    })
    .onConflictDoNothing();
}
