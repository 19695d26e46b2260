import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { EVENT_DATE_FILTERS, EVENT_TYPES, EVENTS_PAGE_SIZE, type EventType } from "../../../common/publications.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import { periodOf } from "../../../common/event-dates.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { inLanguage } from "../editing/editing.ts";
import { type Paged, paged, type Reader } from "./news.ts";
import { parseOrThrow } from "../validation.ts";

export type EventItem = {
  id: number;
  slug: string;
  type: EventType;
  title: string;
  summary: string;
  body: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  url: string | null;
  published: boolean;
};

export const EventListInput = z.object({
  type: z.enum(EVENT_TYPES).nullish(),
  when: z.enum(EVENT_DATE_FILTERS).default("all"),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type EventListInput = z.input<typeof EventListInput>;

/** English readers get the Spanish text where an editor left the English one empty. */
function columns(lang: Language) {
  return {
    id: events.id,
    slug: events.slug,
    type: events.type,
    title: inLanguage(lang, events.titleEs, events.titleEn),
    summary: inLanguage(lang, events.summaryEs, events.summaryEn),
    body: inLanguage(lang, events.bodyEs, events.bodyEn),
    image: events.image,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    place: inLanguage(lang, events.placeEs, events.placeEn),
    url: events.url,
    published: events.published,
  };
}

/** Published, and its publication time come (a later one is a scheduled event); staff and event managers see all. */
const visibleTo = (reader: Reader) =>
  reader.unpublished ? undefined : and(eq(events.published, true), lte(events.publishedAt, reader.now));

/**
 * One page of events, in one statement with the total. With a period (today, this week, this month,
 * in Madrid time) the events overlapping it, by start. Without one, coming and ongoing events first
 * (soonest first), then past ones (latest first). The filters use the (published, starts_at) and
 * (type, starts_at) indexes; the "all" order sorts the matching rows, which stay few (a programme
 * holds a few hundred events a year).
 */
export async function listEvents(db: Db, reader: Reader, input: EventListInput, now = reader.now): Promise<Paged<EventItem>> {
  const { type, when, page } = parseOrThrow(EventListInput, input);
  const period = periodOf(when, now);
  const conditions: (SQL | undefined)[] = [visibleTo(reader), type ? eq(events.type, type) : undefined];
  if (period) conditions.push(lt(events.startsAt, period.to), gte(events.endsAt, period.from));
  const at = sql`${now.toISOString()}::timestamptz`;
  const order = period
    ? [asc(events.startsAt), asc(events.id)]
    : [
        sql`${events.endsAt} < ${at}`,
        sql`case when ${events.endsAt} >= ${at} then ${events.startsAt} end asc`,
        desc(events.startsAt),
        asc(events.id),
      ];
  const rows = await db
    .select({ ...columns(reader.lang), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(EVENTS_PAGE_SIZE)
    .offset((page - 1) * EVENTS_PAGE_SIZE);
  return paged(rows, page, EVENTS_PAGE_SIZE);
}

/** An event by its slug; null when unknown or unpublished (unless the reader may see those). */
export async function eventItem(db: Db, reader: Reader, slug: string): Promise<EventItem | null> {
  const [row] = await db
    .select(columns(reader.lang))
    .from(events)
    .where(and(eq(events.slug, slug), visibleTo(reader)))
    .limit(1);
  return row ?? null;
}
