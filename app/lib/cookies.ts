import { preferenceCookie } from "../../common/cookies.ts";

export { readCookie } from "../../common/cookies.ts";

/** Sets a first-party, script-readable preference cookie for a year. */
export function setPreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: preference cookies (language, consent, banner) are set by the page
  document.cookie = preferenceCookie(name, value, window.location.protocol === "https:");
}
