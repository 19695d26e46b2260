import { hasControlCharacter } from "../../common/control-characters.ts";
import { LANGUAGE_COOKIE } from "../../common/languages.ts";
import { matchRoute } from "../../common/routes.ts";

/** A path segment that cannot be decoded (`%ZZ`, `%E0`) or that decodes to a control character (`%00`). */
function unreadable(segment: string): boolean {
  try {
    // Control characters have no place in an address; every other code point may be a slug's.
    return hasControlCharacter(decodeURIComponent(segment), { textBreaks: false });
  } catch {
    return true;
  }
}

/** The address React Router answers with the product's 404 page (no screen has it). */
export const NOT_FOUND_PATH = "/404";

/**
 * A page (or `.data`) request whose path has an unreadable segment, turned into a request for the
 * product's 404 page, so neither the router nor a loader meets the bad bytes (they answered 500 or a
 * bare "Unexpected Server Error"). The language stays the path's where the path tells it (`/news/…` is
 * English); elsewhere the stored choice decides, as for any unknown address. Other requests are
 * returned as they are.
 */
export function readablePageRequest(request: Request): Request {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  if (!segments.some(unreadable)) return request;
  const data = url.pathname.endsWith(".data");
  const match = matchRoute(segments.map((s) => (unreadable(s) ? "-" : s)).join("/"));
  const headers = new Headers(request.headers);
  if (match?.languageFromPath) headers.set("cookie", withCookie(request.headers.get("cookie"), LANGUAGE_COOKIE, match.lang));
  return new Request(new URL(NOT_FOUND_PATH + (data ? ".data" : ""), url.origin), { method: "GET", headers });
}

function withCookie(header: string | null, name: string, value: string): string {
  const others = (header ?? "").split(";").map((part) => part.trim()).filter((part) => part && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join("; ");
}
