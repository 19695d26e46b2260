import { and, eq, isNotNull, sql } from "drizzle-orm";
import { NOTIFICATION_CAPACITY } from "../../../common/notifications.ts";
import type { Db } from "../../db/client.ts";
import { contributions, notifications, userPrograms, users } from "../../db/schema/index.ts";
import { contributionPath, excerpt } from "./moderation.ts";

/**
 * A published bulletin post told to every licensed teacher (section 3: "bulletin published", area NEWS):
 * one statement whatever their number, skipping full panels and those told already, so the job that
 * runs it may run again safely.
 */
export async function notifyBulletinPublished(db: Db, contributionId: string): Promise<void> {
  const [post] = await db
    .select({ id: contributions.id, title: contributions.title, content: contributions.content, authorId: contributions.authorId })
    .from(contributions)
    .where(and(eq(contributions.id, contributionId), isNotNull(contributions.publishedAt), eq(contributions.rejected, false)));
  if (!post) return;
  const title = post.title ?? excerpt(post.content);
  const path = contributionPath({ id: post.id, section: "bulletin", parentId: null, activitySlug: null });
  await db.execute(sql`
    insert into ${notifications} (user_id, action, item, area, contribution_id, title, path)
    select u.id, 'bulletinPublished', 'post', 'NEWS', ${post.id}, ${title}, ${path}
    from ${users} u
    where u.active and u.id <> ${post.authorId}
      and exists (select 1 from ${userPrograms} p where p.user_id = u.id)
      and not exists (select 1 from ${notifications} n where n.user_id = u.id and n.contribution_id = ${post.id} and n.action = 'bulletinPublished')
      and (select count(*) from ${notifications} n where n.user_id = u.id) < ${NOTIFICATION_CAPACITY}`);
}
