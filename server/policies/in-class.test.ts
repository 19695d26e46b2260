import { describe, expect, test } from "vitest";
import { canOpenItinerary, canReadInClass, canViewAsPackage } from "./in-class.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const user = (flags: Partial<{ active: boolean; developer: boolean; programs: (typeof programme)[] }>) => ({
  active: true,
  developer: false,
  programs: [],
  ...flags,
});

describe("canReadInClass", () => {
  test.each([
    ["visitor", null, false],
    ["registered user without a licence", user({}), false],
    ["licensed teacher", user({ programs: [programme] }), true],
    ["deactivated licensed teacher", user({ programs: [programme], active: false }), false],
    ["developer flag without a licence", user({ developer: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canReadInClass(viewer)).toBe(allowed));
});

describe("canOpenItinerary", () => {
  test.each([
    ["holder of the programme", { programIds: [1], developer: false }, true],
    ["holder of another programme", { programIds: [2], developer: false }, false],
    ["developer without programmes", { programIds: [], developer: true }, true],
    ["developer viewing another programme's package", { programIds: [2], developer: true }, false],
  ])("%s → %s", (_, reader, allowed) => expect(canOpenItinerary(reader, 1)).toBe(allowed));
});

describe("canViewAsPackage", () => {
  test.each([
    ["visitor", null, false],
    ["user without the team-package flag", { teamPackage: false }, false],
    ["team-package user", { teamPackage: true }, true],
  ])("%s → %s", (_, viewer, allowed) => expect(canViewAsPackage(viewer)).toBe(allowed));
});
