import { schoolYearOf } from "../../../common/school-year.ts";
import type { Db } from "../client.ts";
import { courseEnrolments, courses } from "../schema/index.ts";
import { newCertificateCode } from "../../services/courses/certificate-code.ts";

/**
 * The demo teacher's training record (issue 14): a course of an earlier edition, no longer published, that
 * they completed this school year, so My panel shows their training hours and a certificate to download, and
 * the public page verifies its code. Being unpublished, it stays out of the course list the other journeys
 * take courses from; a certificate outlives its course's publication.
 */
export const DEMO_COMPLETED_COURSE = {
  slug: "primeros-pasos-competencia-digital-docente",
  titleEs: "Primeros pasos en la competencia digital docente",
  titleEn: "First steps in teachers' digital competence",
  summaryEs: "Edición anterior del curso de introducción al marco de competencia digital docente.",
  summaryEn: "An earlier edition of the introductory course on the teachers' digital competence framework.",
  image: "/images/classroom.svg",
  hours: 6,
  published: false,
} as const;

export async function seedCoursesDemo(db: Db, ids: { teacher: string }): Promise<void> {
  const [course] = await db.insert(courses).values(DEMO_COMPLETED_COURSE).onConflictDoNothing().returning({ id: courses.id });
  if (!course) return;
  // An hour ago, but never before this school year began: its hours count now.
  const now = new Date();
  const completedAt = new Date(Math.max(now.getTime() - 3_600_000, schoolYearOf(now).from.getTime()));
  await db.insert(courseEnrolments).values({
    userId: ids.teacher,
    courseId: course.id,
    startedAt: new Date(completedAt.getTime() - 7 * 86_400_000),
    completedAt,
    certificateCode: newCertificateCode(),
  });
}
