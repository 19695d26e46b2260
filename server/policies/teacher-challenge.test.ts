import { describe, expect, test } from "vitest";
import { canApplyTeacherChallenge, canListTeacherChallengeEntries } from "./teacher-challenge.ts";

const user = (flags: Partial<{ id: string; developer: boolean }> = {}) => ({ id: "u1", developer: false, ...flags });

describe("canApplyTeacherChallenge", () => {
  test.each([
    ["a visitor, open", null, "open", false],
    ["a signed-in user, coming soon", user(), "comingSoon", false],
    ["a signed-in user, open", user(), "open", true],
    ["a signed-in user, closed", user(), "closed", false],
    ["staff, closed", user({ developer: true }), "closed", false],
  ] as const)("%s → %s", (_, viewer, stage, allowed) => expect(canApplyTeacherChallenge(viewer, stage)).toBe(allowed));
});

describe("canListTeacherChallengeEntries", () => {
  test.each([
    ["a visitor", null, false],
    ["a signed-in user", user(), false],
    ["the foundation's staff (developer flag)", user({ developer: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canListTeacherChallengeEntries(viewer)).toBe(allowed));
});
