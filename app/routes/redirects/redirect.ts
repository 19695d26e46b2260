import { data, redirect } from "react-router";
import type { RedirectKind } from "../../../common/redirects.ts";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/redirect";

const FollowRedirect = graphql(`mutation FollowRedirect($kind: RedirectKind!, $key: String!) { followRedirect(kind: $kind, key: $key) }`);

/**
 * QR codes (/qr/:id) and short links (/link/:link): the API counts the use and answers the target,
 * which is sent on with a 302. The API only answers site paths and https addresses; this checks again
 * so that nothing else (//host, javascript:) could ever leave as a redirect.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const kind: RedirectKind | null = page(context).match?.name === "qr" ? "qr" : page(context).match?.name === "link" ? "link" : null;
  const key = kind === "qr" ? params.id : params.link;
  if (!kind || !key) throw data(null, { status: 404 });
  const result = await gql(context, FollowRedirect, { kind, key });
  const target = result.data?.followRedirect ?? null;
  const sitePath = target?.startsWith("/") && !target.startsWith("//") && !target.includes("\\");
  if (!target || !(sitePath || target.startsWith("https://"))) throw data(null, { status: 404 });
  // Not cacheable: every scan must reach the server to be counted.
  return redirect(target, { status: 302, headers: { "cache-control": "no-store" } });
}

/** The only page this route shows is the 404 of an unknown key, titled like the site's other 404s. */
export const meta: Route.MetaFunction = (args) => errorMeta(args);
export { PublicationError as ErrorBoundary };

/**
 * Never rendered (the loader always redirects or throws); its presence makes this a page route, so
 * an unknown key shows the site's 404 page instead of a bare response.
 */
export default function Redirect() {
  return null;
}
