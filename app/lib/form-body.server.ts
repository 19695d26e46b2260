import { data } from "react-router";

/**
 * Makes a request's `formData()` answer a body it cannot read as a form (none, another content type, a broken
 * multipart body) with a 400, the bad-request page in the page's language, instead of the TypeError that would
 * be a 500: every action reads its form this way, so the root middleware does it once for all of them.
 * `warn` writes the reason to the server's log.
 */
export function refuseUnreadableForms(request: Request, warn: (message: string, details: Record<string, unknown>) => void): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const read = request.formData.bind(request);
  Object.defineProperty(request, "formData", {
    value: async () => {
      try {
        return await read();
      } catch (error) {
        const reason =
          error instanceof Error ? [error.message, (error.cause as Error | undefined)?.message].filter(Boolean).join(": ") : String(error);
        warn("unreadable form", { path: new URL(request.url).pathname, contentType: request.headers.get("content-type"), reason });
        throw data(null, { status: 400 });
      }
    },
  });
}
