/** Reads one cookie from a Cookie header (or document.cookie). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A year, in seconds: how long a preference cookie (language, consent, the data banner's) lasts. */
const PREFERENCE_MAX_AGE = 31_536_000;

/**
 * A first-party, script-readable preference cookie as a Set-Cookie value (or a document.cookie assignment): the
 * page's script sets it, and so does the server when the choice came from a plain link or form (app/routes/preferences.ts).
 */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
