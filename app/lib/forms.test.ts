import { describe, expect, it } from "vitest";
import { checksOnLeave } from "./forms.ts";

describe("checksOnLeave: when leaving a field checks it", () => {
  it("does not check a field only tabbed past before the form is sent", () => {
    expect(checksOnLeave({ changed: false, submitted: false })).toBe(false);
  });
  it("checks a field the user changed", () => {
    expect(checksOnLeave({ changed: true, submitted: false })).toBe(true);
  });
  it("checks every field once the form was sent", () => {
    expect(checksOnLeave({ changed: false, submitted: true })).toBe(true);
  });
  it("checks a wizard's step only once it was sent", () => {
    expect(checksOnLeave({ changed: true, submitted: false, checkOnSend: true })).toBe(false);
    expect(checksOnLeave({ changed: false, submitted: true, checkOnSend: true })).toBe(true);
  });
});
