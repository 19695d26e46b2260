import { isBadgeFormat } from "../../../common/centres.ts";
import { badgeFileName, badgePng, badgeSvg } from "../../components/centres/badge.server.ts";
import { ReferenceBadgeQuery } from "../../components/centres/documents.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/reference-centers-badge-file";
import { fileFailure } from "../../lib/file-response.server.ts";

/**
 * The badge of the signed-in teacher's accredited centre as a file (:format svg or png), in the page's language, with
 * the current school year (a resource route: no page, only the file). Visitors were sent to log in by the route table;
 * an unknown format is a 404; a user whose centre is not a reference centre (or who has none) is refused with a 403.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  if (!isBadgeFormat(params.format)) return fileFailure(info.lang, 404, "notFound");
  const result = await gql(context, ReferenceBadgeQuery);
  if (result.errors?.length || !result.data) return fileFailure(info.lang, 500, "serverError");
  const badge = result.data.referenceCentreBadge;
  if (!badge) return fileFailure(info.lang, 403, "forbidden");
  const svg = badgeSvg(badge, info.lang);
  const body = params.format === "svg" ? Buffer.from(svg) : await badgePng(svg);
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": params.format === "svg" ? "image/svg+xml; charset=utf-8" : "image/png",
      "content-disposition": `attachment; filename="${badgeFileName(badge, info.lang, params.format)}"`,
      "content-length": String(body.byteLength),
      // A drawing with no script; its own CSP keeps it inert even opened on its own.
      "content-security-policy": "default-src 'none'",
      // The centre's own file, for its teachers: not for shared caches.
      "cache-control": "private, no-store",
    },
  });
}
