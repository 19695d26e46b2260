import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * A request answered before its body was read (refused by the origin check, Yoga's CSRF check, a size limit) is
 * answered `Connection: close`: on a kept-alive connection its unread bytes stand before the client's next request,
 * which then never gets an answer (or the socket is reset while the client still trusts it). Closing costs the
 * client one new connection; reading a body only to throw it away could cost the whole upload.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only requests that came from a socket (@hono/node-server's bindings); in-process requests have none.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || c.req.method === "GET" || c.req.method === "HEAD") return;
    try {
      c.res.headers.set("connection", "close");
    } catch {
      // A response with immutable headers (a redirect made by Response.redirect): copied with the header.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("connection", "close");
    }
  };
}
