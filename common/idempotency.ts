/**
 * A post's idempotency key (issue 31, 1.5): a form that creates a post carries a random key, issued by the
 * server when it renders the form (so it works without JavaScript) and kept when a refused submission is
 * drawn again. The same key sent twice by one author stores one post: the second answers the first's.
 */

/** The form field and the API's argument. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** What a key may look like: 16 to 128 letters, digits, dots, colons, underscores or hyphens (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

/** A fresh key for a form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
