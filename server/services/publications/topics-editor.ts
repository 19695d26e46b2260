import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { CATEGORIES } from "../../../common/activities.ts";
import type { Db } from "../../db/client.ts";
import { topics } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { storeCoverImage } from "../editing/editing.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The in-depth topics' editor (issue 18, decision 041): the foundation's staff write the "Profundiza" topics in both
 * languages, keep them as drafts or publish them (topics have no publication time, so no scheduling), order them and
 * change their address; each change is audited in its own transaction.
 */

export type EditableTopic = typeof topics.$inferSelect;

/** The highest order number an editor may give (the column is a 32-bit integer). */
export const POSITION_MAX = 1_000_000;

/** Spanish is the product's language and required; an English text left empty is shown in Spanish (a warning in the editor). */
export const TopicInput = z.object({
  slug: slugText(),
  /** An activity category (its activities are shown under the topic), or none. */
  category: z.enum(CATEGORIES, "editing.errors.category").nullish(),
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  summaryEs: requiredText(500),
  summaryEn: optionalText(500),
  bodyEs: requiredText(40_000),
  bodyEn: optionalText(40_000),
  position: z
    .number("editing.errors.position")
    .int("editing.errors.position")
    .min(0, "editing.errors.position")
    .max(POSITION_MAX, "editing.errors.position"),
  published: z.boolean("errors.validation"),
});
/** As the API sends it: the category any text, checked against the list here. */
export type TopicInput = Omit<z.input<typeof TopicInput>, "category"> & { category?: string | null };

/** Every topic for the editors, in their public order, drafts included. */
export async function topicsForEditors(db: Db): Promise<EditableTopic[]> {
  return db.select().from(topics).orderBy(asc(topics.position), asc(topics.id));
}

/** One topic for its editor or preview; null when unknown. */
export async function editableTopic(db: Db, id: number): Promise<EditableTopic | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  return row ?? null;
}

/** What the audit log keeps of a topic: every field an editor changes. */
function snapshot(row: EditableTopic) {
  const { slug, category, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, image, position, published } = row;
  return { slug, category, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, image, position, published };
}

/**
 * Creates (no `id`) or updates a topic. A new topic needs a cover image; a new one replaces the old. A changed slug
 * keeps the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveTopic(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  args: { id?: number | null; input: TopicInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableTopic> {
  const input = parseOrThrow(TopicInput, args.input);
  const previous = args.id == null ? null : await editableTopic(db, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  const [taken] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.slug, input.slug), previous ? ne(topics.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const image = args.image ? await storeCoverImage(storage, "topics", args.image) : previous?.image;
  const values = {
    slug: input.slug,
    category: input.category ?? null,
    titleEs: input.titleEs,
    titleEn: input.titleEn,
    summaryEs: input.summaryEs,
    summaryEn: input.summaryEn,
    bodyEs: input.bodyEs,
    bodyEn: input.bodyEn,
    image: image as string,
    position: input.position,
    published: input.published,
  };
  return db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx.insert(topics).values(values).returning();
      if (!row) throw new Error("topic not created");
      await recordAudit(tx, actor, {
        action: "topicCreate",
        entity: "topic",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: snapshot(row),
      });
      return row;
    }
    const before = snapshot(previous);
    const [row] = await tx.update(topics).set(values).where(eq(topics.id, previous.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    const after = snapshot(row);
    if (JSON.stringify(before) === JSON.stringify(after)) return row;
    await moveSlug(tx, "topic", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, { action: "topicUpdate", entity: "topic", entityId: String(row.id), label: row.titleEs, before, after });
    return row;
  });
}
