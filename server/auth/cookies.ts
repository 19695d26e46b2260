import { TOKEN_COOKIE } from "../../common/constants.ts";
import { readCookie } from "../../common/cookies.ts";

export { readCookie };

/** The session token: the `token` cookie, or an `Authorization: Bearer` header. */
export function readToken(headers: Headers): string | null {
  const auth = headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  return readCookie(headers.get("cookie"), TOKEN_COOKIE);
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure in production. */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
