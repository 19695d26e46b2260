import type { EventSeed } from "../types.ts";
import { currentEvents } from "./current.ts";
import { pastEvents } from "./past.ts";
import { upcomingEvents } from "./upcoming.ts";

/** Every event; their dates are relative to the seeding moment. */
export const eventSeeds: EventSeed[] = [...currentEvents, ...upcomingEvents, ...pastEvents];
