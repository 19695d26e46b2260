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
 * The activities editor as a browser without scripts uses it (issue 18): a multipart form creates and changes an
 * activity, the preview shows it as the public will in either language (without the forms that would write), an old
 * address leads to the new one, and every save empties the visitors' page cache (on here).
 */
const pages = testPages({
  storage: localStorage(mkdtempSync(path.join(tmpdir(), "activity-pages-"))),
  clock: fixedClock(new Date("2026-03-02T09:00:00Z")),
  renderCache: { ttlMs: 60_000 },
});

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

async function send(pathname: string, token: string, fields: Record<string, string | string[]>, image?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  form.set("image", image ?? new File([], ""), image ? "portada.png" : "");
  return pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body: form,
    redirect: "manual",
  });
}

const FIELDS: Record<string, string | string[]> = {
  titleEs: "Robots de cartón",
  titleEn: "Cardboard robots",
  summaryEs: "Un resumen en español",
  summaryEn: "An English summary",
  descriptionEs: "Un párrafo en español.",
  descriptionEn: "An English paragraph.",
  materialsEs: "Cartón\nTijeras",
  materialsEn: "Cardboard\nScissors",
  stepsEs: "Corta el cartón\nPega las piezas",
  stepsEn: "",
  tipsEs: "Con calma.",
  tipsEn: "",
  slug: "robots-de-carton",
  audience: "family",
  ageSegments: ["sixToEight", "nineToTwelve"],
  difficulty: "low",
  minutes: "40",
  category: "threeD",
  competences: ["contentCreation"],
  withMaterials: "on",
  access: "open",
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

describe("the activities editor's pages", () => {
  test("staff create a draft, preview it in both languages, publish it and move it; visitors follow", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const empty = await html("/cms/actividades/nueva", staff.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(empty.body).toContain('lang="en"');

    // A refusal keeps what was typed and names each field.
    const refused = await send(
      "/cms/actividades/nueva",
      staff.token,
      { ...FIELDS, slug: "Mal Escrita", ageSegments: [], minutes: "muchos" },
      await png(),
    );
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Usa solo letras minúsculas sin tildes, números y guiones entre palabras.");
    expect(refusedBody).toContain("Elige al menos una opción.");
    expect(refusedBody).toContain("Escribe un número entero de minutos, de 1 a 600.");
    expect(refusedBody).toContain("Un resumen en español");
    expect(refusedBody).toContain("Pega las piezas");

    const created = await send("/cms/actividades/nueva", staff.token, FIELDS, await png());
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/actividades\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, staff.token);
    expect(edit.body).toContain("Actividad creada.");
    // The English steps and tips were left empty: the editor warns.
    expect(edit.body).toContain("Falta la traducción al inglés");
    expect(edit.body).toContain("Corta el cartón\nPega las piezas");

    // Visitors see the catalogue (now kept by the cache) without the draft.
    expect((await html("/actividades")).body).not.toContain("Robots de cartón");
    const es = await html(`/cms/actividades/${id}/vista-previa`, staff.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Vista previa: así la verá el público.");
    expect(es.body).toContain("Es un borrador");
    expect(es.body).toContain("Pega las piezas");
    // No form that would rate, mark or comment.
    expect(es.body).not.toMatch(/name="intent"/);
    const en = await html(`/cms/activities/${id}/preview`, staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Cardboard robots");
    // The empty English steps show the Spanish ones, as they will to English readers.
    expect(en.body).toContain("Pega las piezas");

    const published = await send(`/cms/actividades/${id}`, staff.token, { ...FIELDS, state: "published" });
    expect(published.headers.get("location")).toBe(`/cms/actividades/${id}?done=saved`);
    // The save emptied the cache: the visitors' catalogue shows it at once.
    expect((await html("/actividades")).body).toContain("Robots de cartón");

    await send(`/cms/actividades/${id}`, staff.token, { ...FIELDS, state: "published", slug: "robots-de-papel" });
    expect(await html("/actividades/robots-de-carton")).toMatchObject({ status: 301, location: "/actividades/robots-de-papel" });
    expect(await html("/activities/robots-de-carton")).toMatchObject({ status: 301, location: "/activities/robots-de-papel" });
    expect(await html("/actividades/familias/robots-de-carton")).toMatchObject({
      status: 301,
      location: "/actividades/familias/robots-de-papel",
    });
    expect((await html("/actividades/robots-de-papel")).status).toBe(200);
    expect((await html("/actividades/nunca-existio")).status).toBe(404);
  });

  test("the list sorts by title and state; the editor's screens are for the foundation's staff only", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const list = await html("/cms/activities?sort=stateAsc", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain('aria-sort="ascending"');
    expect(list.body).toContain("Activities editor");
    const hub = await html("/cms", staff.token);
    expect(hub.body).toContain("/cms/actividades");
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/actividades", manager.token)).status).toBe(403);
    expect((await html("/cms/actividades")).status).toBe(302);
  });
});
