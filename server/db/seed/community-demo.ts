import { and, asc, eq } from "drizzle-orm";
import { personalDataIn } from "../../services/contributions/personal-data.ts";
import { pathFor } from "../../../common/routes.ts";
import type { Db } from "../client.ts";
import { activities, contributions, notifications } from "../schema/index.ts";

/**
 * The demo teacher's notifications and the demo moderator's queue (issue 13's seed): the teacher's comment on
 * an open activity, published and answered by the demo family, one rejected with its reason, and their
 * notifications (one read); a pending comment of the family with a phone number, so the moderation desk shows
 * the personal-data guard's reason. Nothing when the catalogue has no open activity (a test's bare database).
 */
export async function seedCommunityDemo(db: Db, ids: { teacher: string; family: string }): Promise<void> {
  const open = await db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(and(eq(activities.published, true), eq(activities.access, "open")))
    .orderBy(asc(activities.id))
    .limit(2);
  const [first, second] = open;
  if (!first) return;
  const other = second ?? first;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const commentsOf = (slug: string) => `${pathFor("activity", "es", { id: slug })}#comments`;

  const published = "En 3.º la hicimos por parejas y les encantó. Os recomiendo dejar diez minutos más para el reto final.";
  const [thread] = await db
    .insert(contributions)
    .values({
      section: "activities",
      type: "comment",
      authorId: ids.teacher,
      activityId: first.id,
      content: published,
      pendingReview: false,
      publishedAt: hoursAgo(50),
      createdAt: hoursAgo(52),
      emailedAt: hoursAgo(50),
      replyCount: 1,
      lastReplyAt: hoursAgo(26),
    })
    .returning({ id: contributions.id });
  if (!thread) return;
  const [reply] = await db
    .insert(contributions)
    .values({
      section: "activities",
      type: "comment",
      authorId: ids.family,
      activityId: first.id,
      parentId: thread.id,
      content: "¡Gracias por el consejo! La probaremos en casa este fin de semana.",
      pendingReview: false,
      publishedAt: hoursAgo(26),
      createdAt: hoursAgo(30),
      emailedAt: hoursAgo(26),
    })
    .returning({ id: contributions.id });
  const rejected = "Mi alumna Carmen López Ruiz lo ha resuelto la primera.";
  await db.insert(contributions).values({
    section: "activities",
    type: "comment",
    authorId: ids.teacher,
    activityId: other.id,
    content: rejected,
    heldFor: personalDataIn(rejected),
    pendingReview: false,
    rejected: true,
    rejectedAt: hoursAgo(3),
    createdAt: hoursAgo(5),
    emailedAt: hoursAgo(3),
    rejectReason: "Incluía el nombre completo de una alumna: por su privacidad no podemos publicarlo.",
  });

  const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);
  await db.insert(notifications).values([
    {
      userId: ids.teacher,
      action: "published",
      item: "comment",
      area: "MYPANEL",
      contributionId: thread.id,
      title: excerpt(published),
      path: commentsOf(first.slug),
      createdAt: hoursAgo(50),
      readAt: hoursAgo(49),
    },
    {
      userId: ids.teacher,
      action: "commented",
      item: "comment",
      area: "MYPANEL",
      contributionId: reply?.id ?? null,
      title: excerpt(published),
      path: commentsOf(first.slug),
      createdAt: hoursAgo(26),
    },
    {
      userId: ids.teacher,
      action: "rejected",
      item: "comment",
      area: "MYPANEL",
      contributionId: null,
      title: excerpt(rejected),
      path: pathFor("profile", "es", { tab: "contributions" }),
      createdAt: hoursAgo(3),
    },
  ]);

  // The moderator's queue: a comment that asks to be called, held with its reason.
  const phone = "Tenemos material de sobra para esta actividad: si alguien lo quiere, llamadme al 612 345 678 y os lo paso.";
  await db.insert(contributions).values({
    section: "activities",
    type: "comment",
    authorId: ids.family,
    activityId: other.id,
    content: phone,
    heldFor: personalDataIn(phone),
    createdAt: hoursAgo(1),
  });
}
