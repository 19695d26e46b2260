import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { contributions, jobs } from "./db/schema/index.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The moderation desk's page without JavaScript (forms posted as a browser without scripts would) and the
 * header's notifications in the server render: a link for a signed-in user, nothing for a visitor, and no
 * statement about notifications in any page's render (the browser asks for the count after hydration).
 */

const statements: string[] = [];
const pages = testPages({ onQuery: (sql) => statements.push(sql) });

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, token ? { headers: { cookie: `token=${token}` } } : {});
  return { status: res.status, body: await res.text() };
}
const stateOf = async (id: string) => (await pages.database.db.select().from(contributions).where(eq(contributions.id, id)))[0]!;

describe("the desk without JavaScript", () => {
  test("a forum theme held for a phone number: the reason shows; rejecting needs a reason; then it is rejected, and another published", async () => {
    const db = pages.database.db;
    const moderator = await givenUser(db, { roles: ["MODERATOR"] });
    const author = await givenUser(db, { name: "Lucía" });
    const held = await givenContribution(db, {
      authorId: author.id,
      section: "forum",
      type: "theme",
      title: "Material sobrante",
      content: "<p>Llamadme al 612 345 678</p>",
      heldFor: ["phone"],
    });
    const other = await givenContribution(db, {
      authorId: author.id,
      section: "forum",
      type: "theme",
      title: "Ideas para 2.º",
      content: "<p>¿Qué os funciona?</p>",
    });

    const page = await html("/moderacion?seccion=foro", moderator.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Material sobrante");
    expect(page.body).toContain("Contiene un número de teléfono");
    expect(page.body).toMatch(/<details[^>]*>\s*<summary/);
    expect(page.body).toContain('name="reason"');

    let res = await pages.post("/moderacion?seccion=foro", moderator.token, { intent: "comment-reject", id: held.id, reason: "  " });
    expect(res.status).toBe(400);
    const refused = await res.text();
    expect(refused).toContain("Escribe el motivo del rechazo");
    expect(refused).toMatch(/<details[^>]*open/);
    expect(await stateOf(held.id)).toMatchObject({ pendingReview: true, rejected: false });

    res = await pages.post("/moderacion?seccion=foro", moderator.token, {
      intent: "comment-reject",
      id: held.id,
      reason: "Sin teléfonos, por favor",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Aportación rechazada.");
    expect(await stateOf(held.id)).toMatchObject({ rejected: true, rejectReason: "Sin teléfonos, por favor" });

    res = await pages.post("/moderacion", moderator.token, { intent: "comment-publish", id: other.id });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Aportación publicada.");
    expect((await stateOf(other.id)).publishedAt).not.toBeNull();

    // The rejected list shows the reason; an unknown list or page is the queue's first page, never an error.
    expect((await html("/moderacion?lista=rechazadas&seccion=foro", moderator.token)).body).toContain(
      "Motivo del rechazo: Sin teléfonos, por favor",
    );
    expect((await html("/moderation?lista=nada&pagina=abc", moderator.token)).status).toBe(200);
  });

  test("a forum theme rejected from the desk is reported rejected, not as a conflict, and its author is emailed once (issue 31, 3.1)", async () => {
    const db = pages.database.db;
    const moderator = await givenUser(db, { roles: ["MODERATOR"] });
    const author = await givenUser(db, { name: "Marta" });
    const theme = await givenContribution(db, {
      authorId: author.id,
      section: "forum",
      type: "theme",
      title: "Rechazable",
      content: "<p>Texto</p>",
    });

    const res = await pages.post("/moderacion?seccion=foro", moderator.token, {
      intent: "comment-reject",
      id: theme.id,
      reason: "Fuera de tema",
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Aportación rechazada.");
    // (The catalogue's texts travel in the page's data: what matters is the alert drawn.)
    expect(body).not.toMatch(/role="alert"[^>]*>[^<]*moderado/);
    expect(await stateOf(theme.id)).toMatchObject({ rejected: true, rejectReason: "Fuera de tema" });
    const mails = await db.select().from(jobs).where(eq(jobs.kind, "moderation-mail"));
    expect(mails.filter((job) => (job.payload as { contributionId: string }).contributionId === theme.id)).toHaveLength(1);
  });

  test("a second reject of the same item is the conflict; a publish is reported published", async () => {
    const db = pages.database.db;
    const moderator = await givenUser(db, { roles: ["MODERATOR"] });
    const author = await givenUser(db);
    const theme = await givenContribution(db, {
      authorId: author.id,
      section: "gallery",
      type: "result",
      title: "Dos veces",
      content: "Texto",
    });
    expect((await pages.post("/moderacion", moderator.token, { intent: "comment-reject", id: theme.id, reason: "No" })).status).toBe(200);
    const again = await pages.post("/moderacion", moderator.token, { intent: "comment-reject", id: theme.id, reason: "No" });
    expect(await again.text()).toMatch(/role="alert"[^>]*>Este comentario ya ha sido moderado\./);
    const other = await givenContribution(db, {
      authorId: author.id,
      section: "bulletin",
      type: "answer",
      content: "Respuesta",
      parentId: (
        await givenContribution(db, {
          authorId: moderator.id,
          section: "bulletin",
          type: "post",
          title: "Aviso",
          content: "<p>Aviso</p>",
          state: "published",
        })
      ).id,
    });
    const published = await pages.post("/moderacion", moderator.token, { intent: "comment-publish", id: other.id });
    const text = await published.text();
    expect(text).toContain("Aportación publicada.");
    expect(text).not.toMatch(/role="alert"[^>]*>[^<]*moderado/);
  });

  test("refused to anybody but moderators", async () => {
    const teacher = await givenUser(pages.database.db, { roles: ["USER_LICENSED"] });
    expect((await html("/moderacion", teacher.token)).status).toBe(403);
    const res = await pages.post("/moderacion", teacher.token, { intent: "comment-publish", id: "00000000-0000-0000-0000-000000000000" });
    expect(res.status).toBe(403);
  });
});

describe("the header's notifications", () => {
  test("a signed-in user's page has the bell as a link to My contributions, a visitor's none; no page's render counts notifications", async () => {
    const user = await givenUser(pages.database.db);
    statements.length = 0;
    const signedIn = await html("/noticias", user.token);
    expect(signedIn.body).toMatch(
      /<a[^>]*class="notifications-toggle"[^>]*href="\/mi-cuenta\/aportaciones"|<a[^>]*href="\/mi-cuenta\/aportaciones"[^>]*class="notifications-toggle"/,
    );
    expect(signedIn.body).toContain('aria-label="Notificaciones"');
    const visitor = await html("/noticias");
    expect(visitor.body).not.toContain("notifications-toggle");
    expect(statements.some((sql) => /"notifications"/.test(sql))).toBe(false);
  });
});
