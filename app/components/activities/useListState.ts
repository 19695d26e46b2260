import { type ActivityListState, parseActivityFilters, searchOf } from "../../../common/activity-filters.ts";
import { useFilterForm } from "../../lib/filter-form.ts";

/** Every filter control belongs to this one GET form (controls outside it join through their `form` attribute). */
export const FILTER_FORM_ID = "activity-filters";

/** The activities list's state and how its controls change it (app/lib/filter-form.ts). */
export function useListState(loaded: ActivityListState) {
  return useFilterForm(loaded, parseActivityFilters, searchOf);
}
