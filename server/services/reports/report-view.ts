import { AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { EMPTY_REPORT_ANSWERS, type ReportAnswers, type ReportKind, type ReportState } from "../../../common/reports.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { followUpReports } from "../../db/schema/index.ts";

export type ReportRow = typeof followUpReports.$inferSelect;

/** A follow-up report as its teacher and the staff see it. */
export type ReportView = {
  id: number;
  code: string;
  kind: ReportKind;
  state: ReportState;
  issuedAt: Date;
  draftSavedAt: Date | null;
  sentAt: Date | null;
  answers: ReportAnswers;
  /** Who it was issued to. */
  teacher: { name: string | null; email: string };
};

export function stateOf(row: Pick<ReportRow, "draftSavedAt" | "sentAt">): ReportState {
  return row.sentAt ? "sent" : row.draftSavedAt ? "draft" : "issued";
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The stored answers (written by the service after its checks), read defensively field by field. */
export function storedAnswers(json: Record<string, unknown>): ReportAnswers {
  const ratings = json.ratings && typeof json.ratings === "object" ? (json.ratings as Record<string, unknown>) : {};
  return {
    teacherName: text(json.teacherName),
    organisation: text(json.organisation),
    groupName: text(json.groupName),
    ageSegment: (AGE_SEGMENTS as readonly unknown[]).includes(json.ageSegment) ? (json.ageSegment as AgeSegment) : null,
    studentCount: typeof json.studentCount === "number" ? json.studentCount : null,
    subjects: Array.isArray(json.subjects) ? json.subjects.filter((s): s is string => typeof s === "string") : [],
    ratings: Object.fromEntries(Object.entries(ratings).filter((entry): entry is [string, number] => typeof entry[1] === "number")),
    materialsDamaged: typeof json.materialsDamaged === "boolean" ? json.materialsDamaged : null,
    materialsDamagedWhich: text(json.materialsDamagedWhich),
    suggestions: text(json.suggestions),
  };
}

/**
 * What the product knows of the teacher, for a report never saved: their name, and their centre (schools) or
 * entity (entities' groups) from the account and its licence. The teacher may change both.
 */
export function prefilledAnswers(
  kind: ReportKind,
  me: Pick<CurrentUser, "name" | "lastName" | "agentEntity" | "center" | "licenseData">,
): ReportAnswers {
  const name = [me.name, me.lastName].filter(Boolean).join(" ") || null;
  const centre = me.center?.name ?? me.licenseData?.center ?? null;
  const organisation = kind === "vulnerable" ? (me.agentEntity ?? centre) : centre;
  return { ...EMPTY_REPORT_ANSWERS, teacherName: name, organisation };
}

export function fullName(name: string | null, lastName: string | null): string | null {
  return [name, lastName].filter(Boolean).join(" ") || null;
}
