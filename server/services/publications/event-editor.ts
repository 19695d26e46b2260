import { and, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { PUBLICATION_STATES, publicationState, type PublicationState } from "../../../common/editing.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import { EVENT_TYPES } from "../../../common/publications.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { publicationOf, storeCoverImage } from "../editing/editing.ts";
import { optionalLine, requiredLine } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { safeTarget } from "../redirects/redirects.ts";
import { parseOrThrow } from "../validation.ts";
import { type Paged, paged } from "./news.ts";
import { PUBLICATION_TEXTS } from "./news-editor.ts";

/**
 * The events editor (issue 18, decision 041): event managers (and admins) write events in both languages, with their
 * type, dates (instants, typed in Madrid's wall clock), place and sign-up address, keep them as drafts, publish or
 * schedule them, and change their address; each change is audited in its own transaction.
 */

/** An event as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableEvent = typeof events.$inferSelect & { state: PublicationState };

export const EVENT_EDITOR_PAGE_SIZE = 25;

const instant = z.string().min(1, "editing.errors.required").datetime({ offset: true, message: "editing.errors.date" });

/** A news item's texts and address (PUBLICATION_TEXTS), its type, place and times. */
export const EventInput = z.object({
  ...PUBLICATION_TEXTS,
  type: z.enum(EVENT_TYPES, "errors.validation"),
  placeEs: requiredLine(200),
  placeEn: optionalLine(200),
  /** ISO 8601 with its offset: when it starts and ends (the end not before the start). */
  startsAt: instant,
  endsAt: instant,
  /** A sign-up or streaming address: https only (what a visitor follows from our page); empty for none. */
  url: z
    .string()
    .trim()
    .max(2000, "editing.errors.tooLong")
    .refine((url) => url === "" || (url.startsWith("https://") && safeTarget(url) !== null), "editing.event.errors.url")
    .nullish(),
  state: z.enum(PUBLICATION_STATES, "errors.validation"),
  /** ISO 8601, for a scheduled event only. */
  scheduledAt: z.string().datetime({ offset: true, message: "editing.errors.date" }).nullish(),
});
export type EventInput = z.input<typeof EventInput>;

const withState = (row: typeof events.$inferSelect, now: Date): EditableEvent => ({ ...row, state: publicationState(row, now) });

/** Every event for the editors, the latest start first, with its state. */
export async function eventsForEditors(db: Db, now: Date, input: { page: number }): Promise<Paged<EditableEvent>> {
  const { page } = parseOrThrow(z.object({ page: z.number().int().min(1).max(MAX_PAGE) }), input);
  const rows = await db
    .select({ row: events, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(EVENT_EDITOR_PAGE_SIZE)
    .offset((page - 1) * EVENT_EDITOR_PAGE_SIZE);
  const result = paged(rows, page, EVENT_EDITOR_PAGE_SIZE);
  return { ...result, items: result.items.map(({ row }) => withState(row, now)) };
}

/** One event for its editor or preview; null when unknown. */
export async function editableEvent(db: Db, now: Date, id: number): Promise<EditableEvent | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ? withState(row, now) : null;
}

/** What the audit log keeps of an event: every field an editor changes. */
function snapshot(row: typeof events.$inferSelect) {
  const { slug, type, titleEs, titleEn, summaryEs, summaryEn, bodyEs, bodyEn, placeEs, placeEn, url, image, published } = row;
  return {
    slug,
    type,
    titleEs,
    titleEn,
    summaryEs,
    summaryEn,
    bodyEs,
    bodyEn,
    placeEs,
    placeEn,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    url,
    image,
    published,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * Creates (no `id`) or updates an event. A new event needs a cover image; a new one replaces the old. A changed slug
 * keeps the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveEvent(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: EventInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableEvent> {
  const input = parseOrThrow(EventInput, args.input);
  const previous = args.id == null ? null : await editableEvent(db, now, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const fields: Record<string, string> = {};
  const [taken] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, input.slug), previous ? ne(events.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() < startsAt.getTime()) fields.endsAt = "editing.event.errors.endBeforeStart";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (input.state === "scheduled" && !input.scheduledAt) fields.scheduledAt = "editing.errors.required";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const publication = publicationOf(input.state, input.scheduledAt ? new Date(input.scheduledAt) : null, previous, now);
  const image = args.image ? await storeCoverImage(storage, "events", args.image) : previous?.image;
  const values = {
    slug: input.slug,
    type: input.type,
    titleEs: input.titleEs,
    titleEn: input.titleEn,
    summaryEs: input.summaryEs,
    summaryEn: input.summaryEn,
    bodyEs: input.bodyEs,
    bodyEn: input.bodyEn,
    placeEs: input.placeEs,
    placeEn: input.placeEn,
    startsAt,
    endsAt,
    url: input.url || null,
    image: image as string,
    ...publication,
  };
  const saved = await db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx
        .insert(events)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error("event not created");
      await recordAudit(tx, actor, {
        action: "eventCreate",
        entity: "event",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: snapshot(row),
      });
      return row;
    }
    const before = snapshot(previous);
    const [row] = await tx.update(events).set(values).where(eq(events.id, previous.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    const after = snapshot(row);
    if (JSON.stringify(before) === JSON.stringify(after)) return row;
    await moveSlug(tx, "event", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, { action: "eventUpdate", entity: "event", entityId: String(row.id), label: row.titleEs, before, after });
    return row;
  });
  return withState(saved, now);
}
