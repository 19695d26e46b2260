import { desc } from "drizzle-orm";
import type { z } from "zod";
import type { PublicationState } from "../../../common/editing.ts";
import { EVENT_KIND } from "../../../common/editing-kinds.ts";
import { events } from "../../db/schema/index.ts";
import { defineKind } from "../editing/kind.ts";

/**
 * The events editor (issue 18, decision 041; a kind of the editor kit, decision 053): a news item's texts with the
 * event's type, dates (instants, typed in Madrid's wall clock), place and sign-up address. Its own rule: it does not end
 * before it starts.
 */

/** An event as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableEvent = typeof events.$inferSelect & { state: PublicationState };

export const eventKind = defineKind<EditableEvent>({
  content: EVENT_KIND,
  table: events,
  area: "events",
  audit: { entity: "event", create: "eventCreate", update: "eventUpdate" },
  order: () => [desc(events.startsAt), desc(events.id)],
  pageSize: 25,
  check: ({ input }): Record<string, string> =>
    new Date(input.endsAt).getTime() < new Date(input.startsAt).getTime() ? { endsAt: "editing.event.errors.endBeforeStart" } : {},
  onInsert: (_tx, now) => ({ createdAt: now }),
});
export type EventInput = z.input<typeof eventKind.Input>;
