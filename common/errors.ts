/**
 * Expected failures: a stable code the API returns and the i18n key of the message the UI shows.
 * The es and en catalogues hold the specification's words under `errors.*` and `validation.*`.
 */
export const ERROR_KEYS = {
  VALIDATION: "errors.validation",
  EMAIL_TAKEN: "validation.emailTaken",
  LOGIN_FAILED: "errors.loginFailed",
  TOO_MANY_ATTEMPTS: "errors.tooManyAttempts",
  UNAUTHENTICATED: "errors.forbidden",
  FORBIDDEN: "errors.forbidden",
  SAVE_FAILED: "errors.saveFailed",
  INVALID_LINK: "password.invalidLink",
  WRONG_PASSWORD: "password.wrongCurrent",
  PASSWORD_EXISTS: "password.alreadyHasPassword",
} as const;
export type ErrorCode = keyof typeof ERROR_KEYS;
