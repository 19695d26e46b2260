import { ALL_REPORT_QUESTIONS, REPORT_FIELDS } from "../../../common/reports.ts";
import type { StaffReportNode } from "./documents.ts";

/** Names the CSV's values in the staff's language: a kind, an age segment, a subject of a kind, yes or no. */
export type CsvLabels = {
  kind: (kind: string) => string;
  age: (age: string) => string;
  subject: (kind: string, id: string) => string;
  yesNo: (value: boolean) => string;
};

const COLUMN: Record<string, string> = {
  teacherName: "teacher_name",
  organisation: "centre_or_entity",
  groupName: "classroom_or_group",
  ageSegment: "age_segment",
  studentCount: "student_count",
  subjects: "subjects",
  materialsDamaged: "materials_damaged",
  materialsDamagedWhich: "materials_damaged_which",
  suggestions: "suggestions",
};

/**
 * The sent reports as CSV (RFC 4180: comma separated, CRLF lines, a UTF-8 byte-order mark so that Excel reads it
 * as UTF-8): one row per report, one column per field of the form (common/reports.ts REPORT_FIELDS), each rating
 * question a column of its own (empty for the other kind's questions), after the report's code, kind, account and
 * times (ISO 8601). Stable column names; values named in the staff's language.
 */
export function reportsCsv(reports: readonly StaffReportNode[], labels: CsvLabels): string {
  const fields = REPORT_FIELDS.flatMap((field) =>
    field === "ratings" ? ALL_REPORT_QUESTIONS.map((id) => `rating_${id}`) : [COLUMN[field] ?? field],
  );
  const header = ["code", "kind", "account_email", "issued_at", "sent_at", ...fields];
  const rows = reports.map((report) => {
    const a = report.answers;
    const ratings = new Map(a.ratings.map((r) => [r.question, String(r.value)]));
    const cells: Record<string, string[]> = {
      teacherName: [a.teacherName ?? ""],
      organisation: [a.organisation ?? ""],
      groupName: [a.groupName ?? ""],
      ageSegment: [a.ageSegment ? labels.age(a.ageSegment) : ""],
      studentCount: [a.studentCount === null ? "" : String(a.studentCount)],
      subjects: [a.subjects.map((id) => labels.subject(report.kind, id)).join("; ")],
      ratings: ALL_REPORT_QUESTIONS.map((id) => ratings.get(id) ?? ""),
      materialsDamaged: [a.materialsDamaged === null ? "" : labels.yesNo(a.materialsDamaged)],
      materialsDamagedWhich: [a.materialsDamagedWhich ?? ""],
      suggestions: [a.suggestions ?? ""],
    };
    return [
      report.code,
      labels.kind(report.kind),
      report.teacher.email,
      report.issuedAt,
      report.sentAt ?? "",
      ...REPORT_FIELDS.flatMap((field) => cells[field] ?? [""]),
    ];
  });
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Quotes a cell when it needs it; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
