import { and, asc, eq, getTableColumns, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import { z } from "zod";
import type { ContributionSection, ContributionState, ContributionType, PersonalDataKind } from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { canDeleteContribution, canModerate, type ContributionViewer } from "../../policies/contributions.ts";
import { activities, contributionFiles, contributions, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * Reading contributions (the model of section 4) as a viewer may see them. Every listing is ONE
 * statement: contribution, author and activity joined, viewer-specific flags computed from the row.
 */

/** Who is asking: only the id and the moderator flag matter to these rules (server/policies/contributions.ts). */
export type Viewer = ContributionViewer;

export type ContributionView = {
  id: string;
  type: ContributionType;
  section: ContributionSection;
  parentId: string | null;
  title: string | null;
  content: string;
  language: string;
  state: ContributionState;
  createdAt: Date;
  publishedAt: Date | null;
  /** Children's privacy: first name and the initial of the last name, never the email. */
  author: { name: string | null; photo: string | null };
  mine: boolean;
  canDelete: boolean;
  /** The viewer may publish or reject it now: a moderator, while it waits for moderation (the publish and reject commands check again). */
  canModerate: boolean;
  activity: { id: string; slug: string; title: string } | null;
  /** Filled by listings that load replies (activity comments); empty elsewhere. */
  replies: ContributionView[];
  categories: string[];
  age: AgeSegment | null;
  videoUrl: string | null;
  replyCount: number;
  lastReplyAt: Date | null;
  /** The moderator's reason, for its author and moderators; null for anybody else. */
  rejectReason: string | null;
  /** What the personal-data guard found, for moderators only (empty for anybody else). */
  heldFor: PersonalDataKind[];
  /** The author's id, for moderators only (null for anybody else). */
  authorId: string | null;
  /** The thread a reply belongs to (an activity's comment: the activity); loaded by the desk and "my contributions" (desk.ts). */
  thread?: { title: string; path: string } | null;
};

/** A stored file of a gallery result, as the pages show it. */
export type ContributionFileView = {
  id: string;
  kind: "image" | "video";
  state: "processing" | "ready" | "failed";
  key: string;
  thumbKey: string | null;
  width: number | null;
  height: number | null;
};

/** Moderators work through the queue from the oldest; more than this waits for the next page load. */
export const MODERATION_QUEUE_LIMIT = 100;

/** Every column but the search words (only the forum's search reads them, in SQL). */
const { search: _search, ...contributionColumns } = getTableColumns(contributions);
/** What selectViews reads: the contribution, its author's public name and photo, its activity. */
export const columns = {
  c: contributionColumns,
  authorName: users.name,
  authorLastName: users.lastName,
  authorPhoto: users.profilePhoto,
  activitySlug: activities.slug,
  activityTitleEs: activities.titleEs,
  activityTitleEn: activities.titleEn,
};
export type Row = {
  c: Omit<typeof contributions.$inferSelect, "search">;
  authorName: string | null;
  authorLastName: string | null;
  authorPhoto: string | null;
  activitySlug: string | null;
  activityTitleEs: string | null;
  activityTitleEn: string | null;
};

export function selectViews(db: Db) {
  return db
    .select(columns)
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.authorId))
    .leftJoin(activities, eq(activities.id, contributions.activityId));
}

export function stateOf(c: Pick<typeof contributions.$inferSelect, "rejected" | "publishedAt">): ContributionState {
  if (c.rejected) return "rejected";
  return c.publishedAt ? "published" : "pending";
}

/** "Lucía G." from Lucía / García Pérez. */
export function publicName(name: string | null, lastName: string | null): string | null {
  const first = name?.trim();
  if (!first) return null;
  const initial = Array.from(lastName?.trim() ?? "")[0];
  return initial ? `${first} ${initial.toLocaleUpperCase("es")}.` : first;
}

export function toView(row: Row, viewer: Viewer, lang: Language): ContributionView {
  const { c } = row;
  const state = stateOf(c);
  const mine = !!viewer && viewer.id === c.authorId;
  return {
    id: c.id,
    type: c.type,
    section: c.section,
    parentId: c.parentId,
    title: c.title,
    content: c.content,
    language: c.language,
    state,
    createdAt: c.createdAt,
    publishedAt: c.publishedAt,
    author: { name: publicName(row.authorName, row.authorLastName), photo: row.authorPhoto },
    mine,
    canDelete: canDeleteContribution(viewer, { authorId: c.authorId, state }),
    canModerate: canModerate(viewer) && state === "pending",
    activity:
      row.activitySlug && c.activityId !== null
        ? { id: String(c.activityId), slug: row.activitySlug, title: (lang === "en" ? row.activityTitleEn : row.activityTitleEs) ?? "" }
        : null,
    replies: [],
    categories: c.categories,
    age: c.age,
    videoUrl: c.videoUrl,
    replyCount: c.replyCount,
    lastReplyAt: c.lastReplyAt,
    rejectReason: mine || canModerate(viewer) ? c.rejectReason : null,
    heldFor: canModerate(viewer) ? (c.heldFor as PersonalDataKind[]) : [],
    authorId: canModerate(viewer) ? c.authorId : null,
  };
}

/** The files of some contributions in one statement, in their order, by contribution id. */
export async function filesOf(db: Db, ids: readonly string[]): Promise<Map<string, ContributionFileView[]>> {
  const byId = new Map<string, ContributionFileView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      contributionId: contributionFiles.contributionId,
      id: contributionFiles.id,
      kind: contributionFiles.kind,
      state: contributionFiles.state,
      key: contributionFiles.key,
      thumbKey: contributionFiles.thumbKey,
      width: contributionFiles.width,
      height: contributionFiles.height,
    })
    .from(contributionFiles)
    .where(inArray(contributionFiles.contributionId, [...ids]))
    .orderBy(asc(contributionFiles.contributionId), asc(contributionFiles.position));
  for (const { contributionId, ...file } of rows) byId.get(contributionId)?.push(file);
  return byId;
}

/** Published ones for everybody; pending ones for their author and for moderators (canModerate); rejected for nobody here. */
export function visibleTo(viewer: Viewer): SQL {
  const published = and(isNotNull(contributions.publishedAt), eq(contributions.rejected, false)) as SQL;
  if (!viewer) return published;
  const pending = canModerate(viewer)
    ? eq(contributions.pendingReview, true)
    : and(eq(contributions.pendingReview, true), eq(contributions.authorId, viewer.id));
  return or(published, pending) as SQL;
}

/**
 * The contributions about one thing (an activity's comments), top level newest first, each with its
 * replies oldest first (at any depth). One statement whatever the count: replies share the activity.
 */
export async function listThread(db: Db, viewer: Viewer, lang: Language, where: { section: ContributionSection; activityId: number }) {
  const threads = await listThreads(db, viewer, lang, { section: where.section, activityIds: [where.activityId] });
  return threads.get(where.activityId) ?? [];
}

/** The threads of several activities in one statement (a list of activities asking for their comments), by activity id. */
export async function listThreads(db: Db, viewer: Viewer, lang: Language, where: { section: ContributionSection; activityIds: number[] }) {
  const threads = new Map<number, ContributionView[]>();
  if (where.activityIds.length === 0) return threads;
  const rows = await selectViews(db)
    .where(
      and(
        eq(contributions.section, where.section),
        inArray(contributions.activityId, where.activityIds),
        eq(activities.published, true),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(contributions.createdAt), asc(contributions.id));
  const views = rows.map((row) => toView(row, viewer, lang));
  const byId = new Map(views.map((v) => [v.id, v]));
  for (const view of views) {
    if (view.parentId) {
      byId.get(view.parentId)?.replies.push(view);
      continue;
    }
    const activityId = Number(view.activity?.id);
    const thread = threads.get(activityId);
    if (thread) thread.push(view);
    else threads.set(activityId, [view]);
  }
  for (const top of threads.values()) top.reverse();
  return threads;
}

/** Pending contributions of a section, oldest first (the moderator's queue). */
export async function moderationQueue(db: Db, viewer: Viewer, lang: Language, section: ContributionSection) {
  const rows = await selectViews(db)
    .where(and(eq(contributions.section, section), eq(contributions.pendingReview, true)))
    .orderBy(asc(contributions.createdAt), asc(contributions.id))
    .limit(MODERATION_QUEUE_LIMIT);
  return rows.map((row) => toView(row, viewer, lang));
}

/** One contribution as the viewer may see it; null when it does not exist or is hidden from them. */
export async function findContribution(db: Db, viewer: Viewer, lang: Language, id: string): Promise<ContributionView | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const mine = viewer ? eq(contributions.authorId, viewer.id) : sql`false`;
  const [row] = await selectViews(db)
    .where(and(eq(contributions.id, id), or(visibleTo(viewer), mine)))
    .limit(1);
  return row ? toView(row, viewer, lang) : null;
}

export async function viewOf(db: Db, viewer: Viewer, lang: Language, id: string): Promise<ContributionView> {
  const [row] = await selectViews(db).where(eq(contributions.id, id)).limit(1);
  if (!row) throw new DomainError("CONTRIBUTION_DELETED", { status: 409 });
  return toView(row, viewer, lang);
}
