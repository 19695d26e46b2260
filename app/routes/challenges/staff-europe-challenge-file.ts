import { EuropeFileDownload } from "../../components/challenges/europe/documents.ts";
import { gql, page } from "../../lib/page.server.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/staff-europe-challenge-file";
import { fileFailure } from "../../lib/file-response.server.ts";

/**
 * A file of a Europe entry (a resource route: only the file), for the foundation's staff. The files live under
 * the storage's private area, which /uploads/ never serves; the API checks the caller again and names the file.
 * Always a download (`attachment`, `nosniff`): a PDF or a video sent by a user is never shown inside the product.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, EuropeFileDownload, { id: params.id });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const file = result.data?.europeChallengeFile;
  const stored = file ? await context.get(serverContext).readStoredFile?.(file.storageKey) : null;
  if (!file || !stored) return fileFailure(info.lang, 404, "notFound");
  return new Response(stored.body, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(stored.size),
      "content-disposition": attachment(file.fileName),
      "x-content-type-options": "nosniff",
      // Children's images and signed forms: never in a shared cache, nor kept by the browser.
      "cache-control": "private, no-store",
    },
  });
}

/** `attachment` with the name in plain ASCII and, for other characters, RFC 5987's UTF-8 form. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
