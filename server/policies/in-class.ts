import { canReadInClass, canViewAsPackage } from "../../common/roles.ts";

/**
 * The in-class area (sections 4 and 6). Reading it needs a licence or the developer flag; the same rule
 * guards its pages in the route table (access "inClass") and its API fields (scope inClassReader).
 */
export { canReadInClass };

/**
 * Section 6: a team-package user picks the licence package whose users it views the in-class pages as (the rule lives in
 * common/roles.ts: My panel asks it too).
 */
export { canViewAsPackage };

/**
 * An itinerary opens when the reader holds its programme ("itineraries can be unavailable for a licence");
 * a developer without programmes (section 6) opens every one.
 */
export function canOpenItinerary(reader: { programIds: readonly number[]; developer: boolean }, programId: number): boolean {
  if (reader.developer && reader.programIds.length === 0) return true;
  return reader.programIds.includes(programId);
}
