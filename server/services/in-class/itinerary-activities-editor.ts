import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { type ItineraryActivityContent, itineraries, itineraryActivities } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { type Children, childrenOf, nextPosition } from "../editing/children.ts";
import { storeCoverImage } from "../editing/editing.ts";
import { same } from "../editing/kind.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The itinerary activities' editor (issue 18, decision 041): an activity's texts in both languages, its images and the
 * material options it offers, its slug unique within its itinerary. Audited on the itinerary (entity "itinerary").
 */

export type Upload = Pick<File, "size" | "arrayBuffer">;
export type ItineraryRow = typeof itineraries.$inferSelect;
export type ActivityRow = typeof itineraryActivities.$inferSelect;
/** An itinerary activity as its editor holds it, with the itinerary it belongs to. */
export type EditableItineraryActivity = ActivityRow & { itinerary: Pick<ItineraryRow, "id" | "slug" | "age" | "nameEs" | "nameEn"> };

/** The texts an activity's page shows, per language; lists are one item a line. */
const TEXTS = {
  summary: { max: 2_000, list: false },
  objectives: { max: 4_000, list: true },
  steps: { max: 10_000, list: true },
  kit: { max: 2_000, list: false },
  materials: { max: 4_000, list: true },
  options: { max: 2_000, list: false },
  pc: { max: 2_000, list: false },
  pcOptions: { max: 2_000, list: false },
  tablet: { max: 2_000, list: false },
} as const;
type TextName = keyof typeof TEXTS;
/** Each material text and the flag that offers it (a flag set needs its Spanish text). */
const MATERIAL_FLAGS = {
  kit: "withKit",
  materials: "withMaterials",
  options: "withOptions",
  pc: "withPc",
  pcOptions: "withPcOptions",
  tablet: "withTablet",
} as const satisfies Partial<Record<TextName, keyof ActivityRow>>;
const ALWAYS: readonly TextName[] = ["summary", "objectives", "steps"];

export const ItineraryActivityInput = z.object({
  slug: slugText(),
  nameEs: requiredLine(200),
  nameEn: optionalLine(200),
  minutes: z
    .number("editing.itineraries.errors.minutes")
    .int("editing.itineraries.errors.minutes")
    .min(1, "editing.itineraries.errors.minutes")
    .max(600, "editing.itineraries.errors.minutes"),
  withKit: z.boolean(),
  withMaterials: z.boolean(),
  withOptions: z.boolean(),
  withPc: z.boolean(),
  withPcOptions: z.boolean(),
  withTablet: z.boolean(),
  /** Takes the project logo away (a new file replaces it instead). */
  removeProjectLogo: z.boolean().default(false),
  ...(Object.fromEntries(
    Object.entries(TEXTS).flatMap(([name, { max }]) => [
      [`${name}Es`, ALWAYS.includes(name as TextName) ? requiredText(max) : optionalText(max)],
      [`${name}En`, optionalText(max)],
    ]),
  ) as Record<`${TextName}${"Es" | "En"}`, z.ZodString>),
});
export type ItineraryActivityInput = z.input<typeof ItineraryActivityInput>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One language's page texts from the form's; an empty material text is left out. */
function contentOf(input: z.output<typeof ItineraryActivityInput>, suffix: "Es" | "En"): ItineraryActivityContent {
  const text = (name: TextName) => input[`${name}${suffix}`];
  const content: ItineraryActivityContent = {
    summary: text("summary"),
    objectives: lines(text("objectives")),
    steps: lines(text("steps")),
  };
  for (const name of Object.keys(MATERIAL_FLAGS) as (keyof typeof MATERIAL_FLAGS)[]) {
    const value = text(name);
    if (!value) continue;
    if (name === "materials") content.materials = lines(value);
    else content[name] = value;
  }
  return content;
}

/** The editor's form texts of a stored content ("" where it has none); lists one item a line. */
export function contentTexts(content: ItineraryActivityContent): Record<TextName, string> {
  return Object.fromEntries(
    (Object.keys(TEXTS) as TextName[]).map((name) => {
      const value = content[name];
      return [name, Array.isArray(value) ? value.join("\n") : (value ?? "")];
    }),
  ) as Record<TextName, string>;
}

/** Whether a content's English texts are all there (for the lists' "translated"). */
export function translatedContent(es: ItineraryActivityContent, en: ItineraryActivityContent): boolean {
  const texts = { es: contentTexts(es), en: contentTexts(en) };
  return (Object.keys(TEXTS) as TextName[]).every((name) => !texts.es[name].trim() || !!texts.en[name].trim());
}

/** An itinerary's activities, from position 0. */
export const ACTIVITIES: Children = { table: itineraryActivities, parent: itineraryActivities.itineraryId, first: 0 };
/** An itinerary's activities in their order. */
export const activitiesOf = (db: Db, itineraryId: number) => childrenOf<ActivityRow>(db, ACTIVITIES, itineraryId);

/** One activity of an itinerary for its editor; null when either is unknown or the activity is another itinerary's. */
export async function editableItineraryActivity(
  db: Db,
  itineraryId: number,
  activityId: number,
): Promise<EditableItineraryActivity | null> {
  if (![itineraryId, activityId].every((id) => Number.isSafeInteger(id) && id >= 1)) return null;
  const [row] = await db
    .select({
      activity: itineraryActivities,
      itinerary: {
        id: itineraries.id,
        slug: itineraries.slug,
        age: itineraries.age,
        nameEs: itineraries.nameEs,
        nameEn: itineraries.nameEn,
      },
    })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(and(eq(itineraryActivities.id, activityId), eq(itineraryActivities.itineraryId, itineraryId)))
    .limit(1);
  return row ? { ...row.activity, itinerary: row.itinerary } : null;
}

/** What the audit log keeps of an activity. */
export function activitySnapshot(row: ActivityRow) {
  const {
    slug,
    nameEs,
    nameEn,
    image,
    projectLogo,
    minutes,
    withKit,
    withMaterials,
    withOptions,
    withPc,
    withPcOptions,
    withTablet,
    contentEs,
    contentEn,
  } = row;
  return {
    slug,
    nameEs,
    nameEn,
    image,
    projectLogo,
    minutes,
    withKit,
    withMaterials,
    withOptions,
    withPc,
    withPcOptions,
    withTablet,
    contentEs,
    contentEn,
  };
}

/** The key of an activity's former slug: slugs are unique within an itinerary only. */
export const activitySlugKey = (itineraryId: number, activitySlug: string) => `${itineraryId}-${activitySlug}`;

export async function itineraryOrThrow(db: Db, itineraryId: number): Promise<ItineraryRow> {
  const [itinerary] =
    Number.isSafeInteger(itineraryId) && itineraryId >= 1
      ? await db.select().from(itineraries).where(eq(itineraries.id, itineraryId)).limit(1)
      : [];
  if (!itinerary) throw new DomainError("NOT_FOUND", { status: 404 });
  return itinerary;
}

/**
 * Creates (no `id`, added last) or updates an activity of an itinerary. A new one needs an image; the project logo is
 * optional. A flag offering a material needs its Spanish text. A changed slug keeps the old address as a redirect.
 */
export async function saveItineraryActivity(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  now: Date,
  args: { itineraryId: number; id?: number | null; input: ItineraryActivityInput; image?: Upload | null; projectLogo?: Upload | null },
): Promise<EditableItineraryActivity> {
  const input = parseOrThrow(ItineraryActivityInput, args.input);
  const itinerary = await itineraryOrThrow(db, args.itineraryId);
  const previous = args.id == null ? null : await editableItineraryActivity(db, itinerary.id, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  for (const [name, flag] of Object.entries(MATERIAL_FLAGS)) {
    if (input[flag] && !input[`${name as TextName}Es`]) fields[`${name}Es`] = "editing.errors.required";
  }
  const [taken] = await db
    .select({ id: itineraryActivities.id })
    .from(itineraryActivities)
    .where(
      and(
        eq(itineraryActivities.itineraryId, itinerary.id),
        eq(itineraryActivities.slug, input.slug),
        previous ? ne(itineraryActivities.id, previous.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) fields.slug = "editing.itineraries.errors.activitySlugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const image = args.image ? await storeCoverImage(storage, "itineraries", args.image) : previous?.image;
  let projectLogo = input.removeProjectLogo ? null : (previous?.projectLogo ?? null);
  if (args.projectLogo) {
    try {
      projectLogo = await storeCoverImage(storage, "itineraries", args.projectLogo);
    } catch (error) {
      // The same refusal, said on the logo's field.
      if (error instanceof DomainError && error.fields?.image)
        throw new DomainError("VALIDATION", { fields: { projectLogo: error.fields.image } });
      throw error;
    }
  }
  const values = {
    slug: input.slug,
    nameEs: input.nameEs,
    nameEn: input.nameEn,
    image: image as string,
    projectLogo,
    minutes: input.minutes,
    withKit: input.withKit,
    withMaterials: input.withMaterials,
    withOptions: input.withOptions,
    withPc: input.withPc,
    withPcOptions: input.withPcOptions,
    withTablet: input.withTablet,
    contentEs: contentOf(input, "Es"),
    contentEn: contentOf(input, "En"),
  };
  const label = (name: string) => `${itinerary.nameEs} · ${name}`;
  const id = await db.transaction(async (tx) => {
    if (!previous) {
      const position = await nextPosition(tx, ACTIVITIES, itinerary.id);
      const [row] = await tx
        .insert(itineraryActivities)
        .values({ ...values, itineraryId: itinerary.id, position, updatedAt: now })
        .returning();
      if (!row) throw new Error("itinerary activity not created");
      await tx.update(itineraries).set({ updatedAt: now }).where(eq(itineraries.id, itinerary.id));
      await recordAudit(tx, actor, {
        action: "itineraryActivityCreate",
        entity: "itinerary",
        entityId: String(itinerary.id),
        label: label(row.nameEs),
        before: null,
        after: activitySnapshot(row),
      });
      return row.id;
    }
    const before = activitySnapshot(previous);
    if (same(before, activitySnapshot({ ...previous, ...values }))) return previous.id;
    const [row] = await tx
      .update(itineraryActivities)
      .set({ ...values, updatedAt: now })
      .where(eq(itineraryActivities.id, previous.id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    await tx.update(itineraries).set({ updatedAt: now }).where(eq(itineraries.id, itinerary.id));
    await moveSlug(tx, "itineraryActivity", row.id, activitySlugKey(itinerary.id, previous.slug), activitySlugKey(itinerary.id, row.slug));
    await recordAudit(tx, actor, {
      action: "itineraryActivityUpdate",
      entity: "itinerary",
      entityId: String(itinerary.id),
      label: label(row.nameEs),
      before,
      after: activitySnapshot(row),
    });
    return row.id;
  });
  return (await editableItineraryActivity(db, itinerary.id, id)) as EditableItineraryActivity;
}
