import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { ACTIVITY_ACCESS, AUDIENCES, CATEGORIES, COMPETENCE_AREAS, DIFFICULTIES } from "../../../common/activities.ts";
import { ACTIVITY_EDITOR_SORTS, type ActivityEditorSort } from "../../../common/activity-editor.ts";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import { PUBLICATION_STATES, publicationState, type PublicationState } from "../../../common/editing.ts";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema/index.ts";
import { TITLE_COLLATION } from "../../db/schema/activities.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { publicationOf, storeCoverImage } from "../editing/editing.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { type Paged, paged } from "../publications/news.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The activities editor (issue 18, decision 041): the foundation's staff write the public catalogue's activities in
 * both languages (texts, materials, steps, tips), set their attributes (audience, ages, difficulty, time, category,
 * competences, what they need, access), keep them as drafts, publish or schedule them, and change their address; each
 * change is audited in its own transaction.
 */

type ActivityRow = typeof activities.$inferSelect;

/** An activity as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableActivity = Omit<ActivityRow, "titleSortEs" | "titleSortEn"> & { state: PublicationState };

export const ACTIVITY_EDITOR_PAGE_SIZE = 25;

/** How many entries a list of materials or steps may have, and how long each may be. */
export const ACTIVITY_LIST_MAX = 40;
export const ACTIVITY_ENTRY_MAX = 1000;

/** Materials and steps, one entry per line of the form: blank entries dropped. */
const entries = z
  .array(z.string().trim().max(ACTIVITY_ENTRY_MAX, "editing.errors.tooLong"))
  .max(ACTIVITY_LIST_MAX * 4, "editing.activity.errors.tooMany")
  .transform((list) => list.filter(Boolean))
  .refine((list) => list.length <= ACTIVITY_LIST_MAX, "editing.activity.errors.tooMany");
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, "errors.validation"))
    .max(values.length * 2, "errors.validation")
    .transform((list) => [...new Set(list)]);

/** Spanish is the product's language and required; an English text left empty is shown in Spanish (a warning in the editor). */
export const ActivityInput = z.object({
  slug: slugText(),
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  summaryEs: requiredText(500),
  summaryEn: optionalText(500),
  descriptionEs: requiredText(20_000),
  descriptionEn: optionalText(20_000),
  materialsEs: entries,
  materialsEn: entries,
  stepsEs: entries.refine((list) => list.length > 0, "editing.errors.required"),
  stepsEn: entries,
  tipsEs: optionalText(5_000),
  tipsEn: optionalText(5_000),
  audience: z.enum(AUDIENCES, "errors.validation"),
  ageSegments: choices(AGE_SEGMENTS).refine((list) => list.length > 0, "editing.activity.errors.chooseOne"),
  difficulty: z.enum(DIFFICULTIES, "errors.validation"),
  minutes: z
    .number("editing.activity.errors.minutes")
    .int("editing.activity.errors.minutes")
    .min(1, "editing.activity.errors.minutes")
    .max(600, "editing.activity.errors.minutes"),
  category: z.enum(CATEGORIES, "errors.validation"),
  competences: choices(COMPETENCE_AREAS).refine((list) => list.length > 0, "editing.activity.errors.chooseOne"),
  withKit: z.boolean(),
  withMaterials: z.boolean(),
  withPc: z.boolean(),
  withTablet: z.boolean(),
  access: z.enum(ACTIVITY_ACCESS, "errors.validation"),
  state: z.enum(PUBLICATION_STATES, "errors.validation"),
  /** ISO 8601, for a scheduled activity only. */
  scheduledAt: z.string().datetime({ offset: true, message: "editing.errors.date" }).nullish(),
});
export type ActivityInput = z.input<typeof ActivityInput>;

const editable = {
  id: activities.id,
  slug: activities.slug,
  audience: activities.audience,
  ageSegments: activities.ageSegments,
  ageRank: activities.ageRank,
  difficulty: activities.difficulty,
  minutes: activities.minutes,
  category: activities.category,
  competences: activities.competences,
  withKit: activities.withKit,
  withMaterials: activities.withMaterials,
  withPc: activities.withPc,
  withTablet: activities.withTablet,
  access: activities.access,
  cover: activities.cover,
  titleEs: activities.titleEs,
  titleEn: activities.titleEn,
  summaryEs: activities.summaryEs,
  summaryEn: activities.summaryEn,
  descriptionEs: activities.descriptionEs,
  descriptionEn: activities.descriptionEn,
  materialsEs: activities.materialsEs,
  materialsEn: activities.materialsEn,
  stepsEs: activities.stepsEs,
  stepsEn: activities.stepsEn,
  tipsEs: activities.tipsEs,
  tipsEn: activities.tipsEn,
  ratingCount: activities.ratingCount,
  ratingSum: activities.ratingSum,
  published: activities.published,
  publishedAt: activities.publishedAt,
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
};

const withState = (row: Omit<EditableActivity, "state">, now: Date): EditableActivity => ({ ...row, state: publicationState(row, now) });

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

/** Every activity for the editors, whatever its state, 25 a page, by title (A-Z by default) or by state. */
export async function activitiesForEditors(
  db: Db,
  now: Date,
  input: { page: number; sort?: ActivityEditorSort | null },
): Promise<Paged<EditableActivity>> {
  const { page, sort } = parseOrThrow(
    z.object({
      page: z.number().int().min(1).max(MAX_PAGE),
      sort: z
        .enum(ACTIVITY_EDITOR_SORTS)
        .nullish()
        .transform((value) => value ?? "titleAsc"),
    }),
    input,
  );
  const rows = await db
    .select({ ...editable, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(activities)
    .orderBy(...editorOrder(sort, now))
    .limit(ACTIVITY_EDITOR_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_EDITOR_PAGE_SIZE);
  const result = paged(rows, page, ACTIVITY_EDITOR_PAGE_SIZE);
  return { ...result, items: result.items.map((row) => withState(row, now)) };
}

/** One activity for its editor or preview, whatever its state; null when unknown. */
export async function editableActivity(db: Db, now: Date, id: number): Promise<EditableActivity | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select(editable).from(activities).where(eq(activities.id, id)).limit(1);
  return row ? withState(row, now) : null;
}

/** What the audit log keeps of an activity: every field an editor changes (the cover as `image`, as other editors name it). */
function snapshot(row: Omit<EditableActivity, "state">) {
  const {
    slug,
    titleEs,
    titleEn,
    summaryEs,
    summaryEn,
    descriptionEs,
    descriptionEn,
    materialsEs,
    materialsEn,
    stepsEs,
    stepsEn,
    tipsEs,
    tipsEn,
  } = row;
  const {
    audience,
    ageSegments,
    difficulty,
    minutes,
    category,
    competences,
    withKit,
    withMaterials,
    withPc,
    withTablet,
    access,
    cover,
    published,
    publishedAt,
  } = row;
  return {
    slug,
    titleEs,
    titleEn,
    summaryEs,
    summaryEn,
    descriptionEs,
    descriptionEn,
    materialsEs,
    materialsEn,
    stepsEs,
    stepsEn,
    tipsEs,
    tipsEn,
    audience,
    ageSegments,
    difficulty,
    minutes,
    category,
    competences,
    withKit,
    withMaterials,
    withPc,
    withTablet,
    access,
    image: cover,
    published,
    publishedAt: publishedAt.toISOString(),
  };
}

/**
 * Creates (no `id`) or updates an activity. A new one needs a cover image; a new image replaces the old. A changed slug
 * keeps the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveActivity(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: ActivityInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableActivity> {
  const input = parseOrThrow(ActivityInput, args.input);
  const previous = args.id == null ? null : await editableActivity(db, now, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  const [taken] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.slug, input.slug), previous ? ne(activities.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (input.state === "scheduled" && !input.scheduledAt) fields.scheduledAt = "editing.errors.required";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const publication = publicationOf(input.state, input.scheduledAt ? new Date(input.scheduledAt) : null, previous, now);
  const cover = args.image ? await storeCoverImage(storage, "activities", args.image) : previous?.cover;
  // Ages in their own order (youngest first), so the same choice is the same value; the age sort reads the youngest.
  const ageSegments = AGE_SEGMENTS.filter((segment) => input.ageSegments.includes(segment));
  const competences = COMPETENCE_AREAS.filter((area) => input.competences.includes(area));
  const values = {
    slug: input.slug,
    titleEs: input.titleEs,
    titleEn: input.titleEn,
    summaryEs: input.summaryEs,
    summaryEn: input.summaryEn,
    descriptionEs: input.descriptionEs,
    descriptionEn: input.descriptionEn,
    materialsEs: input.materialsEs,
    materialsEn: input.materialsEn,
    stepsEs: input.stepsEs,
    stepsEn: input.stepsEn,
    tipsEs: input.tipsEs,
    tipsEn: input.tipsEn,
    audience: input.audience,
    ageSegments,
    ageRank: AGE_SEGMENTS.indexOf(ageSegments[0] ?? "fourToFive"),
    difficulty: input.difficulty,
    minutes: input.minutes,
    category: input.category,
    competences,
    withKit: input.withKit,
    withMaterials: input.withMaterials,
    withPc: input.withPc,
    withTablet: input.withTablet,
    access: input.access,
    cover: cover as string,
    ...publication,
  };
  const saved = await db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx
        .insert(activities)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning(editable);
      if (!row) throw new Error("activity not created");
      await recordAudit(tx, actor, {
        action: "activityCreate",
        entity: "activity",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: snapshot(row),
      });
      return row;
    }
    const before = snapshot(previous);
    if (JSON.stringify(before) === JSON.stringify(snapshot({ ...previous, ...values }))) return previous;
    const [row] = await tx
      .update(activities)
      .set({ ...values, updatedAt: now })
      .where(eq(activities.id, previous.id))
      .returning(editable);
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    await moveSlug(tx, "activity", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, {
      action: "activityUpdate",
      entity: "activity",
      entityId: String(row.id),
      label: row.titleEs,
      before,
      after: snapshot(row),
    });
    return row;
  });
  return withState(saved, now);
}
