import { EMPTY_TEACHER_ROW, LICENCE_REQUEST_LIMITS as LIMITS, type TeacherRowValues } from "../../../common/licences.ts";

/** What the licence request form shows: the values typed so far, one entry per teacher row. */
export type RequestFormValues = {
  quantity: string;
  reason: string;
  teachers: TeacherRowValues[];
  managerInformed: boolean;
};

export const EMPTY_REQUEST: RequestFormValues = { quantity: "", reason: "", teachers: [EMPTY_TEACHER_ROW], managerInformed: false };

/** The numbers some messages name ({{max}}), by message key. */
const ERROR_PARAMS: Record<string, { max: number }> = {
  "licences.request.errors.quantityMax": { max: LIMITS.maxLicences },
  "licences.request.errors.reasonTooLong": { max: LIMITS.reasonMax },
  "licences.request.errors.textTooLong": { max: LIMITS.textMax },
  "licences.request.errors.teachersTooMany": { max: LIMITS.maxTeachers },
};
export function errorParams(key: string): { max: number } | undefined {
  return ERROR_PARAMS[key];
}
