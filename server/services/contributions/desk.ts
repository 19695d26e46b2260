import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type CommunityList,
  type CommunitySection,
  type ContributionSection,
  DESK_PAGE_SIZE,
  SECTION_OF_COMMUNITY,
} from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { activities, contributions, users } from "../../db/schema/index.ts";
import { requireRole, requireUser } from "../../policies/guards.ts";
import { type ContributionView, columns, type Row, toView, type Viewer } from "./contribution-views.ts";
import { contributionPath, excerpt } from "./moderation.ts";
import { pageOf } from "../validation.ts";

/**
 * The moderation desk (section 4): one list across activities, forum, gallery and bulletin, by the community
 * lists of section 3 and by section, a page at a time in two statements whatever the page (the page with each
 * item's thread joined, and the count). Also "my contributions", which shows the same thread beside each item.
 */

/** What a reply belongs to, as the desk and "my contributions" name it: the thread's title (or first words) and where it is read. */
export type ContributionThread = NonNullable<ContributionView["thread"]>;
export type DeskItem = ContributionView & { thread: ContributionThread | null };
export type DeskQuery = { list: CommunityList; section?: CommunitySection | null; page?: number; pageSize?: number };
export type DeskPage = { total: number; page: number; pageCount: number; pageSize: number; items: DeskItem[] };

/** The thread a reply hangs from (forum answers, gallery and bulletin comments). */
const parent = alias(contributions, "parent");

/** selectViews with the parent's title and first words: the thread of every row in the same statement. */
function selectWithThread(db: Db) {
  return db
    .select({ ...columns, threadTitle: parent.title, threadStart: sql<string | null>`left(${parent.content}, 400)` })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.authorId))
    .leftJoin(activities, eq(activities.id, contributions.activityId))
    .leftJoin(parent, eq(parent.id, contributions.parentId));
}

type ThreadRow = Row & { threadTitle: string | null; threadStart: string | null };

/** An activity's comment belongs to the activity; a reply elsewhere to its thread; a thread to nothing. */
function threadOf(row: ThreadRow, view: ContributionView): ContributionThread | null {
  const { c } = row;
  if (c.section === "activities") {
    if (!view.activity) return null;
    return {
      title: view.activity.title,
      path: contributionPath({ id: c.id, section: c.section, parentId: null, activitySlug: view.activity.slug }),
    };
  }
  if (!c.parentId) return null;
  return {
    title: row.threadTitle ?? excerpt(row.threadStart ?? ""),
    path: contributionPath({ id: c.parentId, section: c.section, parentId: null, activitySlug: null }),
  };
}

function toDeskItem(row: ThreadRow, viewer: Viewer, lang: Language): DeskItem {
  const view = toView(row, viewer, lang);
  return { ...view, thread: threadOf(row, view) };
}

const REPLIED_SECTIONS: Record<"answered" | "commented", ContributionSection[]> = {
  answered: ["forum", "bulletin"],
  commented: ["gallery", "activities"],
};

/** Each list's rows and order (section 3's community lists; the queue oldest first, the others newest first). */
function listOf(list: CommunityList): { where: SQL; order: SQL[] } {
  const c = contributions;
  const published = and(isNotNull(c.publishedAt), eq(c.rejected, false)) as SQL;
  switch (list) {
    case "pending":
      // A bulletin post's draft is its staff's to publish (bulletin.ts), not a moderator's to review.
      return { where: and(eq(c.pendingReview, true), ne(c.type, "post")) as SQL, order: [asc(c.createdAt), asc(c.id)] };
    case "published":
      return { where: published, order: [desc(c.publishedAt), desc(c.id)] };
    case "publishedNoEmailSent":
      return { where: and(published, isNull(c.emailedAt)) as SQL, order: [desc(c.publishedAt), desc(c.id)] };
    case "rejected":
      return { where: eq(c.rejected, true), order: [desc(c.rejectedAt), desc(c.id)] };
    case "answered":
    case "commented":
      // Threads (and activity comments) with published replies: moderation keeps reply_count and last_reply_at.
      // Latest reply first, in the expression of the threads' "last answer" index (contributions.ts).
      return {
        where: and(published, isNull(c.parentId), gt(c.replyCount, 0), inArray(c.section, REPLIED_SECTIONS[list])) as SQL,
        order: [sql`coalesce(${c.lastReplyAt}, ${c.publishedAt}) desc`, desc(c.id)],
      };
  }
}

/** Whether anything waits on the desk for a moderator (the sign-in lands there then: accounts/landing.ts). */
export async function anyPendingReview(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: contributions.id }).from(contributions).where(listOf("pending").where).limit(1);
  return row !== undefined;
}

/** A page of the desk, for moderators: the page and the filtered list's total, two statements. */
export async function deskPage(db: Db, viewer: Viewer, lang: Language, query: DeskQuery): Promise<DeskPage> {
  requireRole(viewer, "moderator");
  const pageSize = query.pageSize ?? DESK_PAGE_SIZE;
  const page = pageOf(query.page);
  const { where: listWhere, order } = listOf(query.list);
  const where = and(listWhere, query.section ? eq(contributions.section, SECTION_OF_COMMUNITY[query.section]) : undefined);
  const [rows, [counted]] = await Promise.all([
    selectWithThread(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contributions).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    items: rows.map((row) => toDeskItem(row, viewer, lang)),
  };
}

/** Everything the viewer has posted, in any state, newest first, each with its thread (profile › "Mis aportaciones"). */
export async function myContributions(db: Db, viewer: Viewer, lang: Language): Promise<DeskItem[]> {
  const me = requireUser(viewer);
  const rows = await selectWithThread(db)
    .where(eq(contributions.authorId, me.id))
    .orderBy(desc(contributions.createdAt), desc(contributions.id));
  return rows.map((row) => toDeskItem(row, viewer, lang));
}
