import { buildGuidePdf, GuideActivityFields } from "../../lib/guide-pdf.server.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/activity-guide";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * The activity's PDF guide (a resource route: no page, only the file). Accounts only: the root
 * middleware has already sent visitors to the login page with this address to come back to.
 */
const ActivityGuide = graphql(`query ActivityGuide($slug: String!) { activity(slug: $slug) { slug locked ...GuideActivityFields } }`, [
  GuideActivityFields,
]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  const result = await gql(context, ActivityGuide, { slug: params.id });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const activity = result.data?.activity;
  if (!activity) return fileFailure(info.lang, 404, "notFound");
  // Visitors never get here; were one to, a premium activity's content is not theirs.
  if (activity.locked) return fileFailure(info.lang, 403, "forbidden");
  const bytes = await buildGuidePdf(activity, info.lang, info.origin);
  // Slugs are lowercase words and dashes; anything else would not be safe in the header.
  const filename = `${activity.slug.replace(/[^a-z0-9_-]/gi, "-")}.pdf`;
  // An account's download: not for shared caches.
  return privateDownload(bytes as Uint8Array<ArrayBuffer>, "application/pdf", filename);
}
