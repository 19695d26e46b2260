import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { VIDEO_HOSTS, videoPlayerUrl } from "../../common/courses.ts";

/** The courses' video players (youtube-nocookie, Vimeo), framed only after the teacher presses play. */
export const VIDEO_PLAYER_ORIGINS = VIDEO_HOSTS.map((host) => new URL(videoPlayerUrl(host, "x", "es")).origin);

/** `scriptHashes`: set for a page from the render cache, whose inline scripts carry no nonce. */
export type SecurityVariables = { nonce: string; scriptHashes?: string[] };

/**
 * Security headers on every response. Scripts run only from this origin or with the per-request
 * nonce React Router puts on its inline hydration scripts (a kept page's scripts: by their hashes);
 * no third-party host is allowed anywhere, but for the courses' video players in frames.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    const hashes = c.get("scriptHashes");
    const inline = hashes ? hashes.map((hash) => `'sha256-${hash}'`).join(" ") : `'nonce-${nonce}'`;
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' ${inline}`,
        "style-src 'self'",
        // React Aria positions popovers with style attributes; no <style> element is allowed inline.
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(" ")}`,
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
