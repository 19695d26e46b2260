import type { Language } from "../../common/languages.ts";
import { catalogue } from "../i18n/catalogues.server.ts";

/**
 * A file route's refusal (a PDF, a CSV, a badge, an upload): a file link has no page to show an error on, so the
 * section 8 message goes as plain text, in the page's language.
 */
export function fileFailure(lang: Language, status: number, key: "notFound" | "forbidden" | "serverError"): Response {
  return new Response(catalogue(lang).errors[key], {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
