import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { BurstStream } from "./lib/burst-stream.server.ts";
import { KeptOnServer } from "./lib/kept.tsx";
import { keptContext } from "./lib/page.server.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";
import { serverContext } from "./server-context.ts";

// The Node server reads the context key from the build, so both sides use the same instance.
export { serverContext };

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and renders on the server; a request the visitor abandoned is not one, nor is an
 * answer the router gives a request itself (the 405 of a method no screen takes: OPTIONS).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The CSP nonce for React Router's inline scripts (server/http/security.ts sends the header).
    const nonce = loadContext.get(serverContext).nonce;
    const { pipe, abort } = renderToPipeableStream(
      // The values screens keep out of the document's data (lib/kept.tsx) reach their render here.
      <KeptOnServer.Provider value={loadContext.get(keptContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </KeptOnServer.Provider>,
      {
        nonce,
        // React outlines any finished Suspense boundary over 500 bytes once the shell passes this size (12,800 bytes by
        // default): it is sent hidden, after the shell, with an inline script that moves it into place, which a browser
        // without scripts never runs (issue 31: the cookie banner, the signed-in header). Our shell is written in one
        // burst anyway (lib/burst-stream.server.ts), so a finished boundary stays where it is; one still waiting for
        // data streams as before.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const burst = new BurstStream(() => {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          // The page paints before its scripts download (scripts-after-paint.ts).
          const rewrite = scriptsAfterPaint();
          burst.pipe(rewrite);
          const stream = createReadableStreamFromReadable(rewrite);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(burst);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
