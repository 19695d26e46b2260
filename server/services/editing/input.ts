import { z } from "zod";
import { isOneLine, ONE_LINE_ERROR } from "../../../common/control-characters.ts";
import { SLUG_MAX, SLUG_PATTERN } from "../../../common/editing.ts";

/**
 * The editors' field rules (issue 18, decision 041), each with its message key of the `editing` catalogue: one place
 * for what "required", "too long" and "a well-formed address" mean in every back-office form.
 */

/** A text that must be written (Spanish, the product's language), at most `max` characters once trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1, "editing.errors.required").max(max, "editing.errors.tooLong");

/** A text that may be left empty (English: its readers then get the Spanish text). */
export const optionalText = (max: number) => z.string().trim().max(max, "editing.errors.tooLong");

/** A one-line text that must be written (a title, a name, a place; issue 31, 3.8): no line break nor invisible control. */
export const requiredLine = (max: number) => requiredText(max).refine(isOneLine, ONE_LINE_ERROR);

/** A one-line text that may be left empty. */
export const optionalLine = (max: number) => optionalText(max).refine(isOneLine, ONE_LINE_ERROR);

/** An address word: lower-case letters and digits in words joined by hyphens. */
export const slugText = (max: number = SLUG_MAX) => requiredText(max).regex(SLUG_PATTERN, "editing.errors.slug");
