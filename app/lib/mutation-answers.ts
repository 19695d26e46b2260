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
