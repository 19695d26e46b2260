import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import { COMMUNITY_PAGE_SIZE, type ContributionSection, type ForumSort } from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { rememberedTotals } from "../../db/remembered-totals.ts";
import { contributionCatalogue, contributions } from "../../db/schema/index.ts";
import { canModerate } from "../../policies/contributions.ts";
import { type ContributionView, selectViews, toView, type Viewer, visibleTo } from "./contribution-views.ts";
import { pageOf } from "../validation.ts";

/**
 * The community's threads (forum themes, gallery results, bulletin posts) and their replies: a page of a
 * section's published threads, filtered and sorted, in two statements whatever the page (the page and its
 * count, on the partial indexes of contributions.ts); a thread with its replies in one.
 */

/** The bulletin's sorts are the forum's first four. */
export type ThreadSort = ForumSort;

export type ThreadQuery = {
  section: Exclude<ContributionSection, "activities">;
  sort: ThreadSort;
  /** Any of these activity categories. */
  categories?: readonly string[];
  /** Words to look for in title and content (Spanish stemming: "robots" finds "robot"s' words). */
  text?: string | null;
  age?: AgeSegment | null;
  page?: number;
  pageSize?: number;
  /** Bulletin drafts (pending posts) too, newest first among them: for staff and event managers. */
  withDrafts?: boolean;
};

export type ThreadPage = { total: number; page: number; pageCount: number; items: ContributionView[] };

/** Totals per filter at the community's version (contribution_catalogue); enough for the filters in use at once. */
const totals = rememberedTotals(2000);
/** The community's version, as a column of the count's statement (the version it counted at). */
const communityVersion = sql<number>`(select ${contributionCatalogue.version} from ${contributionCatalogue})`.mapWith(Number);

/** The last answer's time, or the thread's publication while it has none (the index's expression). */
const lastActivity = sql`coalesce(${contributions.lastReplyAt}, ${contributions.publishedAt})`;

function order(sort: ThreadSort): SQL[] {
  const c = contributions;
  switch (sort) {
    case "popularFirst":
      return [desc(c.replyCount), desc(c.publishedAt), desc(c.id)];
    case "popularLast":
      return [asc(c.replyCount), asc(c.publishedAt), asc(c.id)];
    case "recentFirst":
      return [desc(c.publishedAt), desc(c.id)];
    case "recentLast":
      return [asc(c.publishedAt), asc(c.id)];
    case "lastAnswerFirst":
      return [sql`${lastActivity} desc`, desc(c.id)];
    case "lastAnswerLast":
      return [sql`${lastActivity} asc`, asc(c.id)];
  }
}

/** The SQL words of a search: at most 200 characters, read as a web search ("a b" both, "-a" not, quotes). */
function textMatch(text: string | null | undefined): SQL | undefined {
  const words = text?.trim().slice(0, 200);
  if (!words) return undefined;
  return sql`${contributions.search} @@ websearch_to_tsquery('spanish', ${words})`;
}

export async function threadPage(db: Db, viewer: Viewer, lang: Language, query: ThreadQuery): Promise<ThreadPage> {
  const pageSize = query.pageSize ?? COMMUNITY_PAGE_SIZE;
  const page = pageOf(query.page);
  const c = contributions;
  const published = and(sql`${c.publishedAt} is not null`, eq(c.rejected, false));
  const state = query.withDrafts ? or(published, eq(c.pendingReview, true)) : published;
  const where = and(
    eq(c.section, query.section),
    isNull(c.parentId),
    state,
    query.categories && query.categories.length > 0
      ? sql`${c.categories} && array[${sql.join(
          query.categories.map((x) => sql`${x}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    query.age ? eq(c.age, query.age) : undefined,
    textMatch(query.text),
  );
  // Drafts (no publication date yet) come first for the staff who write them.
  const drafts = query.withDrafts ? [sql`${c.publishedAt} is null desc`] : [];
  const [rows, [current]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...drafts, ...order(query.sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ version: contributionCatalogue.version }).from(contributionCatalogue),
  ]);
  // The total counted at the community's current version is reused; otherwise counted (with its version).
  const key = JSON.stringify([
    query.section,
    [...new Set(query.categories ?? [])].sort(),
    query.age ?? null,
    query.text?.trim() ?? "",
    !!query.withDrafts,
  ]);
  let total = totals.get(db, key, Number(current?.version ?? -1));
  if (total === null) {
    const [counted] = await db.select({ n: count(), version: communityVersion }).from(c).where(where);
    total = Number(counted?.n ?? 0);
    totals.set(db, key, Number(counted?.version ?? -1), total);
  }
  return { total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), items: rows.map((row) => toView(row, viewer, lang)) };
}

/**
 * A thread of a section with its replies, oldest first, in one statement: what the viewer may see of them
 * (published ones; their own pending ones; every pending one for moderators; `withDrafts`: a pending
 * thread, for the bulletin's staff). Null when there is no such thread for the viewer.
 */
export async function threadWithReplies(
  db: Db,
  viewer: Viewer,
  lang: Language,
  section: ThreadQuery["section"],
  id: string,
  options: { withDrafts?: boolean } = {},
): Promise<ContributionView | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const c = contributions;
  const draft = options.withDrafts ? and(eq(c.id, id), eq(c.pendingReview, true)) : undefined;
  const rows = await selectViews(db)
    .where(and(eq(c.section, section), or(eq(c.id, id), eq(c.parentId, id)), or(visibleTo(viewer), draft)))
    .orderBy(asc(c.createdAt), asc(c.id));
  const views = rows.map((row) => toView(row, viewer, lang));
  const thread = views.find((v) => v.id === id && v.parentId === null);
  if (!thread) return null;
  // A reply is only shown under a thread the viewer may see: replies of a pending thread are its author's
  // and moderators' business, as the thread is.
  thread.replies = views.filter((v) => v.parentId === id);
  if (thread.state !== "published" && !thread.mine && !canModerate(viewer) && !options.withDrafts) return null;
  // A bulletin post's draft is its staff's (bulletin.ts), not for moderators to read.
  if (thread.type === "post" && thread.state === "pending" && !options.withDrafts) return null;
  return thread;
}
