import { eventKind } from "../../../services/publications/event-editor.ts";
import { editorApi } from "../editing/kind.ts";
import { EventTypeEnum } from "./publications.ts";

/** The events editor (issue 18, decision 041; editor kit, decision 053): event managers (admins hold the flag too). */
editorApi(eventKind, {
  object: "EditableEvent",
  description: "An event as its editor holds it: both languages and its state at the product's clock.",
  page: "EditableEventPage",
  input: "EventInput",
  scope: { eventManager: true },
  enums: { type: EventTypeEnum },
  list: { name: "eventsForEditors", description: "Every event, the latest start first, 25 a page." },
  get: { name: "editableEvent", description: "An event for its editor and preview; null when unknown." },
  save: {
    name: "saveEvent",
    description:
      "Creates (no id) or updates an event (audited). A new event needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});
