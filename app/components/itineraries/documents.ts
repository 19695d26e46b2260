import type { AgeSegment, Device } from "../../../common/catalogue.ts";
import type { ContentOrigin } from "../../../common/in-class.ts";

/** The GraphQL documents of the in-class screens (itineraries, itinerary activity, my panel, profile tab). */

export type ItineraryCardData = {
  id: string;
  urlId: string;
  name: string;
  description: string;
  image: string;
  online: boolean;
  devices: Device[];
  age: AgeSegment;
  origin: ContentOrigin;
  current: boolean;
  firstYear: boolean;
  program: { id: string; name: string };
  activityCount: number;
  firstActivityUrlId: string | null;
  locked: boolean;
  lockedReason: "notInLicence" | null;
};

const CARD_FIELDS = `id urlId name description image online devices age origin current firstYear program { id name }
  activityCount firstActivityUrlId locked lockedReason`;

export const ITINERARIES = /* GraphQL */ `
  query Itineraries($filter: ItineraryFilter) {
    itineraries(filter: $filter) { ${CARD_FIELDS} }
  }
`;

export type ItineraryLink = Pick<ItineraryCardData, "id" | "urlId" | "name" | "age" | "firstActivityUrlId" | "activityCount" | "locked">;
export type ProgramItinerariesData = { id: string; name: string; itineraries: ItineraryLink[] };

/** The reader's programmes with their itineraries (my panel, the profile's tab). */
export const MY_PROGRAM_ITINERARIES = /* GraphQL */ `
  query MyProgramItineraries {
    me { programs { id name itineraries { id urlId name age firstActivityUrlId activityCount locked } } }
  }
`;

export type ActivityLink = { id: string; urlId: string; name: string; minutes: number };
type MaterialFlags = { withKit: boolean; withMaterials: boolean; withOptions: boolean; withPC: boolean; withPCOptions: boolean; withTablet: boolean };

export type ItineraryActivityData = {
  activity: ActivityLink & MaterialFlags & { image: string; projectLogo: string | null; updatedAt: string };
  content: {
    summary: string;
    objectives: string[];
    steps: string[];
    kit: string | null;
    materials: string[] | null;
    options: string | null;
    pc: string | null;
    pcOptions: string | null;
    tablet: string | null;
  };
  itinerary: { urlId: string; age: AgeSegment; name: string; program: { name: string }; activities: ActivityLink[] };
  position: number;
  total: number;
  previous: ActivityLink | null;
  next: ActivityLink | null;
};

export const ITINERARY_ACTIVITY = /* GraphQL */ `
  query ItineraryActivity($itinerary: String!, $activity: String!) {
    itineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) {
      activity { id urlId name minutes image projectLogo updatedAt withKit withMaterials withOptions withPC withPCOptions withTablet }
      content { summary objectives steps kit materials options pc pcOptions tablet }
      itinerary { urlId age name program { name } activities { id urlId name minutes } }
      position total
      previous { id urlId name minutes }
      next { id urlId name minutes }
    }
  }
`;

/** Where an itinerary lives (its age segment), for the address without the age. */
export const ITINERARY_ADDRESS = /* GraphQL */ `
  query ItineraryAddress($urlId: String!) { itinerary(urlId: $urlId) { urlId age } }
`;

export type PackageOption = { id: string; name: string };

/** Team-package users (section 6): the packages and the one viewed as. */
export const TEAM_PACKAGES = /* GraphQL */ `
  query TeamPackages { licencePackages { id name } viewedPackage }
`;

export const VIEW_AS_PACKAGE = /* GraphQL */ `
  mutation ViewAsPackage($packageId: ID) {
    viewAsPackage(packageId: $packageId) {
      __typename
      ... on MutationViewAsPackageSuccess { data { packageId } }
      ... on DomainError { code message fields { field message } }
    }
  }
`;
