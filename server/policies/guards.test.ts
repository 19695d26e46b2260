import { describe, expect, test } from "vitest";
import { DomainError } from "../services/errors.ts";
import { requireLicence, requireRole, requireUser } from "./guards.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const registered = { id: "u", active: true, programs: [], moderator: false, licenseGenerator: false };
const licensed = { ...registered, programs: [programme] };
const moderator = { ...registered, moderator: true };

/** What a client would see of the refusal: its code and HTTP status. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status };
    throw error;
  }
  return "allowed";
}

describe("guards", () => {
  test.each([
    ["requireUser, visitor", () => requireUser(null), { code: "UNAUTHENTICATED", status: 401 }],
    ["requireUser, registered", () => requireUser(registered), "allowed"],
    ["requireLicence, visitor", () => requireLicence(null), { code: "UNAUTHENTICATED", status: 401 }],
    ["requireLicence, registered", () => requireLicence(registered), { code: "FORBIDDEN", status: 403 }],
    ["requireLicence, deactivated licence", () => requireLicence({ ...licensed, active: false }), { code: "FORBIDDEN", status: 403 }],
    ["requireLicence, licensed", () => requireLicence(licensed), "allowed"],
    ["requireRole moderator, visitor", () => requireRole(null, "moderator"), { code: "UNAUTHENTICATED", status: 401 }],
    ["requireRole moderator, registered", () => requireRole(registered, "moderator"), { code: "FORBIDDEN", status: 403 }],
    ["requireRole moderator, moderator", () => requireRole(moderator, "moderator"), "allowed"],
    ["requireRole licenseGenerator, moderator", () => requireRole(moderator, "licenseGenerator"), { code: "FORBIDDEN", status: 403 }],
  ])("%s", (_, run, outcome) => expect(refusal(run)).toEqual(outcome));

  test("a guard hands back the viewer it was given", () => {
    expect(requireRole(moderator, "moderator")).toBe(moderator);
  });
});
