import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityVariables = { nonce: string };

/**
 * Security headers on every response. Scripts run only from this origin or with the per-request
 * nonce React Router puts on its inline hydration scripts; no third-party host is allowed anywhere.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self'",
        // React Aria positions popovers with style attributes; no <style> element is allowed inline.
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (options.production) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
