import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { fixedClock } from "./clock.ts";
import { localStorage } from "./storage/local-storage.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The events editor as a browser without scripts uses it (issue 18): a multipart form creates and changes an event
 * (its times typed as Madrid's wall clock), the preview shows it as the public will in either language, an old address
 * leads to the new one, and every save empties the visitors' page cache (on here) so the public pages show it at once.
 */
const pages = testPages({
  storage: localStorage(mkdtempSync(path.join(tmpdir(), "event-pages-"))),
  clock: fixedClock(new Date("2026-03-02T09:00:00Z")),
  renderCache: { ttlMs: 60_000 },
});

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

async function send(pathname: string, token: string, fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", image ?? new File([], ""), image ? "portada.png" : "");
  return pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body: form,
    redirect: "manual",
  });
}

const FIELDS = {
  titleEs: "Taller de robótica",
  titleEn: "Robotics workshop",
  summaryEs: "Un resumen en español",
  summaryEn: "An English summary",
  bodyEs: "Un párrafo en español.",
  bodyEn: "",
  type: "course-workshop",
  startsAt: "2026-03-20T10:00",
  endsAt: "2026-03-20T13:00",
  placeEs: "Biblioteca de Zaragoza",
  placeEn: "",
  url: "https://example.org/inscripcion",
  slug: "taller-de-robotica",
  state: "draft",
  scheduledAt: "",
};
const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0a0" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

describe("the events editor's pages", () => {
  test("an event manager creates a draft, previews it in both languages, publishes it and moves it; visitors follow", async () => {
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    const empty = await html("/cms/eventos/nuevo", manager.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(empty.body).toContain('type="datetime-local"');

    // A refusal keeps what was typed and names the field.
    const refused = await send(
      "/cms/eventos/nuevo",
      manager.token,
      { ...FIELDS, endsAt: "2026-03-20T09:00", url: "http://example.org" },
      await png(),
    );
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("El final no puede ser anterior al comienzo.");
    expect(refusedBody).toContain("Escribe una dirección completa que empiece por https://");
    expect(refusedBody).toContain("Un resumen en español");
    expect(refusedBody).toContain('value="2026-03-20T09:00"');

    const created = await send("/cms/eventos/nuevo", manager.token, FIELDS, await png());
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/eventos\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, manager.token);
    expect(edit.body).toContain("Evento creado.");
    // The times read back as Madrid's wall clock; the English body and place were left empty: the editor warns.
    expect(edit.body).toContain('value="2026-03-20T10:00"');
    expect(edit.body).toContain('value="2026-03-20T13:00"');
    expect(edit.body).toContain("Falta la traducción al inglés");

    // Visitors see the events list (now kept by the cache) without the draft.
    expect((await html("/eventos")).body).not.toContain("Taller de robótica");
    const es = await html(`/cms/eventos/${id}/vista-previa`, manager.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Vista previa: así lo verá el público.");
    expect(es.body).toContain("Es un borrador");
    expect(es.body).toContain("Biblioteca de Zaragoza");
    const en = await html(`/cms/events/${id}/preview`, manager.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Robotics workshop");
    // The empty English texts show the Spanish ones, as they will to English readers.
    expect(en.body).toContain("Un párrafo en español.");
    expect(en.body).toContain("Biblioteca de Zaragoza");

    const published = await send(`/cms/eventos/${id}`, manager.token, { ...FIELDS, state: "published" });
    expect(published.headers.get("location")).toBe(`/cms/eventos/${id}?done=saved`);
    // The save emptied the cache: the visitors' list shows it at once.
    expect((await html("/eventos")).body).toContain("Taller de robótica");

    await send(`/cms/eventos/${id}`, manager.token, { ...FIELDS, state: "published", slug: "taller-de-robots" });
    expect(await html("/eventos/taller-de-robotica")).toMatchObject({ status: 301, location: "/eventos/taller-de-robots" });
    expect(await html("/events/taller-de-robotica")).toMatchObject({ status: 301, location: "/events/taller-de-robots" });
    expect((await html("/eventos/taller-de-robots")).status).toBe(200);
    expect((await html("/eventos/nunca-existio")).status).toBe(404);

    // The editors' screens are for event managers only.
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    expect((await html("/cms/eventos", staff.token)).status).toBe(403);
    expect((await html("/cms/eventos")).status).toBe(302);
    expect((await html("/cms/eventos", manager.token)).body).toContain("Taller de robótica");
  });
});
