import { ERROR_KEYS, type ErrorCode } from "../../common/errors.ts";

/**
 * An expected failure: a stable code, the i18n key of its message and, for form input, the key of
 * each field's message. The API returns it typed; the UI shows the message in the user's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly fields: Record<string, string>;
  /** The HTTP status a client should see for it (429 for rate limits). */
  readonly status: number;
  /** For a refusal that says "wait" (429): in how many seconds the caller may try again, when known. */
  readonly retryAfter: number | null;

  constructor(code: ErrorCode, options: { fields?: Record<string, string>; status?: number; retryAfter?: number } = {}) {
    super(ERROR_KEYS[code]);
    this.name = "DomainError";
    this.code = code;
    this.messageKey = ERROR_KEYS[code];
    this.fields = options.fields ?? {};
    this.status = options.status ?? 400;
    this.retryAfter = options.retryAfter ?? null;
  }
}
