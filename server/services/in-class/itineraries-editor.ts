import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { DEVICES } from "../../../common/activities.ts";
import type { AgeSegment } from "../../../common/ages.ts";
import { ITINERARY_KIND } from "../../../common/editing-kinds.ts";
import type { Db } from "../../db/client.ts";
import { itineraries, itineraryActivities, programs } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { changeChildren, type Move, move, removeChild } from "../editing/children.ts";
import { defineKind, snapshotOf } from "../editing/kind.ts";
import { DomainError } from "../errors.ts";
import { movedSlug } from "../redirects/former-slugs.ts";
import {
  ACTIVITIES,
  type ActivityRow,
  activitiesOf,
  activitySlugKey,
  activitySnapshot,
  type ItineraryRow,
  itineraryOrThrow,
  translatedContent,
} from "./itinerary-activities-editor.ts";

export {
  contentTexts,
  editableItineraryActivity,
  type EditableItineraryActivity,
  ItineraryActivityInput,
  saveItineraryActivity,
} from "./itinerary-activities-editor.ts";

/**
 * The itineraries editor (issue 18, decision 041): the foundation's staff write itineraries and their activities in
 * both languages, order the activities, and change their addresses (the old ones lead to the new). Itineraries have no
 * published state: the in-class pages show every itinerary to licensed teachers and staff. Each change is audited on
 * the itinerary (entity "itinerary") in its own transaction; a save that changes nothing writes no entry.
 */

/** An activity as the itinerary's editor lists it, in its order. */
export type EditorActivity = Pick<ActivityRow, "id" | "slug" | "position" | "nameEs" | "nameEn" | "minutes" | "image"> & {
  translated: boolean;
};
/** An itinerary as its editor holds it: both languages, its programme's name and its activities in order. */
export type EditableItinerary = ItineraryRow & { programNameEs: string; programNameEn: string; activities: EditorActivity[] };
/** An itinerary in the editors' list. */
export type ItineraryListItem = Pick<ItineraryRow, "id" | "slug" | "nameEs" | "nameEn" | "age" | "position" | "current" | "programId"> & {
  programNameEs: string;
  programNameEn: string;
  activityCount: number;
  translated: boolean;
};
/** A programme to choose for an itinerary. */
export type EditorProgram = Pick<typeof programs.$inferSelect, "id" | "nameEs" | "nameEn">;

/** The programmes an itinerary may belong to, in their order. */
export async function editorPrograms(db: Db): Promise<EditorProgram[]> {
  return db
    .select({ id: programs.id, nameEs: programs.nameEs, nameEn: programs.nameEn })
    .from(programs)
    .orderBy(asc(programs.position), asc(programs.id));
}

/** Every itinerary, by programme, age and editorial order; optionally of one programme or one age. */
export async function itinerariesForEditors(
  db: Db,
  filter: { programId?: number | null; age?: AgeSegment | null },
): Promise<ItineraryListItem[]> {
  const a = itineraryActivities;
  const conditions = [];
  if (filter.programId != null) conditions.push(eq(itineraries.programId, filter.programId));
  if (filter.age) conditions.push(eq(itineraries.age, filter.age));
  const rows = await db
    .select({
      id: itineraries.id,
      slug: itineraries.slug,
      nameEs: itineraries.nameEs,
      nameEn: itineraries.nameEn,
      descriptionEn: itineraries.descriptionEn,
      age: itineraries.age,
      position: itineraries.position,
      current: itineraries.current,
      programId: itineraries.programId,
      programNameEs: programs.nameEs,
      programNameEn: programs.nameEn,
      activityCount: sql<number>`(select count(*)::int from ${a} where ${a.itineraryId} = ${itineraries.id})`,
    })
    .from(itineraries)
    .innerJoin(programs, eq(programs.id, itineraries.programId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(programs.position), asc(programs.id), asc(itineraries.age), asc(itineraries.position), asc(itineraries.id));
  return rows.map(({ descriptionEn, ...row }) => ({
    ...row,
    activityCount: Number(row.activityCount),
    translated: !!row.nameEn.trim() && !!descriptionEn.trim(),
  }));
}

/**
 * Itineraries on the editor kit: a new one needs an image, a changed slug keeps the old address as a redirect, its
 * programme must exist. Its devices may be none, kept in the order given; the audit log names its programme `program`.
 */
export const itineraryKind = defineKind<EditableItinerary>({
  content: ITINERARY_KIND,
  table: itineraries,
  audit: { entity: "itinerary", create: "itineraryCreate", update: "itineraryUpdate", label: (row) => row.nameEs },
  area: "itineraries",
  order: () => [asc(itineraries.position), asc(itineraries.id)],
  input: { devices: z.array(z.enum(DEVICES, "errors.validation")).max(DEVICES.length, "errors.validation") },
  check: async ({ input, db }): Promise<Record<string, string>> => {
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, Number(input.programId)))
      .limit(1);
    return program ? {} : { programId: "editing.itineraries.errors.program" };
  },
  values: ({ input }) => ({ devices: [...new Set(input.devices)] }),
  onInsert: (_tx, now) => ({ updatedAt: now }),
  onUpdate: (now) => ({ updatedAt: now }),
  snapshot: (row) => {
    const { programId, ...rest } = snapshotOf(ITINERARY_KIND, row);
    return { ...rest, program: programId, devices: [...row.devices].sort() };
  },
  present: async (row, _now, db) => {
    const [program] = await db
      .select({ programNameEs: programs.nameEs, programNameEn: programs.nameEn })
      .from(programs)
      .where(eq(programs.id, row.programId));
    const activities = (await activitiesOf(db, row.id)).map((activity) => ({
      id: activity.id,
      slug: activity.slug,
      position: activity.position,
      nameEs: activity.nameEs,
      nameEn: activity.nameEn,
      minutes: activity.minutes,
      image: activity.image,
      translated: !!activity.nameEn.trim() && translatedContent(activity.contentEs, activity.contentEn),
    }));
    return { ...(row as ItineraryRow), ...(program as EditableItinerary), activities };
  },
});

/** One itinerary for its editor; null when unknown. */
const editableItinerary = (db: Db, id: number) => itineraryKind.get(db, new Date(), id);

export { MOVES as ACTIVITY_MOVES } from "../editing/children.ts";

/**
 * Moves an activity one place earlier or later (the first cannot go up nor the last down: nothing changes, nothing is
 * audited), or removes it (its board programme goes with it). Audited on the itinerary with its activities' order.
 */
export async function changeItineraryActivities(
  db: Db,
  actor: AuditActor,
  now: Date,
  args: { itineraryId: number; activityId: number; change: Move | "remove" },
): Promise<EditableItinerary> {
  const itinerary = await itineraryOrThrow(db, args.itineraryId);
  const activity = (await activitiesOf(db, itinerary.id)).find((a) => a.id === args.activityId);
  if (!activity) throw new DomainError("NOT_FOUND", { status: 404 });
  const remove = args.change === "remove";
  await changeChildren(
    db,
    actor,
    {
      action: remove ? "itineraryActivityRemove" : "itineraryActivityMove",
      entity: "itinerary",
      entityId: itinerary.id,
      label: `${itinerary.nameEs} · ${activity.nameEs}`,
      before: (before) => (remove ? { ...before, removed: activitySnapshot(activity) } : before),
    },
    async (tx) => ({ slug: itinerary.slug, activities: (await activitiesOf(tx, itinerary.id)).map((a) => a.slug) }),
    async (tx) => {
      if (args.change === "remove") await removeChild(tx, ACTIVITIES, itinerary.id, activity.id);
      else if (!(await move(tx, ACTIVITIES, itinerary.id, activity.id, args.change))) return;
      await tx.update(itineraries).set({ updatedAt: now }).where(eq(itineraries.id, itinerary.id));
    },
  );
  return (await editableItinerary(db, itinerary.id)) as EditableItinerary;
}

/**
 * The current address of an itinerary activity whose itinerary's or own slug an editor changed: null when the address
 * is current, or leads nowhere.
 */
export async function movedItineraryActivity(
  db: Db,
  itineraryUrlId: string,
  activityUrlId: string,
): Promise<{ itineraryUrlId: string; age: AgeSegment; activityUrlId: string } | null> {
  const find = async (urlId: string) =>
    (
      await db
        .select({ id: itineraries.id, slug: itineraries.slug, age: itineraries.age })
        .from(itineraries)
        .where(eq(itineraries.slug, urlId))
        .limit(1)
    )[0];
  let itinerary = await find(itineraryUrlId);
  if (!itinerary) {
    const moved = await movedSlug(db, "itinerary", itineraryUrlId);
    itinerary = moved ? await find(moved) : undefined;
  }
  if (!itinerary) return null;
  const [activity] = await db
    .select({ slug: itineraryActivities.slug })
    .from(itineraryActivities)
    .where(and(eq(itineraryActivities.itineraryId, itinerary.id), eq(itineraryActivities.slug, activityUrlId)))
    .limit(1);
  const activitySlug = activity?.slug ?? (await movedSlug(db, "itineraryActivity", activitySlugKey(itinerary.id, activityUrlId)));
  if (!activitySlug || (itinerary.slug === itineraryUrlId && activitySlug === activityUrlId)) return null;
  return { itineraryUrlId: itinerary.slug, age: itinerary.age, activityUrlId: activitySlug };
}
