import { and, eq, isNotNull } from "drizzle-orm";
import { normalizeCertificateCode } from "../../../common/certificates.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { courseEnrolments, courses, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * Course certificates (decision 032): a completed enrolment carries the code its certificate prints. The
 * teacher downloads the certificate of a course they completed; anyone holding the code (it travels on
 * paper and in the QR) checks it on the public verification page. A certificate outlives its course's
 * publication: an unpublished course's certificates stay valid.
 */
export type CertificateView = {
  code: string;
  /** The teacher's name and surnames as their account holds them (empty when the account has none). */
  holderName: string;
  courseSlug: string;
  courseTitle: string;
  hours: number;
  completedAt: Date;
};

function columns(lang: Language) {
  return {
    code: courseEnrolments.certificateCode,
    name: users.name,
    lastName: users.lastName,
    courseSlug: courses.slug,
    courseTitle: lang === "es" ? courses.titleEs : courses.titleEn,
    hours: courses.hours,
    completedAt: courseEnrolments.completedAt,
  };
}

type Row = {
  code: string | null;
  name: string | null;
  lastName: string | null;
  courseSlug: string;
  courseTitle: string;
  hours: number;
  completedAt: Date | null;
};

function view(row: Row | undefined): CertificateView | null {
  if (!row?.code || !row.completedAt) return null;
  const holderName = [row.name, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    code: row.code,
    holderName,
    courseSlug: row.courseSlug,
    courseTitle: row.courseTitle,
    hours: row.hours,
    completedAt: row.completedAt,
  };
}

function completedEnrolments(db: Db, lang: Language) {
  return db
    .select(columns(lang))
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(users, eq(users.id, courseEnrolments.userId));
}

/**
 * The certificate of a course the user completed, by the course's slug. A course that does not exist, or that
 * this user has not completed, is NOT_FOUND (404): nobody learns whether others completed it.
 */
export async function certificateOf(db: Db, userId: string, courseSlug: string, lang: Language): Promise<CertificateView> {
  const rows =
    courseSlug.length > 200
      ? []
      : await completedEnrolments(db, lang)
          .where(and(eq(courseEnrolments.userId, userId), eq(courses.slug, courseSlug), isNotNull(courseEnrolments.completedAt)))
          .limit(1);
  const certificate = view(rows[0]);
  if (!certificate) throw new DomainError("NOT_FOUND", { status: 404 });
  return certificate;
}

/** What a certificate code stands for; null for a code nobody holds or text that cannot be a code (no query then). */
export async function verifyCertificate(db: Db, input: string, lang: Language): Promise<CertificateView | null> {
  const code = normalizeCertificateCode(input);
  if (!code) return null;
  const [row] = await completedEnrolments(db, lang)
    .where(and(eq(courseEnrolments.certificateCode, code), isNotNull(courseEnrolments.completedAt)))
    .limit(1);
  return view(row);
}
