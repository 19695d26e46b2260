import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { courseEnrolments, courses } from "../db/schema/index.ts";
import { newCertificateCode } from "../services/courses/certificate-code.ts";

/**
 * Test data of certificates and training hours: a course with its hours, and a teacher's enrolment in it,
 * completed (with its certificate code) or not. Straight in the tables, as completion leaves them.
 */

const unique = () => randomBytes(4).toString("hex");

export type CourseRow = typeof courses.$inferSelect;

export async function givenCourse(db: Db, overrides: Partial<typeof courses.$inferInsert> = {}): Promise<CourseRow> {
  const slug = overrides.slug ?? `curso-${unique()}`;
  const [row] = await db
    .insert(courses)
    .values({
      slug,
      titleEs: `Curso ${slug}`,
      titleEn: `Course ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      image: "/images/courses/placeholder.svg",
      hours: 6,
      published: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("course not created");
  return row;
}

/** The user completed the course at `completedAt` (now by default): the enrolment with its certificate code. */
export async function givenCompletion(db: Db, user: { id: string }, course: { id: number }, completedAt = new Date()) {
  const certificateCode = newCertificateCode();
  await db.insert(courseEnrolments).values({ userId: user.id, courseId: course.id, startedAt: new Date(completedAt.getTime() - 86_400_000), completedAt, certificateCode });
  return { certificateCode, completedAt };
}

/** The user started the course and has not finished it. */
export async function givenEnrolment(db: Db, user: { id: string }, course: { id: number }) {
  await db.insert(courseEnrolments).values({ userId: user.id, courseId: course.id });
}
