import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { NEWS_PAGE_SIZE } from "../../../common/publications.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { news } from "../../db/schema/index.ts";
import { inLanguage } from "../editing/editing.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * Who is reading, and when: `unpublished` when they may also see unpublished items (server/policies/publications.ts),
 * which include those scheduled for later; `now` is the product's clock (ctx.now()).
 */
export type Reader = { lang: Language; unpublished: boolean; now: Date };

export type NewsItem = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: string;
  publishedAt: Date;
  published: boolean;
};
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/** Beyond MAX_PAGE (or below 1) the input is refused. */
export const PageInput = z.object({ page: z.number().int().min(1).max(MAX_PAGE) });

/** English readers get the Spanish text where an editor left the English one empty. */
function columns(lang: Language) {
  return {
    id: news.id,
    slug: news.slug,
    title: inLanguage(lang, news.titleEs, news.titleEn),
    summary: inLanguage(lang, news.summaryEs, news.summaryEn),
    body: inLanguage(lang, news.bodyEs, news.bodyEn),
    image: news.image,
    publishedAt: news.publishedAt,
    published: news.published,
  };
}

/** Published, and its publication time come (a later one is a scheduled item); staff and event managers see all. */
const visibleTo = (reader: Reader) => (reader.unpublished ? undefined : and(eq(news.published, true), lte(news.publishedAt, reader.now)));

/** One page of news, newest first, with the total in the same statement. */
export async function listNews(db: Db, reader: Reader, input: { page: number }): Promise<Paged<NewsItem>> {
  const { page } = parseOrThrow(PageInput, input);
  const rows = await db
    .select({ ...columns(reader.lang), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(news)
    .where(visibleTo(reader))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);
  return paged(rows, page, NEWS_PAGE_SIZE);
}

/** A news item by its slug; null when unknown or unpublished (unless the reader may see those). */
export async function newsItem(db: Db, reader: Reader, slug: string): Promise<NewsItem | null> {
  const [row] = await db
    .select(columns(reader.lang))
    .from(news)
    .where(and(eq(news.slug, slug), visibleTo(reader)))
    .limit(1);
  return row ?? null;
}

/** The most recent other news items, for the end of a news page. */
export async function otherNews(db: Db, reader: Reader, exceptSlug: string, limit = 3): Promise<NewsItem[]> {
  return db
    .select(columns(reader.lang))
    .from(news)
    .where(and(ne(news.slug, exceptSlug), visibleTo(reader)))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** Splits rows carrying `count(*) over ()` into a page. */
export function paged<T extends { total: number }>(rows: T[], page: number, pageSize: number): Paged<Omit<T, "total">> {
  const total = rows[0]?.total ?? 0;
  const items = rows.map(({ total: _total, ...item }) => item);
  return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
