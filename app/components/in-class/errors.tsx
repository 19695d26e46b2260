import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { errorKindOf, errorPageMeta } from "../../lib/meta.ts";
import { ErrorPage } from "../ErrorPage.tsx";

const KINDS = { 403: "forbidden", 404: "not-found" } as const;

function statusOf(error: unknown): 403 | 404 | 500 {
  return isRouteErrorResponse(error) && (error.status === 403 || error.status === 404) ? error.status : 500;
}

/**
 * The error page of an itinerary address inside the site's layout: 404 for an unknown itinerary or
 * activity, 403 (with the way to add a licence) for one the reader's licence does not include.
 */
export function ItineraryError() {
  const status = statusOf(useRouteError());
  return <ErrorPage kind={status === 500 ? "server-error" : KINDS[status]} />;
}

/** The title of the error page, in the page's language. */
export function itineraryErrorMeta(args: Parameters<typeof errorPageMeta>[0]): MetaDescriptor[] {
  return errorPageMeta(args, errorKindOf(args.error));
}
