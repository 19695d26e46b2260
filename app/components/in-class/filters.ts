import type { AgeSegment } from "../../../common/ages.ts";
import { DEVICES, type Device } from "../../../common/activities.ts";
import {
  AGE_PATH,
  ageFromPath,
  ITINERARY_AGES,
  ITINERARY_SORTS,
  type ItinerarySort,
  RESOURCE_FILTERS,
  type ResourceFilter,
} from "../../../common/in-class.ts";

/**
 * The itineraries list's state as it lives in the address (`?age=9-12&device=pc&resource=firstYear&sort=alfZA`),
 * so a filtered list can be shared and reloaded, and the GET form works without JavaScript. Unknown values
 * are dropped, never an error.
 */
export type ItineraryListState = { age: AgeSegment; sort: ItinerarySort; devices: Device[]; resources: ResourceFilter[] };

/** The programme is for children of 6 to 12: the list opens on its first primary segment. */
export const DEFAULT_ITINERARY_AGE: AgeSegment = "sixToEight";
export const DEFAULT_ITINERARY_SORT: ItinerarySort = "alfAZ";
export const ITINERARY_FORM_ID = "itinerary-filters";

function pick<T extends string>(allowed: readonly T[], given: string[]): T[] {
  // In the catalogue's order, so equal states give equal addresses.
  return allowed.filter((value) => given.includes(value));
}

export function parseItineraryState(params: URLSearchParams): ItineraryListState {
  const sort = params.get("sort");
  return {
    age: ageFromPath(params.get("age") ?? "") ?? DEFAULT_ITINERARY_AGE,
    sort: (ITINERARY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ItinerarySort) : DEFAULT_ITINERARY_SORT,
    devices: pick(DEVICES, params.getAll("device")),
    resources: pick(RESOURCE_FILTERS, params.getAll("resource")),
  };
}

/** "?age=9-12&device=pc"; the default sort is left out, the age always kept. */
export function itinerarySearch(state: ItineraryListState): string {
  const params = new URLSearchParams({ age: AGE_PATH[state.age] });
  for (const device of state.devices) params.append("device", device);
  for (const resource of state.resources) params.append("resource", resource);
  if (state.sort !== DEFAULT_ITINERARY_SORT) params.set("sort", state.sort);
  return `?${params.toString()}`;
}

export function hasItineraryFilters(state: ItineraryListState): boolean {
  return state.devices.length > 0 || state.resources.length > 0;
}

/** The `itineraries` query's filter for a state. */
export function itineraryFilter(state: ItineraryListState) {
  return { age: state.age, sort: state.sort, devices: state.devices, resources: state.resources };
}

export { ITINERARY_AGES };
