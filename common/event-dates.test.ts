import { describe, expect, test } from "vitest";
import { madridDay, madridMidnight, madridOffsetMinutes, overlaps, periodOf } from "./event-dates.ts";

const iso = (period: { from: Date; to: Date } | null) => period && { from: period.from.toISOString(), to: period.to.toISOString() };

describe("Madrid offset and midnight", () => {
  test("winter is UTC+1 and summer UTC+2", () => {
    expect(madridOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(60);
    expect(madridOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(120);
  });

  test("the offset changes at 01:00 UTC on the last Sundays of March and October", () => {
    expect(madridOffsetMinutes(new Date("2026-03-29T00:59:59Z"))).toBe(60);
    expect(madridOffsetMinutes(new Date("2026-03-29T01:00:00Z"))).toBe(120);
    expect(madridOffsetMinutes(new Date("2026-10-25T00:59:59Z"))).toBe(120);
    expect(madridOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(60);
  });

  test("midnight on either side of the changes", () => {
    expect(madridMidnight(2026, 3, 29).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(madridMidnight(2026, 3, 30).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(madridMidnight(2026, 10, 25).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(madridMidnight(2026, 10, 26).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  test("days overflow into the next month and year", () => {
    expect(madridMidnight(2026, 12, 32).toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(madridMidnight(2026, 13, 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  test("an instant late in the UTC evening is already the next day in Madrid", () => {
    expect(madridDay(new Date("2026-06-30T22:30:00Z"))).toEqual({ year: 2026, month: 7, day: 1, weekday: 3 });
    expect(madridDay(new Date("2026-06-30T21:59:59Z"))).toEqual({ year: 2026, month: 6, day: 30, weekday: 2 });
  });
});

describe("periodOf", () => {
  test("all has no period", () => {
    expect(periodOf("all", new Date())).toBeNull();
  });

  test("today, this week (Monday to Monday) and this month in winter", () => {
    const now = new Date("2026-02-11T10:00:00Z"); // Wednesday
    expect(iso(periodOf("today", now))).toEqual({ from: "2026-02-10T23:00:00.000Z", to: "2026-02-11T23:00:00.000Z" });
    expect(iso(periodOf("thisWeek", now))).toEqual({ from: "2026-02-08T23:00:00.000Z", to: "2026-02-15T23:00:00.000Z" });
    expect(iso(periodOf("thisMonth", now))).toEqual({ from: "2026-01-31T23:00:00.000Z", to: "2026-02-28T23:00:00.000Z" });
  });

  test("near midnight UTC the Madrid day decides", () => {
    // 23:30 UTC on Sunday 31 May is 01:30 on Monday 1 June in Madrid: a new day, week and month.
    const now = new Date("2026-05-31T23:30:00Z");
    expect(iso(periodOf("today", now))).toEqual({ from: "2026-05-31T22:00:00.000Z", to: "2026-06-01T22:00:00.000Z" });
    expect(iso(periodOf("thisWeek", now))).toEqual({ from: "2026-05-31T22:00:00.000Z", to: "2026-06-07T22:00:00.000Z" });
    expect(iso(periodOf("thisMonth", now))).toEqual({ from: "2026-05-31T22:00:00.000Z", to: "2026-06-30T22:00:00.000Z" });
  });

  test("the day clocks go forward lasts 23 hours; its week and month span the change", () => {
    const now = new Date("2026-03-29T10:00:00Z"); // Sunday
    expect(iso(periodOf("today", now))).toEqual({ from: "2026-03-28T23:00:00.000Z", to: "2026-03-29T22:00:00.000Z" });
    expect(iso(periodOf("thisWeek", now))).toEqual({ from: "2026-03-22T23:00:00.000Z", to: "2026-03-29T22:00:00.000Z" });
    expect(iso(periodOf("thisMonth", now))).toEqual({ from: "2026-02-28T23:00:00.000Z", to: "2026-03-31T22:00:00.000Z" });
  });

  test("the day clocks go back lasts 25 hours", () => {
    const now = new Date("2026-10-25T00:30:00Z"); // 02:30 summer time, before the change
    expect(iso(periodOf("today", now))).toEqual({ from: "2026-10-24T22:00:00.000Z", to: "2026-10-25T23:00:00.000Z" });
    const after = new Date("2026-10-25T22:59:00Z"); // 23:59 winter time, same day
    expect(iso(periodOf("today", after))).toEqual(iso(periodOf("today", now)));
    expect(iso(periodOf("thisWeek", after))).toEqual({ from: "2026-10-18T22:00:00.000Z", to: "2026-10-25T23:00:00.000Z" });
    expect(iso(periodOf("thisMonth", after))).toEqual({ from: "2026-09-30T22:00:00.000Z", to: "2026-10-31T23:00:00.000Z" });
  });

  test("a week that crosses a month and a year", () => {
    const now = new Date("2026-01-01T12:00:00Z"); // Thursday
    expect(iso(periodOf("thisWeek", now))).toEqual({ from: "2025-12-28T23:00:00.000Z", to: "2026-01-04T23:00:00.000Z" });
  });

  test("overlap: an event belongs to a period it touches", () => {
    const period = periodOf("today", new Date("2026-02-11T10:00:00Z"))!;
    const at = (s: string, e: string) => ({ startsAt: new Date(s), endsAt: new Date(e) });
    expect(overlaps(at("2026-02-10T20:00:00Z", "2026-02-10T23:30:00Z"), period)).toBe(true); // ends after midnight
    expect(overlaps(at("2026-02-10T20:00:00Z", "2026-02-10T22:59:00Z"), period)).toBe(false); // yesterday
    expect(overlaps(at("2026-02-11T22:59:00Z", "2026-02-12T01:00:00Z"), period)).toBe(true); // starts before the end
    expect(overlaps(at("2026-02-11T23:00:00Z", "2026-02-12T01:00:00Z"), period)).toBe(false); // tomorrow
    expect(overlaps(at("2026-02-01T09:00:00Z", "2026-02-20T18:00:00Z"), period)).toBe(true); // spans it
  });
});
