import { asc, desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ActivityEditorSort } from "../../../common/activity-editor.ts";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import type { PublicationState } from "../../../common/editing.ts";
import { ACTIVITY_KIND } from "../../../common/editing-kinds.ts";
import { activities } from "../../db/schema/index.ts";
import { TITLE_COLLATION } from "../../db/schema/activities.ts";
import { defineKind } from "../editing/kind.ts";

/**
 * The activities editor (issue 18, decision 041; a kind of the editor kit, decision 053): the foundation's staff write
 * the public catalogue's activities in both languages, set their attributes, keep them as drafts, publish or schedule
 * them, and change their address. Its own: the list's sorts, and the youngest age kept for the catalogue's age sort.
 */

type ActivityRow = typeof activities.$inferSelect;

/** An activity as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableActivity = Omit<ActivityRow, "titleSortEs" | "titleSortEn"> & { state: PublicationState };

/** The columns an editor reads (the sort keys are the database's own). */
const { titleSortEs: _es, titleSortEn: _en, ...editable } = getTableColumns(activities);

/** The state as SQL at `now`, in the list's order: 0 draft, 1 scheduled, 2 published. */
const stateRank = (now: Date) =>
  sql`(case when not ${activities.published} then 0 when ${activities.publishedAt} > ${now} then 1 else 2 end)`;

function editorOrder(sort: ActivityEditorSort, now: Date): SQL[] {
  const title = sql`${activities.titleSortEs} ${TITLE_COLLATION}`;
  switch (sort) {
    case "titleAsc":
      return [asc(title), asc(activities.id)];
    case "titleDesc":
      return [desc(title), desc(activities.id)];
    case "stateAsc":
      return [asc(stateRank(now)), asc(title), asc(activities.id)];
    case "stateDesc":
      return [desc(stateRank(now)), asc(title), asc(activities.id)];
  }
}

export const activityKind = defineKind<EditableActivity>({
  content: ACTIVITY_KIND,
  table: activities,
  area: "activities",
  columns: editable,
  audit: { entity: "activity", create: "activityCreate", update: "activityUpdate" },
  order: (now, { sort }) => editorOrder(sort ?? "titleAsc", now),
  pageSize: 25,
  // The age sort reads the youngest age.
  values: ({ input }) => ({ ageRank: AGE_SEGMENTS.indexOf(input.ageSegments[0] ?? "fourToFive") }),
  onInsert: (_tx, now) => ({ createdAt: now, updatedAt: now }),
  onUpdate: (now) => ({ updatedAt: now }),
});
export type ActivityInput = z.input<typeof activityKind.Input>;
