import type { FormFailure } from "./forms.ts";
import { graphql } from "./graphql.ts";

/**
 * The expected failure of an operation (server/graphql/schema: DomainError): a stable code, a message key and
 * per-field message keys. Spread it in a mutation's answer: `{ __typename ...DomainErrorFields }`. Unmasked, so
 * the answer's DomainError member carries these fields directly.
 */
export const DomainErrorFields = graphql(`
  fragment DomainErrorFields on DomainError @_unmask { code message fields { field message } }
`);

/** Any mutation's answer: its success member or an expected failure. */
export type MutationAnswer = { readonly __typename: string; readonly code?: string; readonly message?: string };
type Answer = { readonly __typename?: string } | null | undefined;
type Failure = { readonly message?: string; readonly fields?: readonly { field: string; message: string }[] };

/** Whether a mutation's typed answer is its success member (`Mutation…Success`). */
export function succeeded<A extends Answer>(answer: A): answer is Extract<A, { __typename: `${string}Success` }> {
  return !!answer?.__typename?.endsWith("Success");
}

/** A refused form's message key and per-field keys, from a mutation's answer (the fallback when it has none). */
export function failureOf(answer: (Answer & Failure) | null | undefined, fallback = "errors.serverError"): FormFailure {
  const fields = Object.fromEntries((answer?.fields ?? []).map((f) => [f.field, f.message]));
  return { error: answer?.message ?? fallback, fields };
}

/** What an in-process GraphQL call answered, as far as a refused form needs it. */
type Sent = { readonly data: unknown; readonly status: number; readonly errors?: readonly { extensions?: Record<string, unknown> }[] };

/** server/graphql/request-guards.ts: a control character (VALIDATION), a variable that does not fit the schema. */
const REFUSED_CODES: ReadonlySet<unknown> = new Set(["VALIDATION", "INVALID_REQUEST"]);

/**
 * Whether the API refused the request itself, before any resolver answered: no data, and an HTTP 400 (a
 * control character) or the request guards' codes (a variable of the wrong type or enum value, which Yoga
 * answers with 200 to an `application/json` caller). The user's input to fix, not a server failure.
 */
export function inputRefused(result: Sent): boolean {
  if (result.data) return false;
  return result.status === 400 || !!result.errors?.some((error) => REFUSED_CODES.has(error.extensions?.code));
}

/** Whether the API could not reach its database for now (server/db/connection-errors.ts): the page answers 503. */
export function databaseUnavailable(result: Sent): boolean {
  return result.status === 503 || !!result.errors?.some((error) => error.extensions?.code === "UNAVAILABLE");
}

/**
 * A refused form's HTTP status and message keys, from the call's result and the mutation's typed answer:
 * 429 when told to wait, `answered` (400) for an expected failure, 400 with "errors.validation" for input
 * the API refused outright, and 500 only when the server failed (with the fallback message).
 */
export function refusedForm(
  result: Sent,
  answer: (Answer & Failure) | null | undefined,
  { answered = 400 }: { answered?: number } = {},
): { status: number; failure: FormFailure } {
  const refused = !answer && inputRefused(result);
  const failure = failureOf(answer, refused ? "errors.validation" : undefined);
  const status = result.status === 429 ? 429 : answer ? answered : refused ? 400 : 500;
  return { status, failure };
}
