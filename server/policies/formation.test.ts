import { describe, expect, test } from "vitest";
import { canOpenFormation, canPreviewFormation } from "./formation.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const user = (flags: Partial<{ active: boolean; developer: boolean; programs: (typeof programme)[] }>) => ({
  active: true,
  developer: false,
  programs: [],
  ...flags,
});

describe("canOpenFormation", () => {
  test.each([
    ["visitor", null, false],
    ["registered user without a licence", user({}), false],
    ["licensed teacher", user({ programs: [programme] }), true],
    ["deactivated licensed teacher", user({ programs: [programme], active: false }), false],
    ["staff (developer flag) without a licence", user({ developer: true }), false],
  ])("%s → %s", (_, viewer, allowed) => expect(canOpenFormation(viewer)).toBe(allowed));
});

describe("canPreviewFormation", () => {
  test.each([
    ["visitor", null, false],
    ["registered user", user({}), false],
    ["licensed teacher", user({ programs: [programme] }), false],
    ["foundation staff (developer flag)", user({ developer: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canPreviewFormation(viewer)).toBe(allowed));
});
