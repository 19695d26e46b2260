import { describe, expect, test } from "vitest";
import { analyticsLabel, canSeeAnalytics, mayRecordAnalytics } from "./analytics.ts";

describe("mayRecordAnalytics", () => {
  test.each([
    ["no choice made", null, false],
    ["necessary only", { marketing: false }, false],
    ["marketing on", { marketing: true }, true],
  ])("%s → %s", (_, consent, allowed) => expect(mayRecordAnalytics(consent)).toBe(allowed));
});

describe("analyticsLabel", () => {
  const licenceData = { center: "CEIP Cervantes", centerEmail: null, organization: null, province: null };
  test.each([
    ["visitor", null, "open"],
    ["account without licence data", { licenseData: null }, "open"],
    ["account with licence data", { licenseData: licenceData }, "premium"],
  ])("%s → %s", (_, caller, label) => expect(analyticsLabel(caller)).toBe(label));
});

describe("canSeeAnalytics", () => {
  test.each([
    ["visitor", null, false],
    ["signed-in user", { developer: false }, false],
    ["foundation staff (developer flag)", { developer: true }, true],
  ])("%s → %s", (_, viewer, allowed) => expect(canSeeAnalytics(viewer)).toBe(allowed));
});
