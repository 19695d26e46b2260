import { and, desc, eq, isNotNull } from "drizzle-orm";
import { TRAINING_HOURS_CRITERION } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import { inSchoolYear, type SchoolYear, schoolYearOf } from "../../../common/school-year.ts";
import type { Db } from "../../db/client.ts";
import { courseEnrolments, courses } from "../../db/schema/index.ts";

/**
 * A teacher's training hours (section 9): the hours of the courses they completed in the current school year
 * (1 September to 31 August, Madrid time), against the reference-centre criterion; and every course they
 * completed, with its certificate, newest first.
 */
export type CompletedCourseView = {
  slug: string;
  title: string;
  hours: number;
  completedAt: Date;
  certificateCode: string | null;
  /** The school year it was completed in ("2026-27"). */
  schoolYear: string;
  /** Completed in the current school year: its hours count. */
  current: boolean;
};

export type TrainingHoursView = {
  schoolYear: SchoolYear;
  hours: number;
  criterion: number;
  courses: CompletedCourseView[];
};

/** `now` decides the current school year (injectable for tests). */
export async function trainingHours(db: Db, userId: string, lang: Language, now: Date = new Date()): Promise<TrainingHoursView> {
  const schoolYear = schoolYearOf(now);
  const rows = await db
    .select({
      slug: courses.slug,
      title: lang === "es" ? courses.titleEs : courses.titleEn,
      hours: courses.hours,
      completedAt: courseEnrolments.completedAt,
      certificateCode: courseEnrolments.certificateCode,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(and(eq(courseEnrolments.userId, userId), isNotNull(courseEnrolments.completedAt)))
    .orderBy(desc(courseEnrolments.completedAt), courses.slug);
  const completed = rows.flatMap(({ completedAt, ...row }) => {
    if (!completedAt) return [];
    const current = inSchoolYear(completedAt, schoolYear);
    return [{ ...row, completedAt, current, schoolYear: current ? schoolYear.label : schoolYearOf(completedAt).label }];
  });
  const hours = completed.filter((course) => course.current).reduce((sum, course) => sum + course.hours, 0);
  return { schoolYear, hours, criterion: TRAINING_HOURS_CRITERION, courses: completed };
}
