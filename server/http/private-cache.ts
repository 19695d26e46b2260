import type { MiddlewareHandler } from "hono";
import { TOKEN_COOKIE } from "../../common/constants.ts";
import { readToken } from "../auth/cookies.ts";

/**
 * An answer made for a request that carries a session (the `token` cookie or a bearer token) may hold
 * that user's data (`/mi-cuenta.data` holds the email): no cache may keep it, and a cache that keeps
 * the anonymous answer must not hand it to a signed-in request. The answer that opens a session counts
 * too. Files that are the same for everyone (the build's assets, declared `public`) and the user's own
 * immutable uploads keep their caching.
 */
export function privateWhenSignedIn(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const opensSession = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${TOKEN_COOKIE}=`));
    if (!readToken(c.req.raw.headers) && !opensSession) return;
    const declared = c.res.headers.get("cache-control") ?? "";
    if (/\b(public|immutable)\b/.test(declared)) return;
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.append("Vary", "Cookie");
  };
}
