/** Stands for the product's origin when the caller does not know it: only relative paths survive then. */
const FALLBACK_ORIGIN = "https://return-path.invalid";

/**
 * The path (with query and fragment) a `page`/`returnTo` parameter asks to go back to, or null when it
 * would leave the product. It is parsed as a URL against the product's own origin the way a browser
 * would (tabs and newlines dropped, `\` read as `/`), so `/\t/evil.example` or `/\evil` resolve to
 * another host and are refused. The answer is the URL's own serialisation: always ASCII, safe in a
 * `Location` header.
 */
export function safeReturnPath(value: string | null | undefined, origin: string = FALLBACK_ORIGIN): string | null {
  if (!value) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return url.pathname + url.search + url.hash;
}
