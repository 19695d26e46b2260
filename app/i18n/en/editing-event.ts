import type { eventEditing as es } from "../es/editing-event.ts";
import type { Strings } from "../types.ts";

/** The events editor (issue 18): its list, form and preview. */
export const eventEditing: Strings<typeof es> = {
  title: "Events editor",
  lead: "Write events in Spanish and English, with their type, dates and place; keep them as drafts, publish them or schedule them.",
  create: "New event",
  editTitle: "Edit event",
  newTitle: "New event",
  back: "Back to the events",
  count_one: "{{count}} event",
  count_other: "{{count}} events",
  empty: "There are no events yet.",
  columns: { title: "Title", type: "Type", starts: "Starts", state: "State", translation: "English" },
  translated: "Translated",
  untranslated: "Not translated",
  created: "Event created.",
  labels: { place: "Place" },
  type: "Type of event",
  startsAt: "Starts",
  endsAt: "Ends",
  datesLegend: "Dates",
  datesHint: "Day and time in Spain's mainland time.",
  placeHint: 'A town, a school or "Online".',
  url: "Sign-up address",
  urlHint: "Optional: an address starting with https:// where people sign up or follow it live.",
  previewBanner: "Preview: this is how the public will see it.",
  previewState: {
    draft: "It is a draft: the public does not see it yet.",
    published: "It is published.",
    scheduled: "It is scheduled: the public will see it from {{date}}.",
  },
  errors: {
    endBeforeStart: "The end cannot be before the start.",
    url: "Write a full address starting with https://",
  },
};
