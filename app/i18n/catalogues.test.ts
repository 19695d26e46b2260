import { expect, test } from "vitest";
import { textLeaves as leaves } from "../../common/text-leaves.ts";
import { ERROR_KEYS } from "../../common/errors.ts";
import { ROUTE_NAMES } from "../../common/routes.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";

const esKeys = leaves(es);
const enKeys = leaves(en);

test("Spanish and English catalogues have the same keys", () => {
  expect([...enKeys.keys()].sort()).toEqual([...esKeys.keys()].sort());
});

test("no text is left empty", () => {
  for (const [key, text] of [...esKeys, ...enKeys]) expect(text.trim(), key).not.toBe("");
});

test("placeholders match between languages", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\d+)>/g)].map((m) => m[0]).sort();
  for (const [key, text] of esKeys) expect(placeholders(enKeys.get(key) ?? ""), key).toEqual(placeholders(text));
});

test("every error code and validation message has a text", () => {
  for (const key of Object.values(ERROR_KEYS)) expect(esKeys.has(key), key).toBe(true);
  for (const key of [
    "emailRequired",
    "emailInvalid",
    "emailTaken",
    "nameRequired",
    "lastNameRequired",
    "passwordLength",
    "passwordMismatch",
    "dateInvalid",
    "underAge",
    "privacyRequired",
  ]) {
    expect(esKeys.has(`validation.${key}`), key).toBe(true);
  }
});

test("the specification's messages are used word for word", () => {
  expect(es.validation.emailRequired).toBe("Es necesario rellenar el email");
  expect(en.validation.emailRequired).toBe("Complete email");
  expect(es.validation.emailInvalid).toBe("No es un email válido");
  expect(en.validation.emailInvalid).toBe("Email not valid");
  expect(es.validation.emailTaken).toBe("Ya existe un usuario con ese email");
  expect(en.validation.emailTaken).toBe("There is already a user for this email");
  expect(en.validation.passwordLength).toBe("Minimum 6 characters and maximum 36 characters");
  expect(es.validation.passwordMismatch).toBe("La contraseña no coincide");
  expect(es.validation.dateInvalid).toBe("No es una fecha válida");
  expect(es.validation.underAge).toBe("Si tienes menos de 14 años no puedes crearte una cuenta");
  expect(en.errors.loginFailed).toBe("Email or password is incorrect");
  expect(en.errors.forbidden).toBe("Sorry, you do not have permission to continue.");
  expect(en.errors.notFound).toBe("Oops! The webpage that you are trying to access does not exist.");
  expect(en.errors.serverError).toBe("Oops! It looks like an error has occurred, load the page again.");
  expect(en.errors.languageUnavailable).toBe("Content not available in the selected language");
  expect(en.errors.screenTooSmall).toBe("A larger device is needed");
  expect(en.errors.updateFailed).toBe("Error updating data");
  expect(es.errors.updateFailed).toBe("Error al actualizar los datos");
  expect(en.files.tooLarge).toBe("The file weighs more than 10Mb");
  expect(en.files.formatInvalid).toBe("The file format is not valid");
  expect(es.evaluation.errors.saveFailed).toBe("Error al guardar el aula");
  expect(en.evaluation.errors.nameTaken).toBe("You already have a classroom created with this name for this course");
  expect(es.evaluation.errors.nameTaken).toBe("Ya tienes un aula creada con este nombre para este curso");
});

test("every meta key names a real route", () => {
  const extra = ["siteName", "default", "notFound", "badRequest", "forbidden", "serverError", "languageUnavailable"];
  for (const key of Object.keys(es.meta)) expect([...ROUTE_NAMES, ...extra], key).toContain(key);
});
