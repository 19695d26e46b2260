import { and, eq, inArray, like, ne, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type ContributionSection, type ContributionType, REJECT_REASON_MAX_LENGTH } from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import type { NotificationArea, NotificationItem } from "../../../common/notifications.ts";
import { pathFor } from "../../../common/routes.ts";
import type { Db } from "../../db/client.ts";
import { activities, contributionFiles, contributions, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { requireRole } from "../../policies/guards.ts";
import { auditActorOf, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { notify } from "../notifications/notifications.ts";
import { forgetEditorImages, storedImageKeysIn } from "./editor-images.ts";
import { posterKeyOf } from "./gallery-media.ts";
import { type ContributionView, type Viewer, viewOf } from "./contribution-views.ts";

/**
 * Moderation (section 4) and what follows from it, all in the decision's transaction: the state change,
 * a rejected one's replies and files removed, the thread's reply count, the author's notification and
 * email, the parent's author told of a new reply, a bulletin post's notice to every teacher.
 */

export type Decision = "publish" | "reject";

/** The item kind and area a contribution is notified as (section 3). */
const ITEM: Record<ContributionType, NotificationItem> = {
  theme: "post",
  post: "post",
  answer: "answer",
  comment: "comment",
  result: "result",
};
const AREA: Record<ContributionSection, NotificationArea> = { forum: "FORUM", gallery: "GALLERY", bulletin: "NEWS", activities: "MYPANEL" };

/** Where a contribution is read: its thread's page (Spanish: these screens are Spanish only), at its anchor. */
export function contributionPath(c: {
  id: string;
  section: ContributionSection;
  parentId: string | null;
  activitySlug: string | null;
}): string {
  const thread = c.parentId ?? c.id;
  const anchor = c.parentId ? `#c-${c.id}` : "";
  switch (c.section) {
    case "forum":
      return pathFor("forum-post", "es", { id: thread }) + anchor;
    case "gallery":
      return pathFor("gallery-post", "es", { id: thread }) + anchor;
    case "bulletin":
      return pathFor("bulletin-post", "es", { id: thread }) + anchor;
    case "activities":
      return `${pathFor("activity", "es", { id: c.activitySlug ?? "" })}#comments`;
  }
}

/** A rejection's reason: required, trimmed, at most REJECT_REASON_MAX_LENGTH. */
export function parseRejectReason(input: unknown): string {
  const reason = typeof input === "string" ? input.trim() : "";
  if (!reason) throw new DomainError("VALIDATION", { fields: { reason: "moderation.errors.reasonRequired" } });
  if (reason.length > REJECT_REASON_MAX_LENGTH)
    throw new DomainError("VALIDATION", { fields: { reason: "moderation.errors.reasonTooLong" } });
  return reason;
}

/**
 * A moderator publishes or rejects a pending contribution. The change is conditional on it still being
 * pending, so a race with its author deleting it is decided once (CONTRIBUTION_MODERATED / _DELETED).
 */
export async function moderate(
  db: Db,
  viewer: Viewer,
  lang: Language,
  id: string,
  decision: Decision,
  reasonInput?: unknown,
): Promise<ContributionView> {
  const moderator = requireRole(viewer, "moderator");
  // A malformed id cannot name anything: the same answer as an unknown one.
  if (!z.uuid().safeParse(id).success) throw new DomainError("NOT_FOUND", { status: 404 });
  const reason = decision === "reject" ? parseRejectReason(reasonInput) : null;
  const now = new Date();
  const changes =
    decision === "publish"
      ? { pendingReview: false, publishedAt: now, moderatedBy: moderator.id }
      : { pendingReview: false, rejected: true, rejectedAt: now, moderatedBy: moderator.id, rejectReason: reason };
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contributions)
      .set(changes)
      // A bulletin post's draft is its staff's to publish (bulletin.ts), not a moderator's.
      .where(and(eq(contributions.id, id), eq(contributions.pendingReview, true), ne(contributions.type, "post")))
      .returning({
        id: contributions.id,
        section: contributions.section,
        type: contributions.type,
        parentId: contributions.parentId,
        authorId: contributions.authorId,
        title: contributions.title,
        content: contributions.content,
        language: contributions.language,
        activityId: contributions.activityId,
      });
    if (!row) return false;
    const [author] = await tx
      .select({ email: users.email, name: users.name, slug: activities.slug })
      .from(users)
      .leftJoin(activities, row.activityId === null ? sql`false` : eq(activities.id, row.activityId))
      .where(eq(users.id, row.authorId));
    const path = contributionPath({ ...row, activitySlug: author?.slug ?? null });
    const title = row.title ?? (await threadTitle(tx, row.parentId)) ?? excerpt(row.content);
    await recordAudit(tx, await auditActorOf(tx, moderator.id), {
      action: decision === "publish" ? "contributionPublish" : "contributionReject",
      entity: "contribution",
      entityId: row.id,
      label: title,
      before: { publication: "pending" },
      after: decision === "publish" ? { publication: "published" } : { publication: "rejected", reason },
    });
    if (decision === "reject") {
      // Its replies go with it (section 4), and the stored files of it and of them.
      const replies = await tx.select({ id: contributions.id }).from(contributions).where(eq(contributions.parentId, id));
      const keys = await fileKeysOf(tx, [id, ...replies.map((r) => r.id)]);
      await tx.delete(contributions).where(eq(contributions.parentId, id));
      await tx.delete(contributionFiles).where(eq(contributionFiles.contributionId, id));
      if (keys.length > 0) await enqueue(tx, "storage-delete", { keys });
      await forgetEditorImages(tx, keys);
    } else if (row.parentId) {
      const [parent] = await tx
        .update(contributions)
        .set({ replyCount: sql`${contributions.replyCount} + 1`, lastReplyAt: now })
        .where(eq(contributions.id, row.parentId))
        .returning({ authorId: contributions.authorId });
      if (parent && parent.authorId !== row.authorId) {
        await notify(tx, {
          userId: parent.authorId,
          action: row.type === "comment" ? "commented" : "answered",
          item: ITEM[row.type],
          area: AREA[row.section],
          contributionId: row.id,
          title,
          path,
        });
      }
    } else if (row.section === "bulletin") {
      await enqueue(tx, "bulletin-notify", { contributionId: row.id });
    }
    await notify(tx, {
      userId: row.authorId,
      action: decision === "publish" ? "published" : "rejected",
      item: ITEM[row.type],
      area: AREA[row.section],
      contributionId: decision === "publish" ? row.id : null,
      title,
      // A rejected item is not on its thread's page any more: its reason is in "my contributions".
      path: decision === "publish" ? path : pathFor("profile", "es", { tab: "contributions" }),
    });
    if (author) {
      const mailLang = row.language === "en" ? "en" : "es";
      const link = decision === "publish" ? path : `${pathFor("profile", mailLang, { tab: "contributions" })}`;
      await enqueue(tx, "moderation-mail", {
        to: author.email,
        lang: mailLang,
        outcome: decision === "publish" ? "published" : "rejected",
        params: { name: author.name, title, link, reason },
        contributionId: row.id,
      });
    }
    return true;
  });
  if (!done) {
    const [row] = await db.select({ type: contributions.type }).from(contributions).where(eq(contributions.id, id)).limit(1);
    if (row?.type === "post") throw new DomainError("FORBIDDEN", { status: 403 });
    throw new DomainError(row ? "CONTRIBUTION_MODERATED" : "CONTRIBUTION_DELETED", { status: 409 });
  }
  return viewOf(db, viewer, lang, id);
}

/** The thread's title, for a reply's notification. */
async function threadTitle(tx: Db, parentId: string | null): Promise<string | null> {
  if (!parentId) return null;
  const [parent] = await tx
    .select({ title: contributions.title, content: contributions.content })
    .from(contributions)
    .where(eq(contributions.id, parentId));
  return parent ? (parent.title ?? excerpt(parent.content)) : null;
}

/** The first words of a text without markup: how a comment is named in a notification. */
export function excerpt(content: string, max = 80): string {
  const text = content
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The outcome's email was sent (the moderation-mail job): it leaves the desk's publishedNoEmailSent list. */
export async function markEmailed(db: Db, contributionId: string): Promise<void> {
  await db.update(contributions).set({ emailedAt: new Date() }).where(eq(contributions.id, contributionId));
}

/** Keys of the stored files of some contributions (to remove them after the contributions go). */
export async function fileKeysOf(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return [...new Set([...(await attachedFileKeysOf(tx, ids)), ...(await imagesShownOnlyBy(tx, ids))])];
}

/** Keys of the files attached to some contributions (a gallery result's images and videos with their companions). */
export async function attachedFileKeysOf(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await tx
    .select({
      kind: contributionFiles.kind,
      key: contributionFiles.key,
      thumbKey: contributionFiles.thumbKey,
      sourceKey: contributionFiles.sourceKey,
    })
    .from(contributionFiles)
    .where(inArray(contributionFiles.contributionId, ids));
  // A processed video's poster shares its stem (gallery.ts): a key with no such file is removed harmlessly.
  const attached = files.flatMap((f) => [f.key, f.thumbKey, f.sourceKey, f.kind === "video" ? posterKeyOf(f.key) : null]);
  return [...new Set(attached.filter((k): k is string => !!k))];
}

/**
 * The editor's images in these contributions' content that no other contribution shows: they go with their
 * post. One the sanitiser let another post show too (it allows any stored image) stays for that post.
 */
async function imagesShownOnlyBy(tx: Db, ids: string[]): Promise<string[]> {
  const rows = await tx.select({ content: contributions.content }).from(contributions).where(inArray(contributions.id, ids));
  const keys = new Set(rows.flatMap((row) => storedImageKeysIn(row.content)));
  const only: string[] = [];
  for (const key of keys) {
    const [other] = await tx
      .select({ id: contributions.id })
      .from(contributions)
      .where(and(notInArray(contributions.id, ids), like(contributions.content, `%/uploads/${key}"%`)))
      .limit(1);
    if (!other) only.push(key);
  }
  return only;
}
