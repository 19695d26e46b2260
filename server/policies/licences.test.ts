import { expect, test } from "vitest";
import { canGenerateLicences } from "./licences.ts";

const user = (flags: Partial<{ licenseGenerator: boolean; teamPackage: boolean }>) => ({
  licenseGenerator: false,
  teamPackage: false,
  ...flags,
});

test.each([
  ["visitor", null, false],
  ["registered user", user({}), false],
  ["team-package user", user({ teamPackage: true }), false],
  ["licence generator", user({ licenseGenerator: true }), true],
])("licence generation: %s → %s", (_, viewer, allowed) => expect(canGenerateLicences(viewer)).toBe(allowed));
