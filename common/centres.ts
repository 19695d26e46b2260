import { COMPETENCES, REFERENCE_PUPIL_HOURS, REFERENCE_REGIONS, REFERENCE_TRAINING_HOURS } from "./constants.ts";

/**
 * Reference centres (sections 1 and 9; decision 035): the seven regions their list is grouped by, in the
 * specification's order, and the accreditation criteria (the numbers live once in constants.ts).
 */

/** Section 1's regions, each an autonomous community (its INE code: the geography tables' id, es-atlas's id). */
export const REFERENCE_REGION_LIST = [
  { key: "andalucia", communityId: 1 },
  { key: "madrid", communityId: 13 },
  { key: "galicia", communityId: 12 },
  { key: "cantabria", communityId: 6 },
  { key: "castillaLeon", communityId: 7 },
  { key: "baleares", communityId: 4 },
  { key: "aragon", communityId: 2 },
] as const satisfies readonly { key: string; communityId: number }[];

export type ReferenceRegionKey = (typeof REFERENCE_REGION_LIST)[number]["key"];
export const REFERENCE_REGION_KEYS = REFERENCE_REGION_LIST.map((r) => r.key) as readonly ReferenceRegionKey[];

if (REFERENCE_REGION_LIST.length !== REFERENCE_REGIONS) throw new Error("common/centres.ts: section 1 names seven regions");

/** The region of an autonomous community, or null when it is none of the seven. */
export function referenceRegionOf(communityId: number): ReferenceRegionKey | null {
  return REFERENCE_REGION_LIST.find((r) => r.communityId === communityId)?.key ?? null;
}

/** Section 9's criteria: pupils' hours per school year on the digital competences, and teachers' training hours per year. */
export const REFERENCE_CRITERIA = {
  pupilHours: REFERENCE_PUPIL_HOURS,
  competences: COMPETENCES,
  trainingHours: REFERENCE_TRAINING_HOURS,
} as const;

/** The list's orders (section 2: sortable A-Z or Z-A), as the address writes them (?sort=az|za). */
export const REFERENCE_SORTS = ["az", "za"] as const;
export type ReferenceSort = (typeof REFERENCE_SORTS)[number];
export const DEFAULT_REFERENCE_SORT: ReferenceSort = "az";

/** The address's ?sort value, the default for anything else. */
export function referenceSortOf(value: string | null | undefined): ReferenceSort {
  return (REFERENCE_SORTS as readonly string[]).includes(value ?? "") ? (value as ReferenceSort) : DEFAULT_REFERENCE_SORT;
}

/** The badge's file formats (route reference-centers-badge-file). */
export const BADGE_FORMATS = ["svg", "png"] as const;
export type BadgeFormat = (typeof BADGE_FORMATS)[number];
export const isBadgeFormat = (value: string | undefined): value is BadgeFormat =>
  (BADGE_FORMATS as readonly string[]).includes(value ?? "");

/** The PNG badge's size in pixels (square), large enough for a school's website or a printed poster. */
export const BADGE_PNG_SIZE = 1024;

/** The first school year (its starting calendar year) a centre could be accredited from: the programme's first accreditations. */
export const REFERENCE_FIRST_YEAR = 2019;
