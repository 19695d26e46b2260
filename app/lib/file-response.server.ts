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

/**
 * A file for the signed-in caller only (their results, staff's lists, codes): downloaded under `filename` and
 * never kept by a shared cache.
 */
export function privateDownload(body: string | Uint8Array<ArrayBuffer>, contentType: string, filename: string): Response {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "private, no-store",
  };
  if (typeof body !== "string") headers["content-length"] = String(body.byteLength);
  return new Response(body, { headers });
}
