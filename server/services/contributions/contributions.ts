import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import { z } from "zod";
import {
  COMMENT_MAX_LENGTH,
  CONTRIBUTION_WINDOW_MINUTES,
  CONTRIBUTIONS_PER_WINDOW,
  type ContributionSection,
  type ContributionType,
} from "../../../common/contributions.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../common/idempotency.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../../policies/guards.ts";
import { activities, contributionFiles, contributions } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { type ContributionView, listThread, listThreads, stateOf, type Viewer, viewOf } from "./contribution-views.ts";
import { DomainError } from "../errors.ts";
import { fileKeysOf } from "./moderation.ts";
import { personalDataIn } from "./personal-data.ts";
import { forgetEditorImages, markEditorImagesUsed } from "./editor-images.ts";
import { parseRichText } from "./rich-text.ts";

/**
 * The contribution model of section 4, shared by activity comments, forum, gallery and bulletin:
 * created pending → published or rejected by a moderator. The rules are generic over section and
 * type; the activity-comment functions at the end are thin wrappers. Reading is in contribution-views.ts.
 */

export {
  type ContributionView,
  findContribution,
  MODERATION_QUEUE_LIMIT,
  moderationQueue,
  publicName,
  type Viewer,
} from "./contribution-views.ts";
export { deskPage, myContributions } from "./desk.ts";
export { type Decision, moderate } from "./moderation.ts";

const Content = z.string().trim().min(1, "COMMENT_EMPTY").max(COMMENT_MAX_LENGTH, "COMMENT_TOO_LONG");
const Uuid = z.uuid();
const ActivityId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** The text of a contribution, trimmed; empty or too long are refused with their own codes. */
export function parseContent(input: unknown): string {
  const parsed = Content.safeParse(input ?? "");
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message === "COMMENT_TOO_LONG" ? "COMMENT_TOO_LONG" : "COMMENT_EMPTY";
  const key = code === "COMMENT_TOO_LONG" ? "comments.errors.tooLong" : "comments.errors.empty";
  throw new DomainError(code, { fields: { content: key } });
}

/** A malformed id cannot name anything: the same answer as an unknown one. */
function contributionId(id: string): string {
  if (!Uuid.safeParse(id).success) throw new DomainError("NOT_FOUND", { status: 404 });
  return id;
}
function activityIdOf(id: string): number {
  const parsed = ActivityId.safeParse(id);
  if (!parsed.success) throw new DomainError("NOT_FOUND", { status: 404 });
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------
// Commands.

/** A file already stored (server/storage) to attach to a gallery result, in the author's order. */
export type NewFile = {
  kind: "image" | "video";
  key: string;
  thumbKey: string | null;
  sourceKey: string | null;
  state: "processing" | "ready";
  width: number | null;
  height: number | null;
};

export type NewContribution = {
  section: ContributionSection;
  type: ContributionType;
  /** Plain text (comments, answers, descriptions) or, with `rich`, the editor's HTML, sanitised here. */
  content: unknown;
  rich?: boolean;
  /** Already checked by the section's rules (forum.ts, gallery.ts, bulletin.ts). */
  title?: string | null;
  categories?: string[];
  age?: AgeSegment | null;
  videoUrl?: string | null;
  files?: NewFile[];
  activityId?: number | null;
  parentId?: string | null;
  /** The form's idempotency key (common/idempotency.ts): the same one again answers the first post. */
  idempotencyKey?: unknown;
  /** Written in the post's own transaction once it is stored: a staff post's audit entry (bulletin.ts). */
  alsoInTransaction?: (tx: Db, id: string) => Promise<void>;
};

/** A key given is of the agreed shape; none (null, undefined) is no key. */
function parseIdempotencyKey(input: unknown): string | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "string" && IDEMPOTENCY_KEY_PATTERN.test(input)) return input;
  throw new DomainError("VALIDATION", { fields: { idempotencyKey: "errors.idempotencyKey" } });
}

/**
 * What a post is, as far as its key is concerned: a key answers again only the same kind of post in the same
 * place and, when given, with the same (stored, sanitised) content.
 */
type PostKind = Pick<NewContribution, "section" | "type" | "activityId" | "parentId"> & { content?: string };

/**
 * The post an author already stored with this key (its id), or null. A key sent with another kind of post, for
 * another thread or with another text is refused: answering with the first would silently drop what was sent
 * (a second comment written while the first one's page had not yet brought a fresh key).
 */
async function postedWith(db: Db, authorId: string, key: string, kind: PostKind): Promise<string | null> {
  const [first] = await db
    .select({
      id: contributions.id,
      section: contributions.section,
      type: contributions.type,
      parentId: contributions.parentId,
      activityId: contributions.activityId,
      content: contributions.content,
    })
    .from(contributions)
    .where(and(eq(contributions.authorId, authorId), eq(contributions.idempotencyKey, key)))
    .limit(1);
  if (!first) return null;
  const same =
    first.section === kind.section &&
    first.type === kind.type &&
    first.parentId === (kind.parentId ?? null) &&
    first.activityId === (kind.activityId ?? null) &&
    (kind.content === undefined || first.content === kind.content);
  if (!same) throw new DomainError("VALIDATION", { fields: { idempotencyKey: "errors.idempotencyKey" } });
  return first.id;
}

/**
 * The post this key already stored for the viewer, as they see it, or null (no key, or none stored with it).
 * Checked before anything costly (a gallery result's files) and before the flood limit, which the same
 * submission sent again must not meet.
 */
export async function replayedPost(db: Db, viewer: Viewer, lang: Language, key: unknown, kind: PostKind): Promise<ContributionView | null> {
  const author = requireUser(viewer);
  const parsed = parseIdempotencyKey(key);
  const first = parsed ? await postedWith(db, author.id, parsed, kind) : null;
  return first ? viewOf(db, viewer, lang, first) : null;
}

/**
 * Posts a contribution, pending until a moderator reviews it. A reply must be about the same thing
 * as its parent, and the parent must be published; the parent is locked (FOR SHARE) so it cannot
 * be deleted or rejected between the check and the insert.
 */
export async function post(db: Db, viewer: Viewer, lang: Language, input: NewContribution): Promise<ContributionView> {
  return (await postOnce(db, viewer, lang, input)).view;
}

/**
 * post(), saying whether the key had stored it already (`replayed`: nothing new was stored). Two submissions
 * with one key at the same moment are decided by the unique index on (author, key): the second insert waits
 * for the first's transaction and, once it commits, stores nothing (ON CONFLICT DO NOTHING) and answers the first.
 */
export async function postOnce(
  db: Db,
  viewer: Viewer,
  lang: Language,
  input: NewContribution,
): Promise<{ view: ContributionView; replayed: boolean }> {
  const author = requireUser(viewer);
  const content = input.rich ? parseRichText(input.content).html : parseContent(input.content);
  // The personal-data guard: what it finds is shown to the moderator beside the post.
  const heldFor = personalDataIn(input.title, content);
  const parentId = input.parentId ? contributionId(input.parentId) : null;
  const key = parseIdempotencyKey(input.idempotencyKey);
  const kind = { ...input, parentId, content };
  const first = key ? await postedWith(db, author.id, key, kind) : null;
  if (first) return { view: await viewOf(db, viewer, lang, first), replayed: true };
  await refuseFlooding(db, author.id);
  const id = await db.transaction(async (tx) => {
    if (input.activityId !== undefined && input.activityId !== null) {
      // No lock needed: the insert's foreign key check keeps the activity from vanishing meanwhile.
      const [activity] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.id, input.activityId), eq(activities.published, true)));
      if (!activity) throw new DomainError("NOT_FOUND", { status: 404 });
    }
    if (parentId) {
      const [parent] = await tx
        .select({
          section: contributions.section,
          activityId: contributions.activityId,
          publishedAt: contributions.publishedAt,
          rejected: contributions.rejected,
        })
        .from(contributions)
        .where(eq(contributions.id, parentId))
        .for("share");
      const sameThread = parent && parent.section === input.section && parent.activityId === (input.activityId ?? null);
      if (!parent || !sameThread || stateOf(parent) !== "published") throw new DomainError("NOT_FOUND", { status: 404 });
    }
    const [row] = await tx
      .insert(contributions)
      .values({
        type: input.type,
        section: input.section,
        authorId: author.id,
        parentId,
        activityId: input.activityId ?? null,
        title: input.title ?? null,
        content,
        categories: input.categories ?? [],
        age: input.age ?? null,
        videoUrl: input.videoUrl ?? null,
        heldFor,
        language: lang,
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: [contributions.authorId, contributions.idempotencyKey] })
      .returning({ id: contributions.id });
    // Only a key's conflict stores nothing: the same submission, committed meanwhile.
    if (!row) return null;
    // The editor's images it shows are taken up: no longer swept as unused.
    if (input.rich) await markEditorImagesUsed(tx, content);
    await input.alsoInTransaction?.(tx, row.id);
    const files = input.files ?? [];
    if (files.length > 0) {
      const inserted = await tx
        .insert(contributionFiles)
        .values(files.map((file, position) => ({ ...file, contributionId: row.id, position })))
        .returning({ id: contributionFiles.id, state: contributionFiles.state });
      // A video stored as uploaded is processed in the background (the `media` job), queued with its row.
      for (const file of inserted) if (file.state === "processing") await enqueue(tx, "media", { fileId: file.id });
    }
    return row.id;
  });
  if (id) return { view: await viewOf(db, viewer, lang, id), replayed: false };
  const stored = key ? await postedWith(db, author.id, key, kind) : null;
  if (!stored) throw new Error("contribution not inserted");
  return { view: await viewOf(db, viewer, lang, stored), replayed: true };
}

/**
 * The author deletes their contribution while it is still pending. Check and delete are one
 * conditional statement, so a moderator acting at the same moment either wins (the author is told
 * it was just moderated) or loses (the moderator is told it was deleted) — never both.
 */
export async function remove(db: Db, viewer: Viewer, id: string): Promise<void> {
  const author = requireUser(viewer);
  contributionId(id);
  const deleted = await db.transaction(async (tx) => {
    // The files' keys first: the delete takes their rows with it (ON DELETE CASCADE).
    const keys = await fileKeysOf(tx, [id]);
    const rows = await tx
      .delete(contributions)
      .where(
        and(
          eq(contributions.id, id),
          eq(contributions.authorId, author.id),
          eq(contributions.pendingReview, true),
          isNull(contributions.publishedAt),
        ),
      )
      .returning({ id: contributions.id });
    if (rows.length > 0 && keys.length > 0) {
      await enqueue(tx, "storage-delete", { keys });
      await forgetEditorImages(tx, keys);
    }
    return rows.length > 0;
  });
  if (deleted) return;
  // Why not: gone already, someone else's, or moderated meanwhile.
  const [row] = await db.select({ authorId: contributions.authorId }).from(contributions).where(eq(contributions.id, id)).limit(1);
  if (!row) throw new DomainError("CONTRIBUTION_DELETED", { status: 409 });
  if (row.authorId !== author.id) throw new DomainError("FORBIDDEN", { status: 403 });
  throw new DomainError("CONTRIBUTION_MODERATED", { status: 409 });
}

// ---------------------------------------------------------------------------------------------
// Activity comments: the model with section "activities" and type "comment".

export function activityComments(db: Db, viewer: Viewer, lang: Language, activityId: string): Promise<ContributionView[]> {
  const id = ActivityId.safeParse(activityId);
  if (!id.success) return Promise.resolve([]);
  return listThread(db, viewer, lang, { section: "activities", activityId: id.data });
}

/** activityComments for several activities at once (Activity.comments in a list), by activity id. */
export async function commentsOfActivities(
  db: Db,
  viewer: Viewer,
  lang: Language,
  activityIds: readonly string[],
): Promise<Map<string, ContributionView[]>> {
  const ids = activityIds.flatMap((activityId) => {
    const id = ActivityId.safeParse(activityId);
    return id.success ? [id.data] : [];
  });
  const threads = await listThreads(db, viewer, lang, { section: "activities", activityIds: ids });
  return new Map(activityIds.map((activityId) => [activityId, threads.get(Number(activityId)) ?? []]));
}

export function postActivityComment(
  db: Db,
  viewer: Viewer,
  lang: Language,
  input: { activityId: string; content: unknown; parentId?: string | null; idempotencyKey?: string | null },
): Promise<ContributionView> {
  requireUser(viewer);
  return post(db, viewer, lang, {
    section: "activities",
    type: "comment",
    activityId: activityIdOf(input.activityId),
    content: input.content,
    parentId: input.parentId ?? null,
    idempotencyKey: input.idempotencyKey,
  });
}

/** Refuses a new contribution when its author posted CONTRIBUTIONS_PER_WINDOW already within the window (index on author, date). */
async function refuseFlooding(db: Db, authorId: string): Promise<void> {
  const since = new Date(Date.now() - CONTRIBUTION_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ recent: count() })
    .from(contributions)
    .where(and(eq(contributions.authorId, authorId), gt(contributions.createdAt, since)));
  if ((row?.recent ?? 0) >= CONTRIBUTIONS_PER_WINDOW) throw new DomainError("CONTRIBUTION_FLOOD", { status: 429 });
}
