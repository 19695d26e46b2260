import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { DEVICES } from "../../../common/activities.ts";
import type { AgeSegment } from "../../../common/ages.ts";
import { ITINERARY_ACTIVITY_KIND, ITINERARY_KIND } from "../../../common/editing-kinds.ts";
import type { Db } from "../../db/client.ts";
import { type ItineraryActivityContent, itineraries, itineraryActivities, programs } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { type Children, changeChildren, childrenOf, type Move, move, removeChild } from "../editing/children.ts";
import { defineKind, notFound, snapshotOf } from "../editing/kind.ts";
import { moveSlug, movedSlug } from "../redirects/former-slugs.ts";

export { MOVES as ACTIVITY_MOVES } from "../editing/children.ts";

/**
 * The itineraries editor (issue 18, decision 041): the foundation's staff write itineraries and their activities in
 * both languages, order the activities, and change their addresses (the old ones lead to the new). Itineraries have no
 * published state: the in-class pages show every itinerary to licensed teachers and staff. Each change is audited on
 * the itinerary (entity "itinerary") in its own transaction; a save that changes nothing writes no entry.
 */

type ItineraryRow = typeof itineraries.$inferSelect;
export type ActivityRow = typeof itineraryActivities.$inferSelect;
/** An itinerary as its editor holds it: both languages and its activities in order. */
export type EditableItinerary = ItineraryRow & { activities: ActivityRow[] };
/** An itinerary in the editors' list: its programme's name, how many activities it has, whether it is translated. */
export type ItineraryListItem = ItineraryRow & { programNameEs: string; programNameEn: string; activityCount: number; translated: boolean };
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
  const rows = await db
    .select({
      ...getTableColumns(itineraries),
      programNameEs: programs.nameEs,
      programNameEn: programs.nameEn,
      activityCount: sql<number>`(select count(*)::int from ${a} where ${a.itineraryId} = ${itineraries.id})`,
    })
    .from(itineraries)
    .innerJoin(programs, eq(programs.id, itineraries.programId))
    .where(
      and(
        filter.programId != null ? eq(itineraries.programId, filter.programId) : undefined,
        filter.age ? eq(itineraries.age, filter.age) : undefined,
      ),
    )
    .orderBy(asc(programs.position), asc(programs.id), asc(itineraries.age), asc(itineraries.position), asc(itineraries.id));
  return rows.map((row) => ({
    ...row,
    activityCount: Number(row.activityCount),
    translated: !!row.nameEn.trim() && !!row.descriptionEn.trim(),
  }));
}

/** The texts an activity's page shows, per language, stored as one JSON each; lists are written one item a line. */
export const TEXTS = ["summary", "objectives", "steps", "kit", "materials", "options", "pc", "pcOptions", "tablet"] as const;
type TextName = (typeof TEXTS)[number];
/** The form's (and the API input's) names of those texts, `summaryEs`, `summaryEn`…: no column of the table. */
export const TEXT_FIELDS = new Set<string>(TEXTS.flatMap((name) => [`${name}Es`, `${name}En`]));
const LISTS: readonly TextName[] = ["objectives", "steps", "materials"];
/** Each material text and the flag that offers it (a flag set needs its Spanish text). */
const MATERIAL_FLAGS = {
  kit: "withKit",
  materials: "withMaterials",
  options: "withOptions",
  pc: "withPc",
  pcOptions: "withPcOptions",
  tablet: "withTablet",
} as const;
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One language's page texts from the form's; an empty material text is left out. */
function contentOf(input: Record<string, string>, suffix: "Es" | "En"): ItineraryActivityContent {
  const content: Record<string, string | string[]> = {};
  for (const name of TEXTS) {
    const text = input[`${name}${suffix}`] ?? "";
    if (text || !(name in MATERIAL_FLAGS)) content[name] = LISTS.includes(name) ? lines(text) : text;
  }
  return content as ItineraryActivityContent;
}

/** The editor's form texts of a stored content ("" where it has none); lists one item a line. */
export function contentTexts(content: ItineraryActivityContent): Record<TextName, string> {
  const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join("\n") : (value ?? ""));
  return Object.fromEntries(TEXTS.map((name) => [name, text(content[name])])) as Record<TextName, string>;
}

/** Whether an activity's English texts are all there (its name, and each page text whose Spanish one is). */
export function translatedActivity({ nameEn, contentEs, contentEn }: ActivityRow): boolean {
  const texts = { es: contentTexts(contentEs), en: contentTexts(contentEn) };
  return !!nameEn.trim() && TEXTS.every((name) => !texts.es[name].trim() || !!texts.en[name].trim());
}

/** An itinerary's activities, from position 0. */
const ACTIVITIES: Children = { table: itineraryActivities, parent: itineraryActivities.itineraryId, first: 0 };
const activitiesOf = (db: Db, itineraryId: number) => childrenOf<ActivityRow>(db, ACTIVITIES, itineraryId);
/** What the audit log keeps of an activity: its declared fields, but its page's texts as stored (one JSON a language). */
const activitySnapshot = (row: Record<string, any> & { id: number }) => ({
  ...Object.fromEntries(Object.entries(snapshotOf(ITINERARY_ACTIVITY_KIND, row)).filter(([name]) => !TEXT_FIELDS.has(name))),
  contentEs: row.contentEs,
  contentEn: row.contentEn,
});
/** The key of an activity's former slug: slugs are unique within an itinerary only. */
const activitySlugKey = (itineraryId: number, activitySlug: string) => `${itineraryId}-${activitySlug}`;

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
  present: async (row, _now, db) => ({ ...(row as ItineraryRow), activities: await activitiesOf(db, row.id) }),
});

/**
 * An itinerary's activities on the kit, children of their itinerary: a new one needs an image and goes last; the project
 * logo is optional; a flag offering a material needs its Spanish text; a changed slug keeps the old address as a
 * redirect under the itinerary's key. Audited on the itinerary, whose `updatedAt` each change moves.
 */
export const activityKind = defineKind<ActivityRow>({
  content: ITINERARY_ACTIVITY_KIND,
  table: itineraryActivities,
  parent: {
    table: itineraries,
    children: ACTIVITIES,
    slugTaken: "editing.itineraries.errors.activitySlugTaken",
    touch: (now) => ({ updatedAt: now }),
  },
  audit: {
    entity: "itinerary",
    create: "itineraryActivityCreate",
    update: "itineraryActivityUpdate",
    label: (row, itinerary) => `${itinerary?.nameEs} · ${row.nameEs}`,
  },
  area: "itineraries",
  order: () => [asc(itineraryActivities.position)],
  /** Takes the project logo away (a new file replaces it instead). */
  input: { removeProjectLogo: z.boolean().default(false) },
  check: ({ input }) =>
    Object.fromEntries(
      Object.entries(MATERIAL_FLAGS).flatMap(([name, flag]) =>
        input[flag] && !input[`${name}Es`] ? [[`${name}Es`, "editing.errors.required"]] : [],
      ),
    ),
  // The texts are stored as one JSON per language (the table has no column of the form's names); a logo taken away.
  values: ({ input }) => ({
    contentEs: contentOf(input, "Es"),
    contentEn: contentOf(input, "En"),
    ...(input.removeProjectLogo && { projectLogo: null }),
  }),
  onInsert: (_tx, now) => ({ updatedAt: now }),
  onUpdate: (now) => ({ updatedAt: now }),
  slugChanged: (tx, row, previous) =>
    moveSlug(tx, "itineraryActivity", row.id, activitySlugKey(row.itineraryId, previous.slug), activitySlugKey(row.itineraryId, row.slug)),
  snapshot: activitySnapshot,
});

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
  const [itinerary] = Number.isSafeInteger(args.itineraryId)
    ? await db.select().from(itineraries).where(eq(itineraries.id, args.itineraryId)).limit(1)
    : [];
  const activity = itinerary && (await activitiesOf(db, itinerary.id)).find((a) => a.id === args.activityId);
  if (!itinerary || !activity) throw notFound();
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
  return (await itineraryKind.get(db, now, itinerary.id)) as EditableItinerary;
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
