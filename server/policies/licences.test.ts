import { describe, expect, test } from "vitest";
import { canGenerateLicences, canListLicencePackages } from "./licences.ts";

const user = (flags: Partial<{ licenseGenerator: boolean; teamPackage: boolean }>) => ({ licenseGenerator: false, teamPackage: false, ...flags });

describe("canGenerateLicences", () => {
  test.each([
    ["visitor", null, false],
    ["registered user", user({}), false],
    ["team-package user", user({ teamPackage: true }), false],
    ["licence generator", user({ licenseGenerator: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canGenerateLicences(viewer)).toBe(allowed));
});

describe("canListLicencePackages", () => {
  test.each([
    ["visitor", null, false],
    ["registered user", user({}), false],
    ["team-package user", user({ teamPackage: true }), true],
    ["licence generator", user({ licenseGenerator: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canListLicencePackages(viewer)).toBe(allowed));
});
