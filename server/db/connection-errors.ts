/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a terminated connection,
 * a refused or timed-out connect): the request may succeed if tried again in a moment, so it is answered 503, not 500
 * (issue 31, item 1.1). Looks through the wrappers that carry the driver's error: Drizzle's `cause`, GraphQL's
 * `originalError`, an AggregateError's `errors` (a connect tried on several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((start) => message.startsWith(start))) return true;
  const inner = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((next) => isDatabaseUnavailable(next, depth + 1));
}

/**
 * PostgreSQL's codes (class 08 is "connection exception", checked by its prefix): 57P01 terminated by an administrator
 * (pg_terminate_backend, a fast shutdown), 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down),
 * 53300 too many connections; and the socket's own.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** node-postgres's own words for a connection that ended or could not be made. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];
