import { describe, expect, test } from "vitest";
import { canEditReport, canFillReports, canManageReports, isReportOf } from "./reports.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const user = (flags: Partial<{ id: string; active: boolean; developer: boolean; programs: (typeof programme)[] }>) => ({
  id: "u1",
  active: true,
  developer: false,
  programs: [],
  ...flags,
});

describe("canFillReports", () => {
  test.each([
    ["visitor", null, false],
    ["registered user without a licence", user({}), false],
    ["licensed teacher", user({ programs: [programme] }), true],
    ["deactivated licensed teacher", user({ programs: [programme], active: false }), false],
    ["staff without a licence", user({ developer: true }), false],
  ])("%s → %s", (_, viewer, allowed) => expect(canFillReports(viewer)).toBe(allowed));
});

describe("canManageReports", () => {
  test.each([
    ["visitor", null, false],
    ["licensed teacher", user({ programs: [programme] }), false],
    ["foundation staff (developer flag)", user({ developer: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canManageReports(viewer)).toBe(allowed));
});

describe("isReportOf and canEditReport", () => {
  test.each([
    ["its teacher", user({ id: "u1" }), true],
    ["another teacher", user({ id: "u2" }), false],
    ["a visitor", null, false],
  ])("the report of u1, for %s → %s", (_, viewer, allowed) => expect(isReportOf(viewer, { userId: "u1" })).toBe(allowed));
  test("a draft is editable, a sent report is not", () => {
    expect(canEditReport({ sentAt: null })).toBe(true);
    expect(canEditReport({ sentAt: new Date() })).toBe(false);
  });
});
