import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { dossier as enDossier } from "./db/seed/dossier-faqs/dossier-en.ts";
import { dossier as esDossier } from "./db/seed/dossier-faqs/dossier-es.ts";
import { faqs as seededFaqs } from "./db/seed/dossier-faqs/faqs.ts";
import { auditLog, dossierSections, faqGroups } from "./db/schema/index.ts";
import { seedDossierAndFaqs } from "./db/seed/dossier-faqs/seed.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The FAQs' and the dossier's editors (issue 18) without JavaScript: plain forms that answer 303, a refusal that keeps
 * what was typed with the message, the in-class pages (the editors' preview) showing a save at once — they are never
 * kept in the visitors' cache, which is on here — and only staff in the editors.
 */
const pages = testPages({ renderCache: { ttlMs: 60_000 } });

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

beforeAll(async () => {
  await seedDossierAndFaqs(pages.database.db);
});

describe("the FAQs' and the dossier's editors", () => {
  test("FAQs: staff add a question with a plain form, a refusal keeps the typed text; the FAQ page shows it at once", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const faq = await html("/faqs", teacher.token);
    expect(faq.status).toBe(200);
    expect(faq.body).toContain(escaped(seededFaqs[0]!.items[0]!.q));
    expect(faq.body).toContain(`id="${seededFaqs[1]!.id}"`);

    const list = await html("/cms/preguntas-frecuentes", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain(escaped(seededFaqs[0]!.title));
    expect(list.body).toContain('href="/faqs"');
    const [group] = await db.select().from(faqGroups).where(eq(faqGroups.slug, seededFaqs[0]!.id));
    const form = await html(`/cms/preguntas-frecuentes?new=${group!.id}`, staff.token);
    expect(form.body).toContain('name="question"');

    const fields = {
      intent: "saveItem",
      groupId: String(group!.id),
      slug: "pregunta-nueva",
      question: " ",
      answer: "Una respuesta escrita",
      published: "on",
    };
    const refused = await pages.post("/cms/preguntas-frecuentes", staff.token, fields);
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Este campo es obligatorio");
    expect(refusedBody).toContain("Una respuesta escrita");

    const created = await pages.post("/cms/preguntas-frecuentes", staff.token, { ...fields, question: "¿Una pregunta nueva?" });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toMatch(/^\/cms\/preguntas-frecuentes\?done=created#item-\d+$/);
    expect((await html("/faqs", teacher.token)).body).toContain("¿Una pregunta nueva?");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "faqCreate"));
    expect(entry).toMatchObject({ entity: "faq", label: "¿Una pregunta nueva?", actorId: staff.id });

    // Move the first group down: its questions come after the second group's on the page.
    const moved = await pages.post("/cms/preguntas-frecuentes", staff.token, {
      intent: "move",
      kind: "group",
      id: String(group!.id),
      direction: "down",
    });
    expect(moved.status).toBe(303);
    const after = (await html("/faqs", teacher.token)).body;
    expect(after.indexOf(`id="${seededFaqs[1]!.id}"`)).toBeLessThan(after.indexOf(`id="${seededFaqs[0]!.id}"`));

    // Only staff: an event manager and a teacher get the 403 page.
    expect((await html("/cms/preguntas-frecuentes", (await givenUser(db, { roles: ["EVENT_MANAGER"] })).token)).status).toBe(403);
    expect((await html("/cms/dossier", teacher.token)).status).toBe(403);
  });

  test("dossier: a section's texts side by side; a save shows on the dossier in both languages, English falling back", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const [row] = await db.select().from(dossierSections).where(eq(dossierSections.slug, esDossier.sections[0]!.id));
    const list = await html("/cms/dossier", staff.token);
    expect(list.body).toContain(`href="/cms/dossier/${row!.id}"`);
    const editor = await html(`/cms/dossier/${row!.id}`, staff.token);
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('name="text0Es"');
    expect(editor.body).toContain('name="text0En"');
    expect(editor.body).toContain('href="/mi-panel/dossier#programa"');

    const send = async (headingEs: string, first: { es: string; en: string }) => {
      const body = new URLSearchParams({ headingEs, headingEn: "", published: "on" });
      const paths = [...editor.body.matchAll(/name="path" value="([^"]+)"/g)].map((match) => match[1]!);
      const values = [
        ...editor.body.matchAll(/name="text(\d+)(Es|En)"[^>]*>([^<]*)<\/textarea>|name="text(\d+)(Es|En)"[^>]*value="([^"]*)"/g),
      ];
      expect(values.length).toBeGreaterThan(0);
      paths.forEach((path, index) => {
        body.append("path", path);
        const of = (lang: "Es" | "En") => {
          const found = values.find((m) => (m[1] ?? m[4]) === String(index) && (m[2] ?? m[5]) === lang);
          return (found?.[3] ?? found?.[6] ?? "")
            .replaceAll("&quot;", '"')
            .replaceAll("&lt;", "<")
            .replaceAll("&gt;", ">")
            .replaceAll("&amp;", "&")
            .replaceAll("&#x27;", "'");
        };
        body.append(`text${index}Es`, index === 0 ? first.es : of("Es"));
        body.append(`text${index}En`, index === 0 ? first.en : of("En"));
      });
      return pages.app.request(`/cms/dossier/${row!.id}`, {
        method: "POST",
        headers: { cookie: `token=${staff.token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    };
    const refused = await send("", { es: "Texto escrito", en: "" });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Este campo es obligatorio");
    expect(refusedBody).toContain("Texto escrito");

    const saved = await send(esDossier.sections[0]!.heading, { es: "Un párrafo cambiado.", en: "" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/cms/dossier/${row!.id}?done=saved`);
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    expect((await html("/mi-panel/dossier", teacher.token)).body).toContain("Un párrafo cambiado.");
    const en = (await html("/my-panel/dossier", teacher.token)).body;
    expect(en).toContain("Un párrafo cambiado.");
    expect(en).toContain(escaped(esDossier.sections[0]!.heading));
    expect(en).toContain(escaped(enDossier.sections[1]!.heading));
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "dossierUpdate"));
    expect(entries).toHaveLength(1);
  });
});
