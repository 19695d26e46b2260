import { and, eq, isNull } from "drizzle-orm";
import { isOneLine, ONE_LINE_ERROR } from "../../../common/control-characters.ts";
import { BULLETIN_SORTS, type BulletinSort, DEFAULT_BULLETIN_SORT, TITLE_MAX_LENGTH } from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import { hasRole } from "../../../common/roles.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { contributions } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { requireRole, requireUser } from "../../policies/guards.ts";
import { auditActorOf, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { type ContributionView, post, type Viewer as ContributionViewer } from "./contributions.ts";
import { viewOf } from "./contribution-views.ts";
import { type ThreadPage, threadPage, threadWithReplies } from "./threads.ts";

/**
 * The bulletin board (section 2: bulletin, bulletin-post, bulletin-answer-delete): posts written by the
 * foundation's staff, a draft (pending) until they publish it, seen as drafts by staff and event managers
 * only; teachers answer them, and answers are moderated like any contribution (section 4). Publishing a
 * post tells every licensed teacher (the bulletin-notify job of decision 031).
 */

/** Who reads the bulletin: the contribution viewer plus the flags that open drafts. */
export type BulletinViewer = (NonNullable<ContributionViewer> & Pick<CurrentUser, "developer" | "eventManager">) | null;

/** Section 6: staff write the bulletin; staff and event managers see its drafts. */
export const seesDrafts = (viewer: BulletinViewer): boolean => hasRole(viewer, "staff") || hasRole(viewer, "eventManager");

export function parseBulletinSort(input: unknown): BulletinSort {
  return (BULLETIN_SORTS as readonly unknown[]).includes(input) ? (input as BulletinSort) : DEFAULT_BULLETIN_SORT;
}

export function bulletinPosts(
  db: Db,
  viewer: BulletinViewer,
  lang: Language,
  input: { sort?: unknown; page?: number },
): Promise<ThreadPage> {
  return threadPage(db, viewer, lang, {
    section: "bulletin",
    sort: parseBulletinSort(input.sort),
    page: input.page,
    withDrafts: seesDrafts(viewer),
  });
}

export function bulletinPost(db: Db, viewer: BulletinViewer, lang: Language, id: string): Promise<ContributionView | null> {
  return threadWithReplies(db, viewer, lang, "bulletin", id, { withDrafts: seesDrafts(viewer) });
}

/** A title: trimmed, required, at most TITLE_MAX_LENGTH, one line. */
function parseTitle(input: unknown): string {
  const title = typeof input === "string" ? input.trim() : "";
  if (!title) throw new DomainError("VALIDATION", { fields: { title: "bulletin.errors.titleRequired" } });
  if (title.length > TITLE_MAX_LENGTH) throw new DomainError("VALIDATION", { fields: { title: "bulletin.errors.titleTooLong" } });
  if (!isOneLine(title)) throw new DomainError("VALIDATION", { fields: { title: ONE_LINE_ERROR } });
  return title;
}

/** Staff write a post (audited): a draft (pending) with a title and rich content, until they publish it. */
export function createBulletinPost(
  db: Db,
  viewer: BulletinViewer,
  lang: Language,
  input: { title: unknown; content: unknown; idempotencyKey?: unknown },
) {
  const staff = requireRole(viewer, "staff");
  const title = parseTitle(input.title);
  return post(db, viewer, lang, {
    section: "bulletin",
    type: "post",
    title,
    content: input.content,
    rich: true,
    idempotencyKey: input.idempotencyKey,
    alsoInTransaction: async (tx, id) =>
      recordAudit(tx, await auditActorOf(tx, staff.id), {
        action: "bulletinPostCreate",
        entity: "bulletinPost",
        entityId: id,
        label: title,
        before: null,
        after: { title, publication: "draft" },
      }),
  });
}

/**
 * Staff publish a draft (audited); every licensed teacher is told (a job of the same transaction). Conditional on
 * it still being a draft: publishing twice answers CONTRIBUTION_MODERATED, a deleted one CONTRIBUTION_DELETED.
 */
export async function publishBulletinPost(db: Db, viewer: BulletinViewer, lang: Language, id: string): Promise<ContributionView> {
  const staff = requireRole(viewer, "staff");
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new DomainError("NOT_FOUND", { status: 404 });
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contributions)
      .set({ pendingReview: false, publishedAt: new Date(), moderatedBy: staff.id })
      .where(
        and(
          eq(contributions.id, id),
          eq(contributions.section, "bulletin"),
          eq(contributions.type, "post"),
          isNull(contributions.parentId),
          eq(contributions.pendingReview, true),
        ),
      )
      .returning({ id: contributions.id, title: contributions.title });
    if (!row) return false;
    await enqueue(tx, "bulletin-notify", { contributionId: row.id });
    await recordAudit(tx, await auditActorOf(tx, staff.id), {
      action: "bulletinPostPublish",
      entity: "bulletinPost",
      entityId: row.id,
      label: row.title,
      before: { publication: "draft" },
      after: { publication: "published" },
    });
    return true;
  });
  if (!done) {
    const [row] = await db
      .select({ id: contributions.id })
      .from(contributions)
      .where(and(eq(contributions.id, id), eq(contributions.section, "bulletin")))
      .limit(1);
    throw new DomainError(row ? "CONTRIBUTION_MODERATED" : "NOT_FOUND", { status: row ? 409 : 404 });
  }
  return viewOf(db, viewer, lang, id);
}

/** A teacher answers a published post; the answer waits for a moderator. */
export function postBulletinAnswer(
  db: Db,
  viewer: BulletinViewer,
  lang: Language,
  input: { postId: string; content: unknown; idempotencyKey?: unknown },
) {
  requireUser(viewer);
  const { content, postId: parentId, idempotencyKey } = input;
  return post(db, viewer, lang, { section: "bulletin", type: "answer", content, parentId, idempotencyKey });
}
