import { useFilterForm } from "../../lib/filter-form.ts";
import { type ItineraryListState, itinerarySearch, parseItineraryState } from "./filters.ts";

/** The itineraries list's state and how its controls change it (app/lib/filter-form.ts). */
export function useItineraryList(loaded: ItineraryListState) {
  return useFilterForm(loaded, parseItineraryState, itinerarySearch);
}
