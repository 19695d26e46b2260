import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import { DEVICES } from "../../../common/activities.ts";
import { type ContentOrigin, ITINERARY_SORTS, type ItinerarySort, RESOURCE_FILTERS } from "../../../common/in-class.ts";
import type { Language } from "../../../common/languages.ts";
import { itineraries } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { inLanguage } from "../editing/editing.ts";

/**
 * The filters and sorts of the itineraries list (section 3: age segments, itinerary sort, device types,
 * resource filters) as SQL on the `itineraries` table.
 */

const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length * 2)
    .nullish();
export const ItineraryFilterInput = z
  .object({
    age: z.enum(AGE_SEGMENTS).nullish(),
    sort: z.enum(ITINERARY_SORTS).nullish(),
    devices: list(DEVICES),
    resources: list(RESOURCE_FILTERS),
  })
  .nullish();
export type ItineraryFilter = NonNullable<z.output<typeof ItineraryFilterInput>>;

/** Bad input is a VALIDATION failure naming each wrong field (filter.devices, filter.resources.0 …). */
export function parseItineraryFilter(input: unknown): ItineraryFilter {
  const parsed = ItineraryFilterInput.safeParse(input);
  if (parsed.success) return parsed.data ?? {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[["filter", ...issue.path].join(".")] ??= "errors.validation";
  throw new DomainError("VALIDATION", { fields });
}

const some = <T>(values: readonly T[] | null | undefined): values is readonly T[] => !!values && values.length > 0;

/**
 * The WHERE clause. Devices match any of those given (an itinerary for PC or tablet); own and
 * centerResource are "any of" the origins; onlyActualItineraries and firstYear narrow further.
 */
export function itineraryCondition(filter: ItineraryFilter): SQL | undefined {
  const i = itineraries;
  const conditions: SQL[] = [];
  if (filter.age) conditions.push(eq(i.age, filter.age));
  if (some(filter.devices)) conditions.push(arrayOverlaps(i.devices, [...filter.devices]));
  const resources = filter.resources ?? [];
  const origins = resources.filter((r): r is ContentOrigin => r === "own" || r === "centerResource");
  if (origins.length) conditions.push(inArray(i.origin, origins));
  if (resources.includes("onlyActualItineraries")) conditions.push(eq(i.current, true));
  if (resources.includes("firstYear")) conditions.push(eq(i.firstYear, true));
  return conditions.length ? and(...conditions) : undefined;
}

export const DEFAULT_ITINERARY_SORT: ItinerarySort = "alfAZ";

/** Names sort as people read them (see activity-list.ts titleOf): ICU's root collation, ties by id. */
export function itinerarySortOrder(sort: ItinerarySort, lang: Language): SQL[] {
  const name = sql`${inLanguage(lang, itineraries.nameEs, itineraries.nameEn)} collate "und-x-icu"`;
  return sort === "alfZA" ? [desc(name), desc(itineraries.id)] : [asc(name), asc(itineraries.id)];
}
