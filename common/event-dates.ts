import { EVENT_TIME_ZONE, type EventDateFilter } from "./publications.ts";

/**
 * The periods of the events date filter (today, this ISO week, this month), computed on Spain's
 * mainland calendar whatever the server's or the visitor's time zone, and correct across the
 * daylight-saving changes (the last Sundays of March and October).
 */
export type Period = { from: Date; to: Date };

type CalendarDay = { year: number; month: number; day: number; weekday: number };

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  weekday: "short",
});
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function madridParts(instant: Date) {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    // 1 = Monday … 7 = Sunday (ISO).
    weekday: WEEKDAYS.indexOf(parts.weekday ?? "") + 1,
  };
}

/** Minutes Madrid is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function madridOffsetMinutes(instant: Date): number {
  const p = madridParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The Madrid calendar day an instant falls on. */
export function madridDay(instant: Date): CalendarDay {
  const { year, month, day, weekday } = madridParts(instant);
  return { year, month, day, weekday };
}

/**
 * The instant Madrid's clocks show 00:00 on a calendar day. Days overflow as Date.UTC does
 * (day 32 is the 1st of the next month). The changes happen at 02:00/03:00, never at midnight, so
 * the offset found at the guess is the right one once checked a second time.
 */
export function madridMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - madridOffsetMinutes(new Date(wall)) * 60_000;
  const corrected = wall - madridOffsetMinutes(new Date(instant)) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * The period a date filter stands for at `now`: from the start of today, of the ISO week (Monday) or
 * of the month in Madrid, to the start of the next one (exclusive). "all" has no period.
 */
export function periodOf(filter: EventDateFilter, now: Date): Period | null {
  const { year, month, day, weekday } = madridDay(now);
  switch (filter) {
    case "today":
      return { from: madridMidnight(year, month, day), to: madridMidnight(year, month, day + 1) };
    case "thisWeek": {
      const monday = day - (weekday - 1);
      return { from: madridMidnight(year, month, monday), to: madridMidnight(year, month, monday + 7) };
    }
    case "thisMonth":
      return { from: madridMidnight(year, month, 1), to: madridMidnight(year, month + 1, 1) };
    default:
      return null;
  }
}

/** An event belongs to a period when it overlaps it. */
export function overlaps(event: { startsAt: Date; endsAt: Date }, period: Period): boolean {
  return event.startsAt < period.to && event.endsAt >= period.from;
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A form's `datetime-local` value ("2026-12-01T10:30"), read as Madrid's wall clock, as an instant; null if malformed. */
export function madridWallClock(local: string): Date | null {
  const m = LOCAL_MINUTE.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const instant = wall - madridOffsetMinutes(new Date(wall - madridOffsetMinutes(new Date(wall)) * 60_000)) * 60_000;
  return new Date(instant);
}

/** An instant as Madrid's wall clock in a `datetime-local` field's shape ("2026-12-01T10:30"). */
export function madridLocalValue(instant: Date): string {
  const p = madridParts(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
