import { REPORT_FIELDS, REPORT_QUESTIONS, REPORT_SUBJECTS, type ReportKind } from "../../../common/reports.ts";

/**
 * The id of the control a field's message points at (the error summary's links): a text's input, a group's
 * first option. Field paths are the API's ("ratings.materials").
 */
export function controlId(kind: ReportKind, field: string): string {
  if (field.startsWith("ratings.")) return `report-${field.replace(".", "-")}-1`;
  if (field === "subjects") return `report-subjects-${REPORT_SUBJECTS[kind][0]}`;
  if (field === "materialsDamaged") return "report-materialsDamaged-yes";
  return `report-${field}`;
}

/** Every field path of a kind's form, in the page's order (a rating question each). */
export function fieldPaths(kind: ReportKind): string[] {
  return REPORT_FIELDS.flatMap((field) => (field === "ratings" ? REPORT_QUESTIONS[kind].map((id) => `ratings.${id}`) : [field]));
}
