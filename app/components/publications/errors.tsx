import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { errorKindOf, errorPageMeta } from "../../lib/meta.ts";
import { ErrorPage } from "../ErrorPage.tsx";

/**
 * The error page of a news, event, topic or programme address that does not exist (or that the
 * reader may not see), inside the site's layout. The route keeps its match, so its `meta` still
 * gives the page a title.
 */
export function PublicationError() {
  const error = useRouteError();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? "not-found" : "server-error"} />;
}

/** The title of an error page, in the page's language, as the site's 404 route titles it. */
export function errorMeta(args: Parameters<typeof errorPageMeta>[0]): MetaDescriptor[] {
  return errorPageMeta(args, errorKindOf(args.error));
}
