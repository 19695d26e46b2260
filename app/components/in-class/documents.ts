import { BoardProgramFields } from "../boards/documents.ts";
import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** The in-class screens' shared pieces (server/graphql/schema/in-class/itineraries.ts); each screen's own document sits in its route. */

export const ItineraryCardFields = graphql(`
  fragment ItineraryCardFields on Itinerary @_unmask {
    id urlId name description image online devices age origin current firstYear program { id name }
    activityCount firstActivityUrlId locked lockedReason
  }
`);
export type ItineraryCardData = ResultOf<typeof ItineraryCardFields>;

/** The reader's programmes with their itineraries (my panel, the profile's tab). */
export const MyProgramItineraries = graphql(`
  query MyProgramItineraries {
    me { programs { id name itineraries { id urlId name age firstActivityUrlId activityCount locked } } }
  }
`);
export type ProgramItinerariesData = NonNullable<ResultOf<typeof MyProgramItineraries>["me"]>["programs"][number];
export type ItineraryLink = ProgramItinerariesData["itineraries"][number];

export const ActivityLinkFields = graphql(`fragment ActivityLinkFields on ItineraryActivity @_unmask { id urlId name minutes }`);
export type ActivityLink = ResultOf<typeof ActivityLinkFields>;

/** An activity inside an itinerary: its texts, materials and the way through the itinerary. */
export const ItineraryActivityQuery = graphql(
  `query ItineraryActivity($itinerary: String!, $activity: String!) {
    itineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) {
      activity { ...ActivityLinkFields image projectLogo updatedAt withKit withMaterials withOptions withPC withPCOptions withTablet }
      content { summary objectives steps kit materials options pc pcOptions tablet }
      itinerary { urlId age name program { name } activities { ...ActivityLinkFields } }
      position total
      previous { ...ActivityLinkFields }
      next { ...ActivityLinkFields }
      boardProgram { ...BoardProgramFields }
    }
  }`,
  [ActivityLinkFields, BoardProgramFields],
);
export type ItineraryActivityData = NonNullable<ResultOf<typeof ItineraryActivityQuery>["itineraryActivity"]>;

/** Team-package users (section 6): the packages to view as. */
export const PackageOptionFields = graphql(`fragment PackageOptionFields on LicencePackage @_unmask { id name }`);
export type PackageOption = ResultOf<typeof PackageOptionFields>;
