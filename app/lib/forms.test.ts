import { describe, expect, it } from "vitest";
import { checksOnLeave, lazyZodResolver } from "./forms.ts";

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

describe("lazyZodResolver: the shared schema, imported when the form is first checked", () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  it("checks with the schema's rules and gives each field its message key", async () => {
    const resolver = lazyZodResolver(() => import("../../common/schemas/account.ts").then((schemas) => schemas.LoginInput));
    const refused = await resolver({ email: "ana@", password: "" }, undefined, options);
    expect(Object.fromEntries(Object.entries(refused.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      email: "validation.emailInvalid",
      password: "validation.passwordRequired",
    });
    const accepted = await resolver({ email: " Ana@Example.org", password: "x" }, undefined, options);
    expect(accepted).toEqual({ errors: {}, values: { email: "ana@example.org", password: "x" } });
  });
  it("lets the form through when the schema cannot be loaded (the server checks it)", async () => {
    const resolver = lazyZodResolver(() => Promise.reject(new Error("offline")));
    expect(await resolver({ email: "" }, undefined, options)).toEqual({ errors: {}, values: { email: "" } });
  });
});
