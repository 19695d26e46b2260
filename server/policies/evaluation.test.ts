import { describe, expect, test } from "vitest";
import { canManageClassroom, canOpenKey, stagesFor } from "./evaluation.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const teacher = (flags: Partial<{ id: string; active: boolean; programs: (typeof programme)[] }> = {}) => ({
  id: "u1",
  active: true,
  programs: [programme],
  center: null,
  ...flags,
});
const mine = { userId: "u1" };

describe("canManageClassroom", () => {
  test.each([
    ["visitor", null, false],
    ["its licensed teacher", teacher(), true],
    ["another licensed teacher", teacher({ id: "u2" }), false],
    ["its teacher without a licence any more", teacher({ programs: [] }), false],
    ["its teacher, deactivated", teacher({ active: false }), false],
  ])("%s → %s", (_, viewer, allowed) => expect(canManageClassroom(viewer, mine)).toBe(allowed));
});

describe("canOpenKey", () => {
  test.each([
    ["6-8, initial", "sixToEight", "initial", true],
    ["9-12, final", "nineToTwelve", "final", true],
    ["4-5, initial", "fourToFive", "initial", false],
    ["+12, final", "twelvePlus", "final", false],
    // Outside a reference centre.
    ["9-12, refCenter", "nineToTwelve", "refCenter", false],
  ] as const)("%s → %s", (_, age, stage, allowed) => expect(canOpenKey(teacher(), { age }, stage)).toBe(allowed));

  test("a teacher's stages are the initial and the final evaluation, and refCenter in a reference centre", () => {
    expect(stagesFor(teacher())).toEqual(["initial", "final"]);
    const centre = (referenceCentre: boolean) => ({
      id: "1",
      code: "28065012",
      email: null,
      name: "CEIP",
      province: null,
      status: "REGISTERED" as const,
      town: null,
      organization: null,
      referenceCentre,
    });
    expect(stagesFor({ center: centre(false) })).toEqual(["initial", "final"]);
    expect(stagesFor({ center: centre(true) })).toEqual(["initial", "final", "refCenter"]);
    expect(canOpenKey({ center: centre(true) }, { age: "sixToEight" }, "refCenter")).toBe(true);
    expect(canOpenKey({ center: centre(true) }, { age: "fourToFive" }, "refCenter")).toBe(false);
  });
});
