import { PUBLICATION_STATES, type PublicationState } from "../../../common/editing.ts";
import { madridWallClock } from "../../../common/event-dates.ts";

/** What every editor's action reads the same way from its multipart form (issue 18, decision 041). */

/** The chosen state and the scheduled time: as typed (Madrid's wall clock, to show again) and as an instant for the API. */
export function publicationFromForm(form: FormData): {
  state: PublicationState;
  scheduledAt: string;
  instant: string | null;
  invalid: boolean;
} {
  const state = PUBLICATION_STATES.find((value) => value === form.get("state")) ?? "draft";
  const scheduledAt = String(form.get("scheduledAt") ?? "");
  const at = scheduledAt ? madridWallClock(scheduledAt) : null;
  return {
    state,
    scheduledAt,
    instant: state === "scheduled" && at ? at.toISOString() : null,
    invalid: state === "scheduled" && !!scheduledAt && !at,
  };
}

/** The chosen file, or null: browsers send an empty, nameless file when none was chosen. */
export function chosenFile(form: FormData, name = "image"): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/** The form's texts by name, each a string ("" when absent). */
export function textsFromForm<N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<N, string>;
}
