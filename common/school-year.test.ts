import { describe, expect, test } from "vitest";
import { inSchoolYear, schoolYearOf } from "./school-year.ts";

describe("the school year of an instant (1 September to 31 August, Madrid time)", () => {
  test("the last minute of 31 August in Madrid is still the year before", () => {
    // 23:59 on 31 August in Madrid (summer time, UTC+2) is 21:59 UTC.
    const year = schoolYearOf(new Date("2027-08-31T21:59:59Z"));
    expect(year.label).toBe("2026-27");
    expect(year.startYear).toBe(2026);
  });

  test("00:00 on 1 September in Madrid starts the next one, though it is still 31 August in UTC", () => {
    const year = schoolYearOf(new Date("2027-08-31T22:00:00Z"));
    expect(year.label).toBe("2027-28");
    expect(year.from.toISOString()).toBe("2027-08-31T22:00:00.000Z");
    expect(year.to.toISOString()).toBe("2028-08-31T22:00:00.000Z");
  });

  test("January belongs to the year that started the September before", () => {
    expect(schoolYearOf(new Date("2027-01-15T10:00:00Z")).label).toBe("2026-27");
    expect(schoolYearOf(new Date("2099-12-31T10:00:00Z")).label).toBe("2099-00");
  });

  test("the bounds are inclusive at the start and exclusive at the end", () => {
    const year = schoolYearOf(new Date("2027-03-01T12:00:00Z"));
    expect(inSchoolYear(new Date("2026-08-31T22:00:00Z"), year)).toBe(true);
    expect(inSchoolYear(new Date("2026-08-31T21:59:59Z"), year)).toBe(false);
    expect(inSchoolYear(new Date("2027-08-31T21:59:59Z"), year)).toBe(true);
    expect(inSchoolYear(new Date("2027-08-31T22:00:00Z"), year)).toBe(false);
  });
});
