import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request that can change something (any method but GET, HEAD and OPTIONS) must come from the
 * product's own pages: a foreign `Origin` (or `null`) is refused, and so is a request without `Origin`
 * that the browser marks as sent from another site. React Router checks only the actions of screens
 * (logout, a resource route, escaped it); this runs before all of them. API clients that send neither
 * header (curl, tests) pass.
 */
export function sameOriginPosts(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const allowed =
      origin === undefined
        ? !["cross-site", "same-site"].includes(c.req.header("sec-fetch-site") ?? "")
        : origin === own || origin === new URL(c.req.url).origin;
    if (!allowed) return c.text("Forbidden", 403);
    return next();
  };
}
