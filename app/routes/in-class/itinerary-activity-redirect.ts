import { data, redirect } from "react-router";
import { ItineraryError, itineraryErrorMeta } from "../../components/in-class/errors.tsx";
import { itineraryActivityPath } from "../../components/in-class/paths.ts";
import { graphql } from "../../lib/graphql.ts";
import { page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/itinerary-activity-redirect";

/** Where an itinerary lives (its age segment), for the address without the age. */
const ItineraryAddress = graphql(`query ItineraryAddress($urlId: String!) { itinerary(urlId: $urlId) { urlId age } }`);
/** An itinerary whose slug an editor changed (issue 18): its current address. */
const MovedItinerary = graphql(`query MovedItinerary($urlId: String!) { movedSlug(kind: itinerary, slug: $urlId) }`);

/**
 * /itinerarios/:itineraryId/actividades/:activityId (without the age): a permanent redirect to the full
 * address, which checks the activity and the licence. An unknown itinerary is the site's 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // Licence route: for a user without a licence the root shows the 403 page.
  if (page(context).decision.kind !== "allow") return null;
  let { itinerary } = await query(context, ItineraryAddress, { urlId: params.itineraryId });
  if (!itinerary) {
    const { movedSlug } = await query(context, MovedItinerary, { urlId: params.itineraryId });
    if (movedSlug) itinerary = (await query(context, ItineraryAddress, { urlId: movedSlug })).itinerary;
  }
  if (!itinerary) throw data(null, { status: 404 });
  return redirect(itineraryActivityPath(page(context).lang, itinerary.age, itinerary.urlId, params.activityId), 301);
}

export const meta: Route.MetaFunction = (args) => itineraryErrorMeta(args);
export { ItineraryError as ErrorBoundary };

/** Never rendered (the loader always redirects or throws); being a page route gives an unknown address the 404 page. */
export default function ItineraryActivityRedirect() {
  return null;
}
