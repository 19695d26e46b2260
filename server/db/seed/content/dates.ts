import { EVENT_TIME_ZONE } from "../../../../common/publications.ts";
import type { EventWhen } from "./types.ts";

const DAY = 86_400_000;

/** Year, month (1-12), day and ISO weekday (1 = Monday) of an instant in Madrid. */
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: EVENT_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
});
const minuteFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

function madridParts(instant: Date): { year: number; month: number; day: number; weekday: number } {
  const parts = dayFormat.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return { year: Number(get("year")), month: Number(get("month")), day: Number(get("day")), weekday: weekdays.indexOf(get("weekday")) + 1 };
}

/** Milliseconds Madrid is ahead of UTC at an instant (3 600 000 in winter, 7 200 000 in summer). */
function madridOffset(instant: Date): number {
  const p = minuteFormat.formatToParts(instant);
  const get = (type: string) => Number(p.find((x) => x.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The instant of hour `hour` on a Madrid calendar day (year, month, day may overflow: Date.UTC
 * normalises them). The offset is read at that wall time, so summer and winter time both hold.
 */
export function madridTime(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  const guess = new Date(wall - madridOffset(new Date(wall)));
  return new Date(wall - madridOffset(guess));
}

/** Days from today (Madrid) of the current ISO week's days inside the current month, future ones first. */
function otherDaysThisWeek(now: Date): number[] {
  const { year, month, day, weekday } = madridParts(now);
  const offsets: number[] = [];
  for (let d = 1 - weekday; d <= 7 - weekday; d++) {
    if (d === 0) continue;
    const date = new Date(Date.UTC(year, month - 1, day + d));
    if (date.getUTCMonth() === month - 1) offsets.push(d);
  }
  return [...offsets.filter((d) => d > 0), ...offsets.filter((d) => d < 0).reverse()];
}

/** Spain's fixed national holidays (month-day), when no working event should fall. */
const HOLIDAYS = new Set(["1-1", "1-6", "5-1", "8-15", "10-12", "11-1", "12-6", "12-8", "12-25"]);

/** Days to add to a calendar day so that it is a working day (or a Monday) off the holidays. */
function alignment(year: number, month: number, day: number, align: "weekday" | "monday"): number {
  for (let extra = 0; ; extra++) {
    const date = new Date(Date.UTC(year, month - 1, day + extra));
    const weekday = date.getUTCDay();
    const holiday = HOLIDAYS.has(`${date.getUTCMonth() + 1}-${date.getUTCDate()}`);
    if (!holiday && (align === "monday" ? weekday === 1 : weekday >= 1 && weekday <= 5)) return extra;
  }
}

/** Start and end instants of an event, relative to `now`. */
export function eventInstants(when: EventWhen, now: Date): { startsAt: Date; endsAt: Date } {
  const { year, month, day } = madridParts(now);
  let offset = 0;
  if (when.kind === "days") offset = when.days + (when.align ? alignment(year, month, day + when.days, when.align) : 0);
  if (when.kind === "thisWeek") offset = otherDaysThisWeek(now)[when.nth] ?? 0;
  const lasting = when.kind === "days" ? (when.lastingDays ?? 0) : 0;
  return {
    startsAt: madridTime(year, month, day + offset, when.startHour),
    endsAt: madridTime(year, month, day + offset + lasting, when.endHour),
  };
}

/** An instant `days` days before `now`, at 9:30 Madrid time. */
export function daysBefore(now: Date, days: number): Date {
  const { year, month, day } = madridParts(new Date(now.getTime() - days * DAY));
  const at = madridTime(year, month, day, 9);
  return new Date(Math.min(at.getTime() + 30 * 60_000, now.getTime()));
}
