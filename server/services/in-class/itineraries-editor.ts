import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { DEVICES } from "../../../common/activities.ts";
import { AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { CONTENT_ORIGINS } from "../../../common/in-class.ts";
import type { Db } from "../../db/client.ts";
import { itineraries, itineraryActivities, programs } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { storeCoverImage } from "../editing/editing.ts";
import { same } from "../editing/kind.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { movedSlug, moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";
import {
  type ActivityRow,
  activitiesOf,
  activitySlugKey,
  activitySnapshot,
  type ItineraryRow,
  itineraryOrThrow,
  translatedContent,
  type Upload,
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

/** Spanish is required; an English text left empty is shown in Spanish to English readers (a warning in the editor). */
export const ItineraryInput = z.object({
  slug: slugText(),
  programId: z.string().regex(/^[1-9]\d{0,9}$/, "editing.itineraries.errors.program"),
  age: z.enum(AGE_SEGMENTS, "editing.itineraries.errors.age"),
  nameEs: requiredLine(200),
  nameEn: optionalLine(200),
  descriptionEs: requiredText(2_000),
  descriptionEn: optionalText(2_000),
  online: z.boolean(),
  devices: z.array(z.enum(DEVICES, "errors.validation")).max(DEVICES.length, "errors.validation"),
  origin: z.enum(CONTENT_ORIGINS, "errors.validation"),
  current: z.boolean(),
  firstYear: z.boolean(),
  position: z
    .number("editing.itineraries.errors.position")
    .int("editing.itineraries.errors.position")
    .min(0, "editing.itineraries.errors.position")
    .max(10_000, "editing.itineraries.errors.position"),
});
export type ItineraryInput = z.input<typeof ItineraryInput>;

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

/** One itinerary for its editor; null when unknown. */
export async function editableItinerary(db: Db, id: number): Promise<EditableItinerary | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select({ itinerary: itineraries, programNameEs: programs.nameEs, programNameEn: programs.nameEn })
    .from(itineraries)
    .innerJoin(programs, eq(programs.id, itineraries.programId))
    .where(eq(itineraries.id, id))
    .limit(1);
  if (!row) return null;
  const activities = (await activitiesOf(db, id)).map((activity) => ({
    id: activity.id,
    slug: activity.slug,
    position: activity.position,
    nameEs: activity.nameEs,
    nameEn: activity.nameEn,
    minutes: activity.minutes,
    image: activity.image,
    translated: !!activity.nameEn.trim() && translatedContent(activity.contentEs, activity.contentEn),
  }));
  return { ...row.itinerary, programNameEs: row.programNameEs, programNameEn: row.programNameEn, activities };
}

/** What the audit log keeps of an itinerary: every field its editor changes. */
function snapshot(row: ItineraryRow) {
  const {
    slug,
    programId,
    age,
    nameEs,
    nameEn,
    descriptionEs,
    descriptionEn,
    image,
    online,
    devices,
    origin,
    current,
    firstYear,
    position,
  } = row;
  return {
    slug,
    program: programId,
    age,
    nameEs,
    nameEn,
    descriptionEs,
    descriptionEn,
    image,
    online,
    devices: [...devices].sort(),
    origin,
    current,
    firstYear,
    position,
  };
}

/**
 * Creates (no `id`) or updates an itinerary. A new one needs an image; a new file replaces the old. A changed slug keeps
 * the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveItinerary(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: ItineraryInput; image?: Upload | null },
): Promise<EditableItinerary> {
  const input = parseOrThrow(ItineraryInput, args.input);
  const [previous] = args.id == null ? [null] : await db.select().from(itineraries).where(eq(itineraries.id, args.id)).limit(1);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  const programId = Number(input.programId);
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  if (!program) fields.programId = "editing.itineraries.errors.program";
  const [taken] = await db
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.slug, input.slug), previous ? ne(itineraries.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const image = args.image ? await storeCoverImage(storage, "itineraries", args.image) : previous?.image;
  const values = {
    slug: input.slug,
    programId,
    age: input.age,
    nameEs: input.nameEs,
    nameEn: input.nameEn,
    descriptionEs: input.descriptionEs,
    descriptionEn: input.descriptionEn,
    image: image as string,
    online: input.online,
    devices: [...new Set(input.devices)],
    origin: input.origin,
    current: input.current,
    firstYear: input.firstYear,
    position: input.position,
  };
  const id = await db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx
        .insert(itineraries)
        .values({ ...values, updatedAt: now })
        .returning();
      if (!row) throw new Error("itinerary not created");
      await recordAudit(tx, actor, {
        action: "itineraryCreate",
        entity: "itinerary",
        entityId: String(row.id),
        label: row.nameEs,
        before: null,
        after: snapshot(row),
      });
      return row.id;
    }
    const before = snapshot(previous);
    if (same(before, snapshot({ ...previous, ...values }))) return previous.id;
    const [row] = await tx
      .update(itineraries)
      .set({ ...values, updatedAt: now })
      .where(eq(itineraries.id, previous.id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    await moveSlug(tx, "itinerary", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, {
      action: "itineraryUpdate",
      entity: "itinerary",
      entityId: String(row.id),
      label: row.nameEs,
      before,
      after: snapshot(row),
    });
    return row.id;
  });
  return (await editableItinerary(db, id)) as EditableItinerary;
}

export const ACTIVITY_MOVES = ["up", "down"] as const;
export type ActivityMove = (typeof ACTIVITY_MOVES)[number];

/** Renumbers an itinerary's activities 0, 1, 2… in the order given. */
async function renumber(tx: Db, ordered: ActivityRow[]): Promise<void> {
  for (const [position, activity] of ordered.entries()) {
    if (activity.position !== position)
      await tx.update(itineraryActivities).set({ position }).where(eq(itineraryActivities.id, activity.id));
  }
}

/**
 * Moves an activity one place earlier or later (the first cannot go up nor the last down: nothing changes, nothing is
 * audited), or removes it (its board programme goes with it). Audited on the itinerary with its activities' order.
 */
export async function changeItineraryActivities(
  db: Db,
  actor: AuditActor,
  now: Date,
  args: { itineraryId: number; activityId: number; change: ActivityMove | "remove" },
): Promise<EditableItinerary> {
  const itinerary = await itineraryOrThrow(db, args.itineraryId);
  await db.transaction(async (tx) => {
    const ordered = await activitiesOf(tx, itinerary.id);
    const index = ordered.findIndex((activity) => activity.id === args.activityId);
    const activity = ordered[index];
    if (!activity) throw new DomainError("NOT_FOUND", { status: 404 });
    const before = { slug: itinerary.slug, activities: ordered.map((a) => a.slug) };
    let next: ActivityRow[];
    if (args.change === "remove") {
      await tx.delete(itineraryActivities).where(eq(itineraryActivities.id, activity.id));
      next = ordered.filter((a) => a.id !== activity.id);
    } else {
      const other = args.change === "up" ? index - 1 : index + 1;
      if (other < 0 || other >= ordered.length) return;
      next = [...ordered];
      [next[index], next[other]] = [next[other] as ActivityRow, activity];
    }
    await renumber(tx, next);
    await tx.update(itineraries).set({ updatedAt: now }).where(eq(itineraries.id, itinerary.id));
    await recordAudit(tx, actor, {
      action: args.change === "remove" ? "itineraryActivityRemove" : "itineraryActivityMove",
      entity: "itinerary",
      entityId: String(itinerary.id),
      label: `${itinerary.nameEs} · ${activity.nameEs}`,
      before: args.change === "remove" ? { ...before, removed: activitySnapshot(activity) } : before,
      after: { slug: itinerary.slug, activities: next.map((a) => a.slug) },
    });
  });
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
