import { IDEMPOTENCY_KEY_FIELD, newIdempotencyKey } from "../../../common/idempotency.ts";

/**
 * A post form's idempotency key (common/idempotency.ts): the page's loader issues one with the form, a refused
 * submission's answer gives back the one it was sent with, and the same submission sent twice stores one post.
 */
export function PostKeyField({ value }: { value: string | null | undefined }) {
  return value ? <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={value} /> : null;
}

/** For a loader: a fresh key for the page's post forms, only for a signed-in reader (a visitor's page is kept and shared). */
export function newPostKey(signedIn: boolean): string | null {
  return signedIn ? newIdempotencyKey() : null;
}

/** For an action: the key the form was posted with (null without one). */
export function postKeyOf(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_KEY_FIELD);
  return typeof value === "string" && value ? value : null;
}
