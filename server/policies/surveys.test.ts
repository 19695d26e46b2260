import { describe, expect, test } from "vitest";
import { canAnswerSurvey, canSeeSurveyCounts } from "./surveys.ts";

const open = { access: "open" } as const;
const premium = { access: "premium" } as const;
const user = { id: "u1", developer: false };
const staff = { id: "u2", developer: true };

describe("canAnswerSurvey", () => {
  test.each([
    ["visitor, open activity", null, open, false],
    ["signed-in user, open activity", user, open, true],
    ["signed-in user, premium activity", user, premium, false],
    ["staff, premium activity", staff, premium, false],
  ])("%s → %s", (_, viewer, activity, allowed) => expect(canAnswerSurvey(viewer, activity)).toBe(allowed));
});

describe("canSeeSurveyCounts", () => {
  test.each([
    ["visitor", null, false],
    ["signed-in user", user, false],
    ["foundation staff (developer flag)", staff, true],
  ])("%s → %s", (_, viewer, allowed) => expect(canSeeSurveyCounts(viewer)).toBe(allowed));
});
