/** Enumerations of the in-class (licence-only) area, specification section 3: itinerary ages, sorts, filters, materials. */
import { AGE_SEGMENTS, type AgeSegment } from "./ages.ts";

/** Itineraries: every age segment (the 4-5 one included, unlike the activity filter), labels 4-5 … +12. */
export const ITINERARY_AGES: readonly AgeSegment[] = AGE_SEGMENTS;
/** The age segment as it appears in itinerary addresses (/itinerarios/6-8/…). */
export const AGE_PATH = { fourToFive: "4-5", sixToEight: "6-8", nineToTwelve: "9-12", twelvePlus: "12" } as const satisfies Record<
  AgeSegment,
  string
>;
export function ageFromPath(value: string): AgeSegment | null {
  const found = (Object.entries(AGE_PATH) as [AgeSegment, string][]).find(([, path]) => path === value);
  return found ? found[0] : null;
}
export const ITINERARY_SORTS = ["alfAZ", "alfZA"] as const;
export type ItinerarySort = (typeof ITINERARY_SORTS)[number];

/** Content origin: the product's own content, or a resource a centre shared. */
export const CONTENT_ORIGINS = ["own", "centerResource"] as const;
export type ContentOrigin = (typeof CONTENT_ORIGINS)[number];
/** Resource filters of section 3: own activities, centre resources, only this year's itineraries, first-year ones. */
export const RESOURCE_FILTERS = ["own", "centerResource", "onlyActualItineraries", "firstYear"] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

/** The material options an itinerary activity may offer (section 3). */
export const MATERIAL_KINDS = ["kit", "materials", "options", "pc", "pcOptions", "tablet"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
