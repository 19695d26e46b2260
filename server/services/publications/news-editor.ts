import { and, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { PUBLICATION_STATES, publicationState, type PublicationState } from "../../../common/editing.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import type { Db } from "../../db/client.ts";
import { news } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { publicationOf, storeCoverImage } from "../editing/editing.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";
import { type Paged, paged } from "./news.ts";

/**
 * The news editor (issue 18, decision 041): event managers (and admins) write news in both languages, keep them as
 * drafts, publish or schedule them, and change their address; each change is audited in its own transaction.
 */

/** A news item as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableNews = typeof news.$inferSelect & { state: PublicationState };

export const NEWS_EDITOR_PAGE_SIZE = 25;

/**
 * A news item's or an event's address and texts: Spanish is the product's language and required; an English text left
 * empty is shown in Spanish (a warning in the editor).
 */
export const PUBLICATION_TEXTS = {
  slug: slugText(),
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  summaryEs: requiredText(500),
  summaryEn: optionalText(500),
  bodyEs: requiredText(20_000),
  bodyEn: optionalText(20_000),
};

export const NewsInput = z.object({
  ...PUBLICATION_TEXTS,
  state: z.enum(PUBLICATION_STATES, "errors.validation"),
  /** ISO 8601, for a scheduled item only. */
  scheduledAt: z.string().datetime({ offset: true, message: "editing.errors.date" }).nullish(),
});
export type NewsInput = z.input<typeof NewsInput>;

const withState = (row: typeof news.$inferSelect, now: Date): EditableNews => ({ ...row, state: publicationState(row, now) });

/** Every news item for the editors, newest first, with its state. */
export async function newsForEditors(db: Db, now: Date, input: { page: number }): Promise<Paged<EditableNews>> {
  const { page } = parseOrThrow(z.object({ page: z.number().int().min(1).max(MAX_PAGE) }), input);
  const rows = await db
    .select({ row: news, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(news)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(NEWS_EDITOR_PAGE_SIZE)
    .offset((page - 1) * NEWS_EDITOR_PAGE_SIZE);
  const result = paged(rows, page, NEWS_EDITOR_PAGE_SIZE);
  return { ...result, items: result.items.map(({ row }) => withState(row, now)) };
}

/** One news item for its editor or preview; null when unknown. */
export async function editableNews(db: Db, now: Date, id: number): Promise<EditableNews | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ? withState(row, now) : null;
}

/** What the audit log keeps of a news item: every field an editor changes. */
function snapshot(row: typeof news.$inferSelect) {
  const { slug, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, image, published, publishedAt } = row;
  return { slug, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, image, published, publishedAt: publishedAt.toISOString() };
}

/**
 * Creates (no `id`) or updates a news item. A new item needs a cover image; a new one replaces the old. A changed slug
 * keeps the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveNews(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: NewsInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableNews> {
  const input = parseOrThrow(NewsInput, args.input);
  const previous = args.id == null ? null : await editableNews(db, now, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  const [taken] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.slug, input.slug), previous ? ne(news.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (input.state === "scheduled" && !input.scheduledAt) fields.scheduledAt = "editing.errors.required";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const publication = publicationOf(input.state, input.scheduledAt ? new Date(input.scheduledAt) : null, previous, now);
  const image = args.image ? await storeCoverImage(storage, "news", args.image) : previous?.image;
  const values = {
    slug: input.slug,
    titleEs: input.titleEs,
    titleEn: input.titleEn,
    summaryEs: input.summaryEs,
    summaryEn: input.summaryEn,
    bodyEs: input.bodyEs,
    bodyEn: input.bodyEn,
    image: image as string,
    ...publication,
  };
  const saved = await db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx
        .insert(news)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error("news item not created");
      await recordAudit(tx, actor, {
        action: "newsCreate",
        entity: "news",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: snapshot(row),
      });
      return row;
    }
    const before = snapshot(previous);
    const [row] = await tx.update(news).set(values).where(eq(news.id, previous.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    const after = snapshot(row);
    if (JSON.stringify(before) === JSON.stringify(after)) return row;
    await moveSlug(tx, "news", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, { action: "newsUpdate", entity: "news", entityId: String(row.id), label: row.titleEs, before, after });
    return row;
  });
  return withState(saved, now);
}
