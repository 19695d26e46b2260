import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { localStorage } from "./storage/local-storage.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";
import { givenProgram } from "./test/publications-factories.ts";

/**
 * The topics' and programmes' pages editors as a browser without scripts uses them (issue 18): a multipart form
 * creates or changes an item, a refusal keeps what was typed, the preview shows it as the public will in either
 * language, an old address leads to the new one, and every save empties the visitors' page cache (on here).
 */
const pages = testPages({
  storage: localStorage(mkdtempSync(path.join(tmpdir(), "topic-program-pages-"))),
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

const TOPIC = {
  titleEs: "Tema de robots",
  titleEn: "Robots topic",
  summaryEs: "Un resumen en español",
  summaryEn: "An English summary",
  bodyEs: "Un párrafo en español.",
  bodyEn: "",
  slug: "tema-de-robots",
  category: "robotics",
  position: "2",
  published: "false",
};

describe("the topics' and programmes' editors' pages", () => {
  test("staff create a draft topic, preview it in both languages, publish it and move it; visitors follow", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const empty = await html("/cms/temas/nuevo", staff.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(empty.body).toContain("Robótica");

    // A refusal keeps what was typed and names the field.
    const refused = await send("/cms/temas/nuevo", staff.token, { ...TOPIC, position: "-1" }, await png());
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Escribe un número entero, de 0 en adelante.");
    expect(refusedBody).toContain("Un resumen en español");

    const created = await send("/cms/temas/nuevo", staff.token, TOPIC, await png());
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/temas\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, staff.token);
    expect(edit.body).toContain("Tema creado.");
    expect(edit.body).toContain("Falta la traducción al inglés");

    // Visitors get no page for the draft (and the miss is not kept by the cache).
    expect((await html("/profundiza/tema-de-robots")).status).toBe(404);
    const es = await html(`/cms/temas/${id}/vista-previa`, staff.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Vista previa: así lo verá el público.");
    expect(es.body).toContain("Es un borrador");
    const en = await html(`/cms/topics/${id}/preview`, staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Robots topic");
    expect(en.body).toContain("Un párrafo en español.");

    const published = await send(`/cms/temas/${id}`, staff.token, { ...TOPIC, published: "true" });
    expect(published.headers.get("location")).toBe(`/cms/temas/${id}?done=saved`);
    expect((await html("/profundiza/tema-de-robots")).status).toBe(200);

    await send(`/cms/temas/${id}`, staff.token, { ...TOPIC, published: "true", slug: "robots" });
    expect(await html("/profundiza/tema-de-robots")).toMatchObject({ status: 301, location: "/profundiza/robots" });
    expect(await html("/in-depth/tema-de-robots")).toMatchObject({ status: 301, location: "/in-depth/robots" });
    expect((await html("/profundiza/robots")).body).toContain("Tema de robots");
    expect((await html("/profundiza/nunca-existio")).status).toBe(404);
  });

  test("staff edit a programme's page: a refusal keeps the text, a save is shown at once, an old address moves; only staff", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const program = await givenProgram(pages.database.db, { slug: "programa-viejo", nameEs: "Programa de siempre", links: [] });
    const fields = {
      nameEs: "Programa renovado",
      nameEn: "",
      summaryEs: "Resumen renovado",
      summaryEn: "",
      bodyEs: "Texto renovado.",
      bodyEn: "",
      slug: "programa-viejo",
      position: "1",
      published: "true",
    };
    const list = await html("/cms/programas", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Programa de siempre");
    // Visitors' page, now kept by the cache.
    expect((await html("/programa/programa-viejo")).body).toContain("Programa de siempre");

    const refused = await send(`/cms/programas/${program.id}`, staff.token, { ...fields, slug: "" });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Este campo es obligatorio");
    expect(refusedBody).toContain("Resumen renovado");

    const saved = await send(`/cms/programas/${program.id}`, staff.token, fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/cms/programas/${program.id}?done=saved`);
    // The save emptied the cache: the visitors' page shows the new name at once.
    expect((await html("/programa/programa-viejo")).body).toContain("Programa renovado");
    // English readers see the Spanish name where the English one is empty; so does the preview.
    expect((await html("/programme/programa-viejo")).body).toContain("Programa renovado");
    const preview = await html(`/cms/programmes/${program.id}/preview`, staff.token);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("Preview: this is how the public will see the page.");
    expect(preview.body).toContain("Texto renovado.");
    expect((await html(`/cms/programas/${program.id}/vista-previa`, staff.token)).body).toContain("Está publicada.");

    await send(`/cms/programas/${program.id}`, staff.token, { ...fields, slug: "programa-nuevo" });
    expect(await html("/programa/programa-viejo")).toMatchObject({ status: 301, location: "/programa/programa-nuevo" });
    expect(await html("/programme/programa-viejo")).toMatchObject({ status: 301, location: "/programme/programa-nuevo" });

    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/programas", manager.token)).status).toBe(403);
    expect((await html("/cms/temas", manager.token)).status).toBe(403);
    expect((await html("/cms/temas")).status).toBe(302);
  });
});
