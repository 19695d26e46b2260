/** Enumerations of the publications (specification section 3): events, their date filters, list page sizes. */

/** Events. */
export const EVENT_TYPES = ["conference", "course-workshop", "activity", "private"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export function eventTypeToApi(type: EventType): Exclude<EventType, "course-workshop"> | "courseWorkshop" {
  return type === "course-workshop" ? "courseWorkshop" : type;
}
export const EVENT_DATE_FILTERS = ["all", "thisMonth", "thisWeek", "today"] as const;
export type EventDateFilter = (typeof EVENT_DATE_FILTERS)[number];
/** Event dates are shown and filtered in Spain's mainland time. */
export const EVENT_TIME_ZONE = "Europe/Madrid";
export const NEWS_PAGE_SIZE = 9;
export const EVENTS_PAGE_SIZE = 9;
