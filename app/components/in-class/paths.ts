import type { AgeSegment } from "../../../common/ages.ts";
import { AGE_PATH } from "../../../common/in-class.ts";
import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { DEFAULT_ITINERARY_SORT, itinerarySearch } from "./filters.ts";

/** An itinerary activity's full address: /itinerarios/6-8/<itinerary>/actividades/<activity>. */
export function itineraryActivityPath(lang: Language, age: AgeSegment, itineraryUrlId: string, activityUrlId: string): string {
  return pathFor("itinerary-activity", lang, { itineraryAge: AGE_PATH[age], itineraryId: itineraryUrlId, activityId: activityUrlId });
}

/** The itineraries list on an age's tab, optionally scrolled to one itinerary's card. */
export function itinerariesPath(lang: Language, age: AgeSegment, itineraryUrlId?: string): string {
  const search = itinerarySearch({ age, sort: DEFAULT_ITINERARY_SORT, devices: [], resources: [] });
  return pathFor("itineraries", lang) + search + (itineraryUrlId ? `#${itineraryAnchor(itineraryUrlId)}` : "");
}

/** The id of an itinerary's card in the list. */
export function itineraryAnchor(urlId: string): string {
  return `itinerario-${urlId}`;
}
