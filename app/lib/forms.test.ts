import { describe, expect, it } from "vitest";
import {
  applyCheck,
  checksOnLeave,
  checkValues,
  controlValue,
  errorsByPath,
  fieldsToCheck,
  nameAfterRemoval,
  nestValues,
} from "./forms.ts";

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

describe("fieldsToCheck: which fields a change or a departure checks", () => {
  const fresh = { shown: [], changed: false, submitted: false };
  it("checks nothing while a field is first typed", () => {
    expect(fieldsToCheck("change", "email", { ...fresh, changed: true })).toEqual([]);
    expect(fieldsToCheck("change", "email", { ...fresh, changed: true, submitted: true })).toEqual([]);
  });
  it("rechecks a field showing an error as it changes, with the other fields showing one (a repeated password)", () => {
    expect(fieldsToCheck("change", "password", { ...fresh, shown: ["repeatPassword", "password"], changed: true })).toEqual([
      "password",
      "repeatPassword",
    ]);
  });
  it("checks a field left after a change, with the fields showing an error", () => {
    expect(fieldsToCheck("leave", "email", { ...fresh, shown: ["name"], changed: true })).toEqual(["email", "name"]);
  });
  it("leaves a field only tabbed past alone before the form is sent, and checks it after", () => {
    expect(fieldsToCheck("leave", "email", fresh)).toEqual([]);
    expect(fieldsToCheck("leave", "email", { ...fresh, submitted: true })).toEqual(["email"]);
  });
  it("checks a wizard's step only once it was sent", () => {
    expect(fieldsToCheck("leave", "code", { ...fresh, changed: true, checkOnSend: true })).toEqual([]);
    expect(fieldsToCheck("leave", "code", { ...fresh, changed: true, submitted: true, checkOnSend: true })).toEqual(["code"]);
  });
});

describe("applyCheck: the messages a check leaves on screen", () => {
  it("changes only the fields checked", () => {
    expect(applyCheck({ email: "a", name: "b" }, { email: "c", password: "d" }, ["email", "name"])).toEqual({ email: "c" });
  });
  it("shows every message found when the form is sent", () => {
    expect(applyCheck({ email: "a" }, { name: "b", password: "d" }, null)).toEqual({ name: "b", password: "d" });
  });
});

describe("errorsByPath and checkValues: the shared schema, imported when the form is first checked", () => {
  it("keeps the first message of each path, nested paths dotted", () => {
    expect(
      errorsByPath([
        { path: ["teachers", 0, "name"], message: "x" },
        { path: ["teachers", 0, "name"], message: "y" },
        { path: ["email"], message: "z" },
      ]),
    ).toEqual({ "teachers.0.name": "x", email: "z" });
  });
  it("checks with the schema's rules and gives each field its message key", async () => {
    const load = () => import("../../common/schemas/account.ts").then((schemas) => schemas.LoginInput);
    expect(await checkValues(load, { email: "ana@", password: "" })).toEqual({
      email: "validation.emailInvalid",
      password: "validation.passwordRequired",
    });
    expect(await checkValues(load, { email: " Ana@Example.org", password: "x" })).toEqual({});
  });
  it("puts a refinement's message on its path (a repeated password)", async () => {
    const load = () => import("../../common/schemas/password.ts").then((schemas) => schemas.NewPasswordInput);
    expect(await checkValues(load, { password: "una clave larga", repeatPassword: "otra" })).toEqual({
      repeatPassword: "validation.newPasswordsMismatch",
    });
  });
  it("gives a licence request's rows their messages by index", async () => {
    const load = () => import("../../common/schemas/licence-request.ts").then((schemas) => schemas.LicenceRequestInput);
    const values = nestValues([
      ["quantity", "2"],
      ["reason", "Más grupos"],
      ["managerInformed", true],
      ["teachers.0.name", "Ana"],
      ["teachers.0.courses", "1.º"],
      ["teachers.0.subjects", "Lengua"],
      ["teachers.0.trained", "yes"],
      ["teachers.1.name", ""],
      ["teachers.1.courses", "2.º"],
      ["teachers.1.subjects", "Lengua"],
      ["teachers.1.trained", null],
    ]);
    expect(await checkValues(load, values)).toEqual({
      "teachers.1.name": "licences.request.errors.teacherNameRequired",
      "teachers.1.trained": "licences.request.errors.trainedRequired",
    });
  });
  it("lets the form through when the schema cannot be loaded (the server checks it)", async () => {
    expect(await checkValues(() => Promise.reject(new Error("offline")), { email: "" })).toEqual({});
  });
});

describe("controlValue and nestValues: the values read from the controls", () => {
  const control = (
    type: string,
    value: string,
    more: { checked?: boolean; valueAttribute?: boolean; files?: ArrayLike<unknown> } = {},
  ) => ({
    type,
    value,
    checked: more.checked,
    files: more.files,
    hasAttribute: (name: string) => name === "value" && !!more.valueAttribute,
  });
  it("reads a lone checkbox as true or false, or its own value when it has one", () => {
    expect(controlValue([control("checkbox", "on", { checked: true })])).toBe(true);
    expect(controlValue([control("checkbox", "on", { checked: false })])).toBe(false);
    expect(controlValue([control("checkbox", "yes", { checked: true, valueAttribute: true })])).toBe("yes");
  });
  it("reads radios as the chosen value, or null while none is", () => {
    expect(controlValue([control("radio", "yes"), control("radio", "no", { checked: true })])).toBe("no");
    expect(controlValue([control("radio", "yes"), control("radio", "no")])).toBeNull();
  });
  it("reads a file input as its list, and other controls as their text", () => {
    const files = [{ size: 1 }];
    expect(controlValue([control("file", "", { files })])).toBe(files);
    expect(controlValue([control("number", "3")])).toBe("3");
    expect(controlValue([control("select-one", "")])).toBe("");
  });
  it("nests dotted names, numbers making lists", () => {
    expect(
      nestValues([
        ["email", "a"],
        ["teachers.0.name", "Ana"],
        ["teachers.1.name", "Pablo"],
      ]),
    ).toEqual({
      email: "a",
      teachers: [{ name: "Ana" }, { name: "Pablo" }],
    });
  });
});

describe("nameAfterRemoval: a list's names once a row is removed in place", () => {
  it("drops the row's names, moves the later rows up and leaves the others", () => {
    expect(nameAfterRemoval("teachers.1.name", "teachers", 1)).toBeNull();
    expect(nameAfterRemoval("teachers.2.trained", "teachers", 1)).toBe("teachers.1.trained");
    expect(nameAfterRemoval("teachers.0.name", "teachers", 1)).toBe("teachers.0.name");
    expect(nameAfterRemoval("teachers", "teachers", 1)).toBe("teachers");
    expect(nameAfterRemoval("reason", "teachers", 1)).toBe("reason");
  });
});
