/**
 * Enumerations of the in-class (licence-only) area, specification sections 3 and 5: licence codes,
 * itinerary sorts and filters, licence requests and the formation downloads pages.
 */
import { AGE_SEGMENTS, type AgeSegment } from "./catalogue.ts";

/** Section 5 and 9: a licence code is groups of 8, 4, 4, 4 and 12 characters separated by dashes. */
export const LICENCE_CODE_PATTERN = /^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$/;
/** Codes are compared without surrounding spaces and without regard to case (stored upper-case). */
export function normaliseLicenceCode(input: string): string {
  return input.trim().toUpperCase();
}
export function isLicenceCode(input: string): boolean {
  return LICENCE_CODE_PATTERN.test(normaliseLicenceCode(input));
}

export const LICENCE_STATES = ["free", "assigned", "revoked"] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
/** A batch holds at most this many codes (a generous school-network order). */
export const LICENCE_BATCH_MAX = 500;

/** Itineraries: every age segment (the 4-5 one included, unlike the activity filter), labels 4-5 … +12. */
export const ITINERARY_AGES: readonly AgeSegment[] = AGE_SEGMENTS;
/** The age segment as it appears in itinerary addresses (/itinerarios/6-8/…). */
export const AGE_PATH = { fourToFive: "4-5", sixToEight: "6-8", nineToTwelve: "9-12", twelvePlus: "12" } as const satisfies Record<AgeSegment, string>;
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

/** The three formation downloads pages. */
export const DOWNLOAD_PAGES = ["ai-robotics", "pc-itineraries", "vr"] as const;
export type DownloadPage = (typeof DOWNLOAD_PAGES)[number];
/** Their names in the API (GraphQL enum values cannot hold dashes). */
export const DOWNLOAD_PAGE_API = { "ai-robotics": "aiRobotics", "pc-itineraries": "pcItineraries", vr: "vr" } as const satisfies Record<DownloadPage, string>;

/** Licence requests: limits that keep a request reasonable (the specification gives none). */
export const LICENCE_REQUEST_LIMITS = { maxLicences: 200, maxTeachers: 50, reasonMax: 2000, textMax: 200 } as const;
