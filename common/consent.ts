import { CONSENT_COOKIE } from "./constants.ts";
import { readCookie } from "./cookies.ts";

/**
 * The visitor's cookie consent: necessary cookies are always on; analytics and marketing are opt-in. Read by the
 * pages (root data) and by the API (analytics are recorded only with marketing consent; decision 035).
 */
export type Consent = { necessary: true; analytics: boolean; marketing: boolean };

export function parseConsent(cookieHeader: string | null | undefined): Consent | null {
  const raw = readCookie(cookieHeader, CONSENT_COOKIE);
  if (!raw) return null;
  const [analytics, marketing] = raw.split(".");
  if (!analytics || !marketing) return null;
  return { necessary: true, analytics: analytics === "1", marketing: marketing === "1" };
}

/** Stored as "analytics.marketing" bits, e.g. "1.0". */
export function serializeConsent(consent: Omit<Consent, "necessary">): string {
  return `${consent.analytics ? 1 : 0}.${consent.marketing ? 1 : 0}`;
}
