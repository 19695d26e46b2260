export { readCookie } from "../../common/cookies.ts";

/** Sets a first-party, script-readable preference cookie for a year. */
export function setPreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: preference cookies (language, consent, banner) are set by the page
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
