import { describe, expect, test } from "vitest";
import { ageOn, fieldErrors, LoginInput, parseDate, SignupInput } from "./account.ts";

const valid = {
  email: "ana@example.org",
  name: "Ana",
  lastName: "López",
  birthday: "2000-01-31",
  password: "secreto",
  repeatPassword: "secreto",
  privacy: true,
  notices: false,
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = SignupInput.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("sign-up schema (section 5)", () => {
  test("accepts a valid sign-up and normalises the email", () => {
    const parsed = SignupInput.parse({ ...valid, email: " Ana@Example.ORG " });
    expect(parsed.email).toBe("ana@example.org");
  });

  test("gives each rule's message key", () => {
    expect(errorsOf({ email: "" })).toEqual({ email: "validation.emailRequired" });
    expect(errorsOf({ email: "ana@" })).toEqual({ email: "validation.emailInvalid" });
    expect(errorsOf({ name: "" })).toEqual({ name: "validation.nameRequired" });
    expect(errorsOf({ lastName: " " })).toEqual({ lastName: "validation.lastNameRequired" });
    expect(errorsOf({ password: "12345", repeatPassword: "12345" })).toEqual({ password: "validation.passwordLength" });
    expect(errorsOf({ password: "a".repeat(36), repeatPassword: "a".repeat(36) })).toEqual({});
    expect(errorsOf({ repeatPassword: "secretx" })).toEqual({ repeatPassword: "validation.passwordMismatch" });
    expect(errorsOf({ birthday: "" })).toEqual({ birthday: "validation.dateInvalid" });
    expect(errorsOf({ birthday: "2100-01-01" })).toEqual({ birthday: "validation.dateInvalid" });
    expect(errorsOf({ privacy: false })).toEqual({ privacy: "validation.privacyRequired" });
  });

  test("login needs an email and a password", () => {
    expect(LoginInput.safeParse({ email: "a@b.es", password: "" }).success).toBe(false);
    expect(LoginInput.safeParse({ email: "a@b.es", password: "x" }).success).toBe(true);
  });
});

describe("dates and age", () => {
  test("parseDate refuses impossible dates", () => {
    expect(parseDate("2024-02-29")).not.toBeNull();
    expect(parseDate("2023-02-29")).toBeNull();
    expect(parseDate("31/01/2000")).toBeNull();
  });

  test("ageOn counts whole years", () => {
    const birthday = parseDate("2010-06-15")!;
    expect(ageOn(birthday, new Date(Date.UTC(2024, 5, 14)))).toBe(13);
    expect(ageOn(birthday, new Date(Date.UTC(2024, 5, 15)))).toBe(14);
  });
});
