import type { EventDateFilter, EventType } from "../../../common/publications.ts";
import type { EventNode } from "./documents.ts";

/** The API spells "course-workshop" as courseWorkshop (GraphQL enum values are names). */
export type ApiEventType = EventNode["type"];
export const eventTypeFromApi = (type: ApiEventType): EventType => (type === "courseWorkshop" ? "course-workshop" : type);

export type EventFilters = { type: EventType | null; when: EventDateFilter };
