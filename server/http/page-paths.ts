import { hasControlCharacter } from "../../common/control-characters.ts";

/** A path segment that cannot be decoded (`%ZZ`, `%E0`) or that decodes to a control character (`%00`). */
function unreadable(segment: string): boolean {
  try {
    // Control characters have no place in an address; every other code point may be a slug's.
    return hasControlCharacter(decodeURIComponent(segment), { textBreaks: false });
  } catch {
    return true;
  }
}

/**
 * A page (or `.data`) request whose path has an unreadable segment, with each such segment escaped so it
 * reads as the literal text it shows (`%ZZ` → `%25ZZ`, `x%00y` → `x%2500y`). Neither the router nor a loader
 * meets the bad bytes (they answered 500 or a bare "Unexpected Server Error"): the address matches the same
 * screen as in the browser (so hydration agrees), whose loader finds no such item and answers the product's
 * 404 page, in the path's language, like any unknown address. Other requests are returned as they are.
 */
export function readablePageRequest(request: Request): Request {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  if (!segments.some(unreadable)) return request;
  url.pathname = segments.map((segment) => (unreadable(segment) ? encodeURIComponent(segment) : segment)).join("/");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}
