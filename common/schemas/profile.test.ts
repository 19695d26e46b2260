import { expect, test } from "vitest";
import { UPLOAD_MAX_BYTES } from "../constants.ts";
import { fieldErrors } from "./account.ts";
import { DeleteAccountInput, imageFileError, ProfileForm, ProfileInput, SaveBirthdateInput } from "./profile.ts";

const valid = { name: "Marta", lastName: "Ruiz", birthday: "1985-03-14", gender: "female", provinceId: "28", notices: true };

test("the personal data form takes a valid input, with gender optional", () => {
  expect(ProfileInput.parse(valid)).toEqual({ ...valid, removePhoto: false });
  expect(ProfileInput.parse({ ...valid, gender: null }).gender).toBeNull();
  expect(ProfileInput.parse({ ...valid, gender: undefined }).gender).toBeNull();
});

test("the personal data form uses sign-up's messages for name, last name and date", () => {
  const result = ProfileInput.safeParse({ ...valid, name: "", lastName: " ", birthday: "2020-13-01", provinceId: "" });
  expect(result.success).toBe(false);
  expect(fieldErrors(result.error!)).toEqual({
    name: "validation.nameRequired",
    lastName: "validation.lastNameRequired",
    birthday: "validation.dateInvalid",
    provinceId: "settings.validation.provinceRequired",
  });
  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - 10);
  expect(fieldErrors(ProfileInput.safeParse({ ...valid, birthday: young.toISOString().slice(0, 10) }).error!)).toEqual({
    birthday: "validation.underAge",
  });
});

test("a chosen file is judged by its declared type and the 10 MB limit before it is sent", () => {
  expect(imageFileError({ size: 1000, type: "image/jpeg" })).toBeNull();
  expect(imageFileError({ size: UPLOAD_MAX_BYTES, type: "image/gif" })).toBeNull();
  expect(imageFileError({ size: UPLOAD_MAX_BYTES + 1, type: "image/png" })).toBe("settings.validation.imageTooLarge");
  expect(imageFileError({ size: 1000, type: "image/svg+xml" })).toBe("settings.validation.imageInvalid");
  expect(imageFileError({ size: 1000, type: "application/pdf" })).toBe("settings.validation.imageInvalid");
  const form = (files: { size: number; type: string }[]) => ProfileForm.safeParse({ ...valid, image: files });
  expect(form([]).success).toBe(true);
  expect(fieldErrors(form([{ size: 20, type: "text/plain" }]).error!)).toEqual({ image: "settings.validation.imageInvalid" });
});

test("save-birthdate has sign-up's date rules", () => {
  expect(SaveBirthdateInput.safeParse({ birthday: "1990-01-01" }).success).toBe(true);
  expect(fieldErrors(SaveBirthdateInput.safeParse({ birthday: "1990-02-30" }).error!)).toEqual({ birthday: "validation.dateInvalid" });
});

test("deleting the account needs the confirmation ticked", () => {
  expect(DeleteAccountInput.safeParse({ confirm: true }).success).toBe(true);
  expect(fieldErrors(DeleteAccountInput.safeParse({ confirm: false }).error!)).toEqual({ confirm: "settings.validation.confirmRequired" });
  expect(fieldErrors(DeleteAccountInput.safeParse({}).error!)).toEqual({ confirm: "settings.validation.confirmRequired" });
});
