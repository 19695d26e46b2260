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
 * The news editor as a browser without scripts uses it (issue 18): a multipart form creates and changes an item, the
 * preview shows it as the public will in either language, an old address leads to the new one, and every save empties
 * the visitors' page cache (on here) so the public pages show it at once.
 */
const pages = testPages({
  storage: localStorage(mkdtempSync(path.join(tmpdir(), "news-pages-"))),
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
  titleEs: "Robots en clase",
  titleEn: "Robots in class",
  summaryEs: "Un resumen en español",
  summaryEn: "An English summary",
  bodyEs: "Un párrafo en español.",
  bodyEn: "",
  slug: "robots-en-clase",
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

describe("the news editor's pages", () => {
  test("an event manager creates a draft, previews it in both languages, publishes it and moves it; visitors follow", async () => {
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    const empty = await html("/cms/noticias/nueva", manager.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(empty.body).toContain('lang="en"');

    // A refusal keeps what was typed and names the field.
    const refused = await send("/cms/noticias/nueva", manager.token, { ...FIELDS, slug: "Mal Escrita" }, await png());
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Usa solo letras minúsculas sin tildes, números y guiones entre palabras.");
    expect(refusedBody).toContain("Un resumen en español");

    // A file that is no image is refused with the product's message.
    const notImage = await send("/cms/noticias/nueva", manager.token, FIELDS, new Blob(["<html>no</html>"], { type: "image/png" }));
    expect(notImage.status).toBe(400);
    expect(await notImage.text()).toContain("El formato del archivo no es válido");

    const created = await send("/cms/noticias/nueva", manager.token, FIELDS, await png());
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/noticias\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, manager.token);
    expect(edit.body).toContain("Noticia creada.");
    // The English body was left empty: the editor warns.
    expect(edit.body).toContain("Falta la traducción al inglés");

    // Visitors see the news list (now kept by the cache) without the draft.
    expect((await html("/noticias")).body).not.toContain("Robots en clase");
    const es = await html(`/cms/noticias/${id}/vista-previa`, manager.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Vista previa: así la verá el público.");
    expect(es.body).toContain("Es un borrador");
    const en = await html(`/cms/news/${id}/preview`, manager.token);
    expect(en.body).toContain("Robots in class");
    // The empty English body shows the Spanish one, as it will to English readers.
    expect(en.body).toContain("Un párrafo en español.");

    const published = await send(`/cms/noticias/${id}`, manager.token, { ...FIELDS, state: "published" });
    expect(published.headers.get("location")).toBe(`/cms/noticias/${id}?done=saved`);
    // The save emptied the cache: the visitors' list shows it at once.
    expect((await html("/noticias")).body).toContain("Robots en clase");

    await send(`/cms/noticias/${id}`, manager.token, { ...FIELDS, state: "published", slug: "robots-en-el-aula" });
    expect(await html("/noticias/robots-en-clase")).toMatchObject({ status: 301, location: "/noticias/robots-en-el-aula" });
    expect(await html("/news/robots-en-clase")).toMatchObject({ status: 301, location: "/news/robots-en-el-aula" });
    expect((await html("/noticias/robots-en-el-aula")).status).toBe(200);
    expect((await html("/noticias/nunca-existio")).status).toBe(404);
  });

  test("a scheduled time is read as Madrid's clock; the editor's screens are for event managers only", async () => {
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    const saved = await send(
      "/cms/noticias/nueva",
      manager.token,
      { ...FIELDS, slug: "programada", state: "scheduled", scheduledAt: "2026-03-10T10:30" },
      await png(),
    );
    const location = saved.headers.get("location") ?? "";
    const edit = await html(location, manager.token);
    expect(edit.body).toContain('value="2026-03-10T10:30"');
    const past = await send(
      "/cms/noticias/nueva",
      manager.token,
      { ...FIELDS, slug: "pasada", state: "scheduled", scheduledAt: "2026-03-01T10:30" },
      await png(),
    );
    expect(await past.text()).toContain("La fecha de publicación programada tiene que ser posterior a este momento.");

    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    expect((await html("/cms/noticias", staff.token)).status).toBe(403);
    expect((await html("/cms/noticias")).status).toBe(302);
  });
});
