import type { AgeSegment } from "../../../../common/ages.ts";
import type { Device } from "../../../../common/activities.ts";
import type { ContentOrigin } from "../../../../common/in-class.ts";
import type { ItineraryActivityContent } from "../../schema/in-class.ts";

/**
 * One itinerary of the seeded in-class content, in both languages. Slugs are unique across all
 * itineraries (itinerary) and within the itinerary (activity); pictures are drawn from them by
 * scripts/draw-covers.ts (/images/itineraries/<slug>.svg and /images/itineraries/<slug>/<activity slug>.svg).
 */
export type ItinerarySeed = {
  slug: string;
  /** Programme code: PRIMARIA, ROBOTICA or PC. */
  program: "PRIMARIA" | "ROBOTICA" | "PC";
  age: AgeSegment;
  devices: Device[];
  online?: boolean;
  origin?: ContentOrigin;
  /** false: an earlier school year's itinerary (excluded by the onlyActualItineraries filter). */
  current?: boolean;
  firstYear?: boolean;
  name: { es: string; en: string };
  description: { es: string; en: string };
  activities: ItineraryActivitySeed[];
};

/**
 * An activity of an itinerary. The `with*` flags say which material options it offers; the content
 * holds a text for each offered option (kit, materials list, options, pc, pcOptions, tablet) and
 * none for the others.
 */
export type ItineraryActivitySeed = {
  slug: string;
  minutes: number;
  /** A project's logo (e.g. the robot kit); most activities have none. */
  projectLogo?: string;
  withKit?: boolean;
  withMaterials?: boolean;
  withOptions?: boolean;
  withPc?: boolean;
  withPcOptions?: boolean;
  withTablet?: boolean;
  name: { es: string; en: string };
  es: ItineraryActivityContent;
  en: ItineraryActivityContent;
};
