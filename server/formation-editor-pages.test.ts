import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The formations' and downloads' editors as a browser without scripts uses them (issue 18): plain forms create and
 * change a formation (previewed by staff in either language) and add a download's file where the file route serves it
 * from, then remove it; a refusal keeps what was typed; the screens are the foundation staff's only.
 */
const downloadsDir = mkdtempSync(path.join(tmpdir(), "formation-pages-"));
const pages = testPages({ downloadsDir });

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

async function send(pathname: string, token: string, fields: Record<string, string>, file?: { blob: Blob; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", file.blob, file.name);
  return pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body: form,
    redirect: "manual",
  });
}

const FORMATION = {
  titleEs: "Robótica en el aula",
  titleEn: "Robotics in the classroom",
  introEs: "Una formación para docentes.",
  introEn: "",
  accessCode: "",
  published: "draft",
};

describe("the formations' and downloads' editors' pages", () => {
  test("staff create a formation, are told of a bad code with what they typed, and preview it in both languages", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const empty = await html("/cms/formaciones/nueva", staff.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('name="accessCode"');
    expect(empty.body).toContain('lang="en"');

    const refused = await send("/cms/formaciones/nueva", staff.token, { ...FORMATION, accessCode: "ABC" });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("El código tiene que tener diez letras y números en dos grupos");
    expect(refusedBody).toContain("Una formación para docentes.");

    const created = await send("/cms/formaciones/nueva", staff.token, { ...FORMATION, accessCode: "abcde-23456" });
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/formaciones\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, staff.token);
    expect(edit.body).toContain("Formación creada.");
    expect(edit.body).toContain('value="ABCDE-23456"');
    expect(edit.body).toContain("Falta la traducción al inglés");
    expect(edit.body).toContain(`href="/formacion/${id}/preview"`);
    expect(edit.body).toContain(`href="/formation/${id}/preview"`);

    const rows = {
      "session-0-startsAt": "2026-04-10T17:30",
      "session-0-minutes": "90",
      "session-0-placeEs": "CEIP Sol",
      "session-0-placeEn": "",
      "session-0-link": "",
      "material-0-titleEs": "Guía del taller",
      "material-0-titleEn": "Workshop guide",
      "material-0-textEs": "Lee la guía.",
      "material-0-textEn": "",
      "material-0-link": "",
    };
    const badTime = await send(`/cms/formaciones/${id}`, staff.token, {
      ...FORMATION,
      ...rows,
      accessCode: "ABCDE-23456",
      "session-0-startsAt": "ayer",
    });
    expect(badTime.status).toBe(400);
    expect(await badTime.text()).toContain("Cada sesión necesita su fecha y hora");
    const saved = await send(`/cms/formaciones/${id}`, staff.token, {
      ...FORMATION,
      ...rows,
      accessCode: "ABCDE-23456",
      published: "published",
    });
    expect(saved.headers.get("location")).toBe(`/cms/formaciones/${id}?done=saved`);
    // A session's time is Madrid's wall clock, shown again as typed.
    expect((await html(`/cms/formaciones/${id}`, staff.token)).body).toContain('value="2026-04-10T17:30"');
    const es = await html(`/formacion/${id}/preview`, staff.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("CEIP Sol");
    expect(es.body).toContain("Guía del taller");
    expect(es.body).toContain("Publicada: los docentes pueden abrirla con el código ABCDE-23456.");
    const en = await html(`/formation/${id}/preview`, staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Robotics in the classroom");
    expect(en.body).toContain("Workshop guide");
    // The empty English introduction shows the Spanish one, as it will to English readers.
    expect(en.body).toContain("Una formación para docentes.");
    expect((await html("/cms/formaciones", staff.token)).body).toContain("ABCDE-23456");
  });

  test("staff add a download's file where teachers download it from, and remove it with its file; others are refused", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const teacher = await givenTeacher(pages.database.db, [await givenProgram(pages.database.db)]);
    const doc = await PDFDocument.create();
    doc.addPage();
    const bytes = new Uint8Array(await doc.save());
    const fields = {
      page: "vr",
      titleEs: "Plan de sesión",
      titleEn: "Session plan",
      descriptionEs: "Un plan.",
      descriptionEn: "A plan.",
      position: "5",
    };

    const refused = await send("/cms/descargas/nueva", staff.token, fields, { blob: new Blob(["<html>no</html>"]), name: "plan.pdf" });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("El archivo tiene que ser un PDF, una hoja CSV o una imagen SVG sin scripts.");
    expect(refusedBody).toContain("Plan de sesión");

    const created = await send("/cms/descargas/nueva", staff.token, fields, { blob: new Blob([bytes]), name: "Plan de sesión.pdf" });
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/descargas\/\d+\?done=created$/);
    expect((await html(editor, staff.token)).body).toContain("plan-de-sesion.pdf");
    expect((await html("/cms/descargas", staff.token)).body).toContain("Plan de sesión");

    const served = await pages.app.request("/formacion/descargas/archivo/plan-de-sesion.pdf", {
      headers: { cookie: `token=${teacher.token}` },
    });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    // A formation lists it: ticked in the formation's form, shown by its preview.
    expect((await html("/cms/formaciones/nueva", staff.token)).body).toContain(`value="${id}"`);
    const formation = await send("/cms/formaciones/nueva", staff.token, { ...FORMATION, accessCode: "VWXYZ-23456", downloadIds: id });
    const formationId = (formation.headers.get("location") ?? "").split("/")[3]?.split("?")[0] ?? "";
    expect((await html(`/formacion/${formationId}/preview`, staff.token)).body).toContain("Plan de sesión");

    const removed = await send(`/cms/descargas/${id}`, staff.token, { intent: "delete" });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/cms/descargas?done=deleted");
    expect((await html("/cms/descargas?done=deleted", staff.token)).body).toContain("Descarga eliminada, con su archivo.");
    expect(
      (await pages.app.request("/formacion/descargas/archivo/plan-de-sesion.pdf", { headers: { cookie: `token=${teacher.token}` } }))
        .status,
    ).toBe(404);

    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/descargas", manager.token)).status).toBe(403);
    expect((await html("/cms/formaciones", manager.token)).status).toBe(403);
    expect((await html("/cms/formations")).status).toBe(302);
  });
});
