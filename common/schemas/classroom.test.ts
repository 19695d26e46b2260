import { expect, test } from "vitest";
import { fieldErrors } from "./account.ts";
import { ClassroomInput } from "./classroom.ts";

const form = { name: "4.º A", age: "nineToTwelve", girls: "11", boys: "12", yearsInProgramme: "0" };
const errors = (values: Record<string, unknown>) => {
  const parsed = ClassroomInput.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

test("the form's text becomes the API's numbers", () => {
  expect(ClassroomInput.parse({ ...form, girls: " 11 " })).toEqual({
    name: "4.º A",
    age: "nineToTwelve",
    girls: 11,
    boys: 12,
    yearsInProgramme: 0,
  });
});

test("an empty form asks for every field", () => {
  expect(errors({ name: "", age: "", girls: "", boys: "", yearsInProgramme: "" })).toEqual({
    name: "evaluation.errors.nameRequired",
    age: "evaluation.errors.ageRequired",
    girls: "evaluation.errors.girlsRequired",
    boys: "evaluation.errors.boysRequired",
    yearsInProgramme: "evaluation.errors.yearsRequired",
  });
});

test("numbers must be whole and not negative", () => {
  expect(errors({ ...form, girls: "2,5", boys: "-3", yearsInProgramme: "dos" })).toEqual({
    girls: "evaluation.errors.numberWhole",
    boys: "evaluation.errors.numberNegative",
    yearsInProgramme: "evaluation.errors.numberWhole",
  });
});

test("a classroom counts at least one pupil, said once both counts are numbers", () => {
  expect(errors({ ...form, girls: "0", boys: "0" })).toEqual({ girls: "evaluation.errors.noPupils" });
  expect(errors({ ...form, name: "", girls: "0", boys: "0" })).toEqual({
    name: "evaluation.errors.nameRequired",
    girls: "evaluation.errors.noPupils",
  });
  expect(errors({ ...form, girls: "", boys: "0" })).toEqual({ girls: "evaluation.errors.girlsRequired" });
});
