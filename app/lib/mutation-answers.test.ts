import { expect, test } from "vitest";
import { inputRefused, refusedForm } from "./mutation-answers.ts";

const control = { data: null, status: 400, errors: [{ extensions: { code: "VALIDATION" } }] };
// Yoga answers a variable outside its enum with 200 to an `application/json` caller.
const wrongEnum = { data: null, status: 200, errors: [{ extensions: { code: "INVALID_REQUEST" } }] };
const crashed = { data: null, status: 500, errors: [{ extensions: { code: "INTERNAL_SERVER_ERROR" } }] };
const failure = { __typename: "DomainError", message: "errors.updateFailed", fields: [{ field: "name", message: "validation.required" }] };

test("input the API refused itself is told from a server failure", () => {
  expect(inputRefused(control)).toBe(true);
  expect(inputRefused(wrongEnum)).toBe(true);
  expect(inputRefused({ data: null, status: 400 })).toBe(true);
  expect(inputRefused(crashed)).toBe(false);
  expect(inputRefused({ data: null, status: 200, errors: [{ extensions: {} }] })).toBe(false);
  // With data the API answered: its typed answer says what went wrong.
  expect(inputRefused({ data: { updateProfile: failure }, status: 400 })).toBe(false);
});

test("a refused form gets 400 and the validation message for input the API refused", () => {
  expect(refusedForm(control, undefined)).toEqual({ status: 400, failure: { error: "errors.validation", fields: {} } });
  expect(refusedForm(wrongEnum, null)).toEqual({ status: 400, failure: { error: "errors.validation", fields: {} } });
});

test("an expected failure keeps its messages and status; a server failure alone is a 500", () => {
  const answered = { status: 200, data: { updateProfile: failure } };
  expect(refusedForm(answered, failure)).toEqual({
    status: 400,
    failure: { error: "errors.updateFailed", fields: { name: "validation.required" } },
  });
  expect(refusedForm(answered, failure, { answered: 401 }).status).toBe(401);
  expect(refusedForm(crashed, undefined)).toEqual({ status: 500, failure: { error: "errors.serverError", fields: {} } });
});

test("told to wait is a 429, with the answer's message", () => {
  const wait = { __typename: "DomainError", message: "errors.tooManyAttempts" };
  expect(refusedForm({ status: 429, data: { login: wait } }, wait, { answered: 401 })).toEqual({
    status: 429,
    failure: { error: "errors.tooManyAttempts", fields: {} },
  });
});
