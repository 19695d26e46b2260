import { csvFile } from "../../../lib/csv.ts";
import type { TeacherChallengeEntryNode } from "./documents.ts";

/** Stable column names: the entry's own, then one per field of the form (section 3), in the form's order. */
const HEADER = [
  "id",
  "sent_at",
  "name",
  "last_name",
  "role",
  "email",
  "candidacy_name",
  "centre_name",
  "centre_code",
  "autonomous_community",
  "total_students",
  "total_teachers",
  "candidacy_teachers",
  "students_benefited",
  "special_feature",
  "change_history",
  "teacher_impact",
  "student_impact",
  "anything_else",
  "attachments",
  "image_permissions",
];

/**
 * The candidacies as CSV (app/lib/csv.ts: RFC 4180, a UTF-8 byte-order mark, every risky cell neutralised): one row
 * per candidacy, its time in ISO 8601, the attached links as "name <url>" joined by new lines (one cell), image
 * permissions in the staff's language. The three required consents are not columns: every stored candidacy gave them.
 */
export function teacherChallengeCsv(entries: readonly TeacherChallengeEntryNode[], yesNo: (value: boolean) => string): string {
  return csvFile([
    HEADER,
    ...entries.map((e) => [
      e.id,
      e.createdAt,
      e.name,
      e.lastName,
      e.role,
      e.email,
      e.candidacyName,
      e.centreName,
      e.centreCode,
      e.community.name,
      String(e.totalStudents),
      String(e.totalTeachers),
      String(e.candidacyTeachers),
      String(e.studentsBenefited),
      e.specialFeature,
      e.changeHistory,
      e.teacherImpact,
      e.studentImpact,
      e.anythingElse ?? "",
      e.attachments.map((link) => `${link.name} <${link.url}>`).join("\n"),
      yesNo(e.imagePermissions),
    ]),
  ]);
}
