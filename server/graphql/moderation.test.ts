import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NOTIFICATION_CAPACITY } from "../../common/notifications.ts";
import type { Database } from "../db/client.ts";
import { contributionFiles, contributions, jobs, notifications } from "../db/schema/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { startSmtpServer } from "../test/smtp.ts";

/** Section 4's moderation and what follows it: reasons, replies and files removed, counts, notifications, emails. */

let database: Database;
let api: ReturnType<typeof testApi>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let author: User;
let other: User;
let moderator: User;

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startSmtpServer();
  storageDir = mkdtempSync(path.join(tmpdir(), "moderation-files-"));
  storage = localStorage(storageDir);
  api = testApi(database, {
    storage,
    mailer: createMailer({ smtpUrl: smtp.url, from: "Código Pequeño <no-reply@example.org>", outboxDir: "unused" }),
  });
  author = await givenUser(database.db, { name: "Lucía" });
  other = await givenUser(database.db, { name: "Pedro" });
  moderator = await givenUser(database.db, { roles: ["MODERATOR"], name: "Javier" });
});
afterAll(async () => {
  await smtp.close();
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS = "id state rejectReason heldFor replyCount lastReplyAt";
const REJECT = `mutation ($id: ID!, $reason: String) { rejectContribution(id: $id, reason: $reason) { ${RESULT} ... on MutationRejectContributionSuccess { data { ${FIELDS} } } } }`;
const PUBLISH = `mutation ($id: ID!) { publishContribution(id: $id) { ${RESULT} ... on MutationPublishContributionSuccess { data { ${FIELDS} } } } }`;
const ONE = `query ($id: ID!) { contribution(id: $id) { ${FIELDS} } }`;
const PANEL = "{ notifications { unread full capacity items { id action item area title path read contributionId } } }";
const as = (user: User) => ({ token: user.token });

async function panelOf(user: User) {
  const res = await api.request(PANEL, {}, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.notifications;
}

describe("rejecting", () => {
  test("needs a reason: without one, or with one too long, nothing changes", async () => {
    const activity = await givenActivity(database.db);
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id });
    for (const reason of [undefined, "   ", "x".repeat(501)]) {
      const res = await api.request(REJECT, { id: c.id, reason }, as(moderator));
      expect(res.body.data!.rejectContribution).toMatchObject({
        __typename: "DomainError",
        code: "VALIDATION",
        fields: [{ field: "reason" }],
      });
    }
    expect((await database.db.select().from(contributions).where(eq(contributions.id, c.id)))[0]).toMatchObject({
      pendingReview: true,
      rejected: false,
    });
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, author.id))).toHaveLength(0);
  });

  test("tells the author why (in the panel, by email, on the item); others do not see the reason; replies and files go", async () => {
    const activity = await givenActivity(database.db);
    const c = await givenContribution(database.db, { authorId: author.id, activityId: activity.id, content: "Mi comentario sobre robots" });
    const reply = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, parentId: c.id });
    const keys = ["gallery/aaa.webp", "gallery/aaa-thumb.webp", "gallery/bbb.webp"];
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    await database.db.insert(contributionFiles).values([
      { contributionId: c.id, position: 0, kind: "image", key: keys[0]!, thumbKey: keys[1]! },
      { contributionId: reply.id, position: 0, kind: "image", key: keys[2]! },
    ]);

    const res = await api.request(REJECT, { id: c.id, reason: "  Contiene datos de un alumno  " }, as(moderator));
    expect(res.body.data!.rejectContribution.data).toMatchObject({ state: "rejected", rejectReason: "Contiene datos de un alumno" });
    expect(await database.db.select().from(contributions).where(eq(contributions.id, reply.id))).toHaveLength(0);
    expect(await database.db.select().from(contributionFiles).where(eq(contributionFiles.contributionId, c.id))).toHaveLength(0);

    expect((await api.request(ONE, { id: c.id }, as(author))).body.data!.contribution.rejectReason).toBe("Contiene datos de un alumno");
    expect((await api.request(ONE, { id: c.id }, as(other))).body.data!.contribution).toBeNull();

    const panel = await panelOf(author);
    expect(panel.items[0]).toMatchObject({
      action: "rejected",
      item: "comment",
      area: "MYPANEL",
      title: "Mi comentario sobre robots",
      read: false,
      contributionId: null,
    });

    // The email and the files' removal are jobs of the same transaction: done by the worker.
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();
    await api.runJobs();
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    const mail = await smtp.next(author.email);
    expect(mail.text).toContain("no la ha publicado");
    expect(mail.text).toContain("Motivo: Contiene datos de un alumno");
    // A mail client has no page to resolve a path against: the link is absolute (issue 31, 3.9).
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/mi-cuenta/aportaciones`);
    expect(mail.text).toContain(`href="${TEST_PUBLIC_URL}/mi-cuenta/aportaciones"`);
    expect((await database.db.select().from(contributions).where(eq(contributions.id, c.id)))[0]!.emailedAt).not.toBeNull();
  });
});

describe("the editor's images", () => {
  test("go with the post that shows them when it is rejected or deleted; one another post shows too stays", async () => {
    const own = `forum/${"a".repeat(31)}1.webp`;
    const shared = `forum/${"b".repeat(31)}2.webp`;
    const mine = `forum/${"c".repeat(31)}3.webp`;
    for (const key of [own, shared, mine]) await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    const img = (key: string) => `<img src="/uploads/${key}" alt="">`;
    const rejected = await givenContribution(database.db, {
      authorId: author.id,
      section: "forum",
      type: "theme",
      title: "Con fotos",
      content: `<p>Mirad</p>${img(own)}${img(shared)}`,
    });
    await givenContribution(database.db, {
      authorId: other.id,
      section: "forum",
      type: "theme",
      title: "Otra",
      content: `<p>Yo también</p>${img(shared)}`,
      state: "published",
    });
    const deleted = await givenContribution(database.db, {
      authorId: author.id,
      section: "forum",
      type: "theme",
      title: "Borrador",
      content: `<p>x</p>${img(mine)}`,
    });

    await api.request(REJECT, { id: rejected.id, reason: "Fotos de alumnos" }, as(moderator));
    await api.request(`mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`, { id: deleted.id }, as(author));
    await api.runJobs();
    expect(await storage.get(own)).toBeNull();
    expect(await storage.get(mine)).toBeNull();
    expect(await storage.get(shared)).not.toBeNull();
  });
});

describe("publishing", () => {
  test("a reply counts on its thread and tells the thread's author; the reply's author is told it is published, by email too", async () => {
    const activity = await givenActivity(database.db);
    const thread = await givenContribution(database.db, {
      authorId: author.id,
      activityId: activity.id,
      state: "published",
      content: "¿Alguien ha probado la actividad?",
    });
    const reply = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, parentId: thread.id });
    const before = (await panelOf(author)).items.length;

    const res = await api.request(PUBLISH, { id: reply.id }, as(moderator));
    expect(res.body.data!.publishContribution.data).toMatchObject({ state: "published" });
    const after = await api.request(ONE, { id: thread.id }, as(other));
    expect(after.body.data!.contribution).toMatchObject({ replyCount: 1 });
    expect(after.body.data!.contribution.lastReplyAt).not.toBeNull();

    const authorPanel = await panelOf(author);
    expect(authorPanel.items).toHaveLength(before + 1);
    expect(authorPanel.items[0]).toMatchObject({
      action: "commented",
      item: "comment",
      title: "¿Alguien ha probado la actividad?",
      path: `/actividades/${activity.slug}#comments`,
    });
    expect((await panelOf(other)).items[0]).toMatchObject({ action: "published", item: "comment" });
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, "moderation-mail"))).toHaveLength(1);
    await api.runJobs();
  });

  test("a reply to one's own thread tells nobody but its author", async () => {
    const activity = await givenActivity(database.db);
    const thread = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, state: "published" });
    const reply = await givenContribution(database.db, { authorId: other.id, activityId: activity.id, parentId: thread.id });
    const before = (await panelOf(other)).items.length;
    await api.request(PUBLISH, { id: reply.id }, as(moderator));
    const items = (await panelOf(other)).items;
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({ action: "published" });
    await api.runJobs();
  });
});

describe("the personal-data guard", () => {
  test("a post with a phone number shows why to moderators, and to nobody else", async () => {
    const activity = await givenActivity(database.db);
    const POST = `mutation ($activityId: ID!, $content: String!) { postActivityComment(activityId: $activityId, content: $content) { ${RESULT} ... on MutationPostActivityCommentSuccess { data { id heldFor } } } }`;
    const res = await api.request(
      POST,
      { activityId: String(activity.id), content: "Llamadme al 612 345 678 o escribid a ana@colegio.es" },
      as(author),
    );
    const posted = res.body.data!.postActivityComment.data;
    expect(posted.heldFor).toEqual([]);
    expect((await api.request(ONE, { id: posted.id }, as(moderator))).body.data!.contribution.heldFor).toEqual(["phone", "email"]);
  });
});

describe("the notifications panel", () => {
  test("holds NOTIFICATION_CAPACITY: when full, new ones are not added until one is deleted", async () => {
    const reader = await givenUser(database.db, { name: "Marta" });
    await database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_CAPACITY }, (_, i) => ({
        userId: reader.id,
        action: "published" as const,
        item: "post" as const,
        area: "FORUM" as const,
        title: `Tema ${i}`,
        path: "/foro",
      })),
    );
    const activity = await givenActivity(database.db);
    const c = await givenContribution(database.db, { authorId: reader.id, activityId: activity.id });
    await api.request(PUBLISH, { id: c.id }, as(moderator));
    let panel = await panelOf(reader);
    expect(panel).toMatchObject({ full: true, capacity: NOTIFICATION_CAPACITY, unread: NOTIFICATION_CAPACITY });
    expect(panel.items).toHaveLength(NOTIFICATION_CAPACITY);
    expect(panel.items.some((n: { action: string; item: string }) => n.item === "comment")).toBe(false);

    const DELETE = `mutation ($id: ID!) { deleteNotification(id: $id) { ${RESULT} } }`;
    expect((await api.request(DELETE, { id: panel.items[0].id }, as(other))).body.data!.deleteNotification).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await api.request(DELETE, { id: "not-an-id" }, as(reader))).body.data!.deleteNotification).toMatchObject({ code: "NOT_FOUND" });
    expect((await api.request(DELETE, { id: panel.items[0].id }, as(reader))).body.data!.deleteNotification.__typename).toBe(
      "MutationDeleteNotificationSuccess",
    );
    panel = await panelOf(reader);
    expect(panel).toMatchObject({ full: false });

    const READ = `mutation ($id: ID) { markNotificationsRead(id: $id) { ${RESULT} } }`;
    await api.request(READ, { id: panel.items[0].id }, as(reader));
    expect((await panelOf(reader)).unread).toBe(NOTIFICATION_CAPACITY - 2);
    expect((await api.request("{ unreadNotifications }", {}, as(reader))).body.data!.unreadNotifications).toBe(NOTIFICATION_CAPACITY - 2);
    await api.request(READ, {}, as(reader));
    expect((await panelOf(reader)).unread).toBe(0);
    await api.runJobs();
  });

  test("signed out, the panel is refused", async () => {
    const res = await api.request(PANEL, {});
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});
