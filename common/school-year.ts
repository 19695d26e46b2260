import { madridDay, madridMidnight } from "./event-dates.ts";

/**
 * The school year an instant falls in: from 1 September to 31 August on Spain's mainland calendar
 * (Europe/Madrid), whatever the server's time zone. A teacher's training hours are counted per school
 * year (section 9's reference-centre criterion).
 */
export type SchoolYear = {
  /** The calendar year it starts in (2026 for 2026-27). */
  startYear: number;
  /** As schools write it: "2026-27". */
  label: string;
  /** Madrid's midnight of 1 September. */
  from: Date;
  /** Madrid's midnight of the next 1 September (exclusive). */
  to: Date;
};

export function schoolYearOf(instant: Date): SchoolYear {
  const { year, month } = madridDay(instant);
  const startYear = month >= 9 ? year : year - 1;
  return {
    startYear,
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`,
    from: madridMidnight(startYear, 9, 1),
    to: madridMidnight(startYear + 1, 9, 1),
  };
}

/** Whether an instant falls within a school year. */
export function inSchoolYear(instant: Date, year: SchoolYear): boolean {
  return instant >= year.from && instant < year.to;
}
