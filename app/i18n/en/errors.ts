import type { bareErrors as esBare, errors as es } from "../es/errors.ts";
import type { Strings } from "../types.ts";

export const bareErrors: Strings<typeof esBare> = {
  notFound: "Oops! The webpage that you are trying to access does not exist.",
  badRequest: "Oops! The data sent is not valid. Please check it and try again.",
  serverError: "Oops! It looks like an error has occurred, load the page again.",
  reload: "Load again",
  goHome: "Back to home",
};

export const errors: Strings<typeof es> = {
  ...bareErrors,
  forbidden: "Sorry, you do not have permission to continue.",
  forbiddenLicence:
    "This section is for teachers of enrolled schools with a professional licence. If you have a licence code, add it to your account.",
  addLicence: "Add a licence",
  languageUnavailable: "Content not available in the selected language",
  languageUnavailableAction: "View in Spanish",
  screenTooSmall: "A larger device is needed",
  loginFailed: "Email or password is incorrect",
  tooManyAttempts: "Too many failed attempts. Please wait a minute before trying again.",
  tooManySignups: "Too many accounts have been created from this connection. Please try again in an hour.",
  invalidRequest: "The request is not valid.",
  idempotencyKey: "This form has expired. Reload the page and send it again.",
  validation: "Please check the highlighted fields.",
  oneLine: "Write this field on a single line, without line breaks or invisible characters.",
  saveFailed: "An error has ocurred when saving, please try again.",
  updateFailed: "Error updating data",
  code: "Error {{code}}",
};
