/** Business constants of the specification (section 9), defined once. */
export const MIN_ACCOUNT_AGE = 14;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 36;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const PUPILS_PER_DEVICE = 3;
/** Licence codes: groups of 8, 4, 4, 4 and 12 characters separated by dashes. */
export const LICENCE_CODE_PATTERN = /^[A-Za-z0-9]{8}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{12}$/;
/** Layout breakpoints in CSS pixels. */
export const BREAKPOINT_TABLET = 768;
export const BREAKPOINT_DESKTOP = 1280;
/** Sessions last 30 days; a login refreshes nothing else. */
export const SESSION_DAYS = 30;
/**
 * Login throttling (decision 013). After LOGIN_FREE_FAILURES failures for one account from one address
 * (LOGIN_ACCOUNT_FREE_FAILURES from all addresses together), the next attempt must wait 1, 2, 4… seconds
 * after the latest failure, never more than LOGIN_DELAY_MAX_SECONDS; a success forgets the account's
 * failures, and unanswered ones are forgotten after LOGIN_FAILURE_MEMORY_HOURS.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_ACCOUNT_FREE_FAILURES = 20;
export const LOGIN_DELAY_MAX_SECONDS = 60;
export const LOGIN_FAILURE_MEMORY_HOURS = 24;
/** One address may fail this many logins in the window (a class of 30 mistyping together stays far below). */
export const LOGIN_ADDRESS_MAX_FAILURES = 100;
export const LOGIN_ADDRESS_WINDOW_MINUTES = 15;
/** An address an account signed in from within these days is not held back by other addresses' failures. */
export const LOGIN_KNOWN_ADDRESS_DAYS = 30;
/** Sign-ups from one address within the window (a class of 30 signing up together fits). */
export const SIGNUP_MAX_PER_ADDRESS = 60;
export const SIGNUP_WINDOW_MINUTES = 60;
/** Password restore requests: at most this many per address and per client address within the window. */
export const RESTORE_MAX_PER_EMAIL = 3;
export const RESTORE_MAX_PER_IP = 10;
export const RESTORE_WINDOW_MINUTES = 60;
/** Cookie names of section 9. */
export const TOKEN_COOKIE = "token";
export const HIDE_DATA_BANNER_COOKIE = "hideDataBanner";
export const CONSENT_COOKIE = "cookieConsent";
/** The programme: children aged 6 to 12, 21 digital competences, reference schools in 7 regions. */
export const CHILD_AGE_MIN = 6;
export const CHILD_AGE_MAX = 12;
export const COMPETENCES = 21;
export const REFERENCE_REGIONS = 7;
/** Reference-centre criteria: hours of pupil work per school year and of teacher training per year. */
export const REFERENCE_PUPIL_HOURS = 28;
export const REFERENCE_TRAINING_HOURS = 16;
/** The highest page number of any list, in its address and in the API: far beyond any real list, it keeps a page number from becoming a huge SQL offset. */
export const MAX_PAGE = 10_000;
