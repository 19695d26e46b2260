import type { AgeSegment } from "../../../common/ages.ts";
import { RATING_VALUES, REPORT_LIMITS, REPORT_SUGGESTIONS_MAX, type ReportAnswers } from "../../../common/reports.ts";
import type { Language } from "../../../common/languages.ts";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { dateFormat } from "../../lib/intl.ts";
import type { FollowUpReportNode } from "./documents.ts";

/** The report's form as its controls hold it: text, the ticked subjects, each question's chosen value. */
export type ReportFormValues = {
  teacherName: string;
  organisation: string;
  groupName: string;
  ageSegment: string;
  studentCount: string;
  subjects: string[];
  ratings: Record<string, string>;
  materialsDamaged: "yes" | "no" | "";
  materialsDamagedWhich: string;
  suggestions: string;
};

/** The API's answers as the form's values. */
export function formValuesOf(answers: FollowUpReportNode["answers"]): ReportFormValues {
  return {
    teacherName: answers.teacherName ?? "",
    organisation: answers.organisation ?? "",
    groupName: answers.groupName ?? "",
    ageSegment: answers.ageSegment ?? "",
    studentCount: answers.studentCount === null ? "" : String(answers.studentCount),
    subjects: [...answers.subjects],
    ratings: Object.fromEntries(answers.ratings.map((r) => [r.question, String(r.value)])),
    materialsDamaged: answers.materialsDamaged === null ? "" : answers.materialsDamaged ? "yes" : "no",
    materialsDamagedWhich: answers.materialsDamagedWhich ?? "",
    suggestions: answers.suggestions ?? "",
  };
}

/** A posted form's values (never longer than a text could usefully be: the checks then say it is too long). */
export function readReportForm(form: FormData, questions: readonly string[]): ReportFormValues {
  const text = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max + 1);
  const damaged = form.get("materialsDamaged");
  return {
    teacherName: text("teacherName", REPORT_LIMITS.nameMax),
    organisation: text("organisation", REPORT_LIMITS.nameMax),
    groupName: text("groupName", REPORT_LIMITS.groupNameMax),
    ageSegment: text("ageSegment", 20),
    studentCount: text("studentCount", 20),
    subjects: form.getAll("subjects").map(String).slice(0, 50),
    ratings: Object.fromEntries(questions.map((id) => [id, String(form.get(`ratings.${id}`) ?? "")])),
    materialsDamaged: damaged === "yes" || damaged === "no" ? damaged : "",
    materialsDamagedWhich: text("materialsDamagedWhich", REPORT_LIMITS.whichMax),
    suggestions: text("suggestions", REPORT_SUGGESTIONS_MAX),
  };
}

/** Checked answers as the API's input (ratings as a list). */
export function apiInputOf(answers: ReportAnswers) {
  return {
    ...answers,
    ageSegment: answers.ageSegment as AgeSegment | null,
    ratings: Object.entries(answers.ratings).map(([question, value]) => ({ question, value })),
  };
}

/** The values a message key may name ({{max}}). */
export function errorParams(key: string): Record<string, number> {
  if (key.endsWith("studentCountRange")) return { max: REPORT_LIMITS.studentCountMax };
  if (key.endsWith("suggestionsTooLong")) return { max: REPORT_SUGGESTIONS_MAX };
  return {};
}

export const RATINGS = RATING_VALUES;

const locale = (lang: Language) => (lang === "es" ? "es-ES" : "en-GB");

/**
 * A moment as the page says it, in Spain's mainland time and the page's language, written by the loader (on the
 * server) so that the browser's own ICU data never changes a rendered text: its date ("3 de marzo de 2026"), its
 * time ("10:32") and whether it is today.
 */
export function momentShown(iso: string, lang: Language, now = new Date()): { date: string; time: string; today: boolean } {
  const at = new Date(iso);
  const day = dateFormat(locale(lang), { dateStyle: "long", timeZone: EVENT_TIME_ZONE });
  const time = dateFormat(locale(lang), { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: EVENT_TIME_ZONE });
  return { date: day.format(at), time: time.format(at), today: day.format(at) === day.format(now) };
}
