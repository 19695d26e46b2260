import type { Language } from "./languages.ts";
import { pathFor } from "./routes.ts";

/**
 * The preferences route (app/routes/preferences.ts) stores a visitor's choices when a plain link or form made them,
 * before or without the page's scripts (issue 31): the language switch's link, the cookie banner's and the cookie
 * settings' forms, the data banner's "dismiss". With scripts, the page stores the same cookies itself.
 */

/** The consent form's choices: every category, only the necessary ones, or the ticked checkboxes. */
export const CONSENT_CHOICES = ["all", "necessary", "chosen"] as const;
export type ConsentChoiceName = (typeof CONSENT_CHOICES)[number];

/** The form field naming the page to go back to (a path on the product: common/return-path.ts). */
export const RETURN_FIELD = "page";

/** The language switch's address: through the preferences route (which stores `to`) to `page`, the same screen in `to`. */
export function languageSwitchPath(from: Language, to: Language, page: string): string {
  return `${pathFor("preferences", from)}?language=${to}&${RETURN_FIELD}=${encodeURIComponent(page)}`;
}
