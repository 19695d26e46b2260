/**
 * Expected failures: a stable code the API returns and the i18n key of the message the UI shows.
 * The es and en catalogues hold the specification's words under `errors.*` and `validation.*`.
 */
export const ERROR_KEYS = {
  VALIDATION: "errors.validation",
  /** The API cannot take the request (malformed JSON, a document or variable that does not fit the schema). */
  INVALID_REQUEST: "errors.invalidRequest",
  /** The database cannot be reached for now (a restart): HTTP 503, try again in a moment (the 500 page's words). */
  UNAVAILABLE: "errors.serverError",
  EMAIL_TAKEN: "validation.emailTaken",
  LOGIN_FAILED: "errors.loginFailed",
  TOO_MANY_ATTEMPTS: "errors.tooManyAttempts",
  /** One address made SIGNUP_MAX_PER_ADDRESS accounts within the window (decision 013). */
  TOO_MANY_SIGNUPS: "errors.tooManySignups",
  UNAUTHENTICATED: "errors.forbidden",
  FORBIDDEN: "errors.forbidden",
  SAVE_FAILED: "errors.saveFailed",
  INVALID_LINK: "password.invalidLink",
  WRONG_PASSWORD: "password.wrongCurrent",
  PASSWORD_EXISTS: "password.alreadyHasPassword",
  /** Too many restore links asked for (RESTORE_MAX_PER_EMAIL / _PER_IP): not the login's "failed attempts". */
  RESTORE_LIMIT: "password.forgot.tooMany",
  // Social sign-in, linking and unlinking (server/services/social/social.ts).
  SOCIAL_NOT_CONFIGURED: "social.errors.notConfigured",
  SOCIAL_UNAVAILABLE: "social.errors.unavailable",
  SOCIAL_FLOW_INVALID: "social.errors.flowInvalid",
  SOCIAL_CANCELLED: "social.errors.cancelled",
  SOCIAL_EMAIL_IN_USE: "social.errors.emailInUse",
  SOCIAL_EMAIL_UNVERIFIED: "social.errors.emailUnverified",
  LINK_EMAIL_MISMATCH: "social.errors.emailMismatch",
  LINK_SUBJECT_TAKEN: "social.errors.subjectTaken",
  LINK_ALREADY_LINKED: "social.errors.alreadyLinked",
  NOT_LINKED: "social.errors.notLinked",
  UNLINK_NEEDS_PASSWORD: "social.errors.needsPassword",
  UNLINK_LINK_INVALID: "social.errors.unlinkLinkInvalid",
  // Profile, save-birthdate and account deletion (server/services/profile/profile.ts).
  UPDATE_FAILED: "errors.updateFailed",
  DELETE_FAILED: "settings.delete.failed",
  BIRTHDATE_SET: "settings.birthdate.alreadySet",
  // Public catalogue (server/services/activities/activities.ts, contributions.ts).
  NOT_FOUND: "errors.notFound",
  RATING_OUT_OF_RANGE: "activities.errors.ratingRange",
  COMMENT_EMPTY: "comments.errors.empty",
  COMMENT_TOO_LONG: "comments.errors.tooLong",
  /** Section 8, moderation conflict: the author tries to delete what a moderator has just moderated. */
  CONTRIBUTION_MODERATED: "comments.errors.moderated",
  /** Section 8, moderation conflict: a moderator acts on what its author has already deleted. */
  CONTRIBUTION_DELETED: "comments.errors.deleted",
  /** Too many contributions in a short time (CONTRIBUTIONS_PER_WINDOW). */
  CONTRIBUTION_FLOOD: "comments.errors.flood",
  // Licences (server/services/licences/licences.ts, licence-assignment.ts), section 8's words.
  LICENCE_NOT_VALID: "licences.errors.notValid",
  LICENCE_NOT_AVAILABLE: "licences.errors.notAvailable",
  LICENCE_ASSIGN_FAILED: "licences.errors.assignFailed",
  /** Only a free code can be revoked: an assigned one is a teacher's licence. */
  LICENCE_NOT_REVOCABLE: "licences.revoke.errors.assigned",
  // Courses (server/services/courses/progress.ts).
  /** A unit is finished while one of its required blocks still lacks a right answer. */
  COURSE_UNIT_PENDING: "courses.errors.unitPending",
  // Formations opened by an access code (server/services/formation/formations.ts), section 8's words.
  FORMATION_CODE_WRONG: "formation.errors.codeWrong",
  FORMATION_NOT_AVAILABLE: "formation.errors.notAvailable",
  /** Too many wrong codes within the window (FORMATION_ATTEMPTS_MAX): the answer says in how many minutes to try again. */
  FORMATION_TOO_MANY_ATTEMPTS: "formation.errors.tooManyAttempts",
  // Follow-up reports (server/services/reports/), section 8's words for a wrong code.
  REPORT_CODE_WRONG: "reports.errors.codeWrong",
  /** Too many wrong report codes within the window (REPORT_ATTEMPTS_MAX): the answer says in how many minutes to try again. */
  REPORT_TOO_MANY_ATTEMPTS: "reports.errors.tooManyAttempts",
  /** Section 4: a sent report is no longer editable. */
  REPORT_ALREADY_SENT: "reports.errors.alreadySent",
  /** Sending refused: a field's message says what is missing. */
  REPORT_INCOMPLETE: "reports.errors.incomplete",
  /** Staff issue a report to an account that does not exist, or has no licence to open it. */
  REPORT_TEACHER_NOT_FOUND: "reports.errors.teacherNotFound",
  REPORT_TEACHER_NOT_LICENSED: "reports.errors.teacherNotLicensed",
  // The teachers' super-challenge (server/services/challenges/teacher-challenge.ts; decision 035).
  /** Applied before the edition opens, or after its deadline day. */
  TEACHER_CHALLENGE_NOT_OPEN: "teacherChallenge.errors.notOpen",
  TEACHER_CHALLENGE_CLOSED: "teacherChallenge.errors.closed",
  /** Section 9: one candidacy per centre (its code, trimmed and upper-cased) and edition. */
  TEACHER_CHALLENGE_CENTRE_TAKEN: "teacherChallenge.errors.centreTaken",
  // Classroom evaluation (server/services/evaluation/), section 8's words.
  /** The teacher already has a classroom of that name (case, accents and spaces aside) in the school year. */
  CLASSROOM_NAME_TAKEN: "evaluation.errors.nameTaken",
  CLASSROOM_SAVE_FAILED: "evaluation.errors.saveFailed",
  /** A 4-5 or +12 classroom: created, never evaluated, so no adventure key opens for it. */
  CLASSROOM_NOT_EVALUATED: "evaluation.errors.notEvaluated",
  /** A stage the teacher may not open (refCenter outside a reference centre). */
  EVALUATION_STAGE_UNAVAILABLE: "evaluation.errors.stageUnavailable",
  // The pupils' adventure (server/services/evaluation/adventure.ts): no account, a key's code opens it.
  ADVENTURE_KEY_UNKNOWN: "adventure.errors.unknown",
  /** The key is closed: it takes no new group and no answer. */
  ADVENTURE_CLOSED: "adventure.errors.closed",
  /** Codes that open nothing, too many from one address within the window (ADVENTURE_LIMITS). */
  ADVENTURE_TOO_MANY_ATTEMPTS: "adventure.errors.tooManyAttempts",
  /** A key has started as many groups as it may (per hour, or in all). */
  ADVENTURE_TOO_MANY_GROUPS: "adventure.errors.tooManyGroups",
  /** One address has started as many groups of a key as it may this hour (ADVENTURE_LIMITS). */
  ADVENTURE_TOO_MANY_STARTS: "adventure.errors.tooManyStarts",
  /** An answer to a question that is not the group's next one (nor one it has answered). */
  ADVENTURE_OUT_OF_ORDER: "adventure.errors.outOfOrder",
  // The Europe super-challenge (server/services/challenges/europe-*.ts; decision 035).
  /** The edition is not in the stage the form belongs to (pre-registration or submission). */
  EUROPE_STAGE_CLOSED: "europeChallenge.errors.stageClosed",
  /** Another entry of the edition has this centre code. */
  EUROPE_CENTRE_TAKEN: "europeChallenge.errors.centreTaken",
  /** The caller has already pre-registered a centre in the edition. */
  EUROPE_ALREADY_ENTERED: "europeChallenge.errors.alreadyEntered",
  /** An edition with pre-registration takes submissions only from centres that pre-registered. */
  EUROPE_NOT_PREREGISTERED: "europeChallenge.errors.notPreregistered",
  /** An entry is submitted once. */
  EUROPE_ALREADY_SUBMITTED: "europeChallenge.errors.alreadySubmitted",
  // The back office's people (server/services/people/people.ts; decision 039).
  /** An admin may not take away their own ADMIN role nor deactivate their own account: nobody would be left to undo it. */
  PEOPLE_OWN_ACCOUNT: "people.errors.ownAccount",
} as const;
export type ErrorCode = keyof typeof ERROR_KEYS;
