import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { fixedClock } from "./clock.ts";
import { localStorage } from "./storage/local-storage.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The itineraries editor as a browser without scripts uses it (issue 18): multipart forms create an itinerary and its
 * activities, plain buttons reorder them, the editor links to the in-class pages teachers see (in either language), and
 * an old address leads to the new one. The in-class pages are never a visitor's cached page (render cache on here).
 */
const pages = testPages({
  storage: localStorage(mkdtempSync(path.join(tmpdir(), "itineraries-pages-"))),
  clock: fixedClock(new Date("2026-03-02T09:00:00Z")),
  renderCache: { ttlMs: 60_000 },
});

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

async function send(pathname: string, token: string, fields: Record<string, string | string[]>, files: Record<string, Blob> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  for (const name of ["image", "projectLogo"]) {
    const file = files[name];
    form.set(name, file ?? new File([], ""), file ? `${name}.png` : "");
  }
  return pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body: form,
    redirect: "manual",
  });
}

const ITINERARY = {
  programId: "",
  age: "sixToEight",
  nameEs: "Robots de 6 a 8",
  nameEn: "",
  descriptionEs: "Un itinerario con robots",
  descriptionEn: "An itinerary with robots",
  slug: "robots-6-8",
  origin: "own",
  position: "0",
  current: "on",
  devices: ["tablet", "pc"],
};
const ACTIVITY = {
  nameEs: "Primeros pasos",
  nameEn: "First steps",
  slug: "primeros-pasos",
  minutes: "45",
  summaryEs: "Un resumen en español",
  summaryEn: "",
  objectivesEs: "Objetivo uno\nObjetivo dos",
  objectivesEn: "Objective one\nObjective two",
  stepsEs: "Paso uno\nPaso dos",
  stepsEn: "Step one\nStep two",
  withKit: "on",
  kitEs: "Usa el kit",
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

describe("the itineraries editor's pages", () => {
  test("staff create an itinerary and its activities, reorder them, see them as teachers will, and move their addresses", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const program = await givenProgram(pages.database.db);
    const teacher = await givenTeacher(pages.database.db, [program]);
    const fields = { ...ITINERARY, programId: String(program.id) };
    const empty = await html("/cms/itinerarios/nuevo", staff.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(empty.body).toContain(program.nameEs);

    // A refusal keeps what was typed and names the field.
    const refused = await send("/cms/itinerarios/nuevo", staff.token, { ...fields, slug: "Mal Escrita" }, { image: await png() });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Usa solo letras minúsculas sin tildes, números y guiones entre palabras.");
    expect(refusedBody).toContain("Un itinerario con robots");

    const created = await send("/cms/itinerarios/nuevo", staff.token, fields, { image: await png() });
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/itinerarios\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, staff.token);
    expect(edit.body).toContain("Itinerario creado.");
    // The English name was left empty: the editor warns.
    expect(edit.body).toContain("Falta la traducción al inglés");
    // Its link to the teachers' list, at its card, in both languages.
    expect(edit.body).toMatch(/href="\/itinerarios[^"]*#itinerario-robots-6-8"/);
    expect(edit.body).toMatch(/href="\/itineraries[^"]*#itinerario-robots-6-8"/);

    // Two activities, added last, then the second moved up with a plain button.
    const first = await send(`/cms/itinerarios/${id}/actividad/nueva`, staff.token, ACTIVITY, { image: await png() });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(new RegExp(`^/cms/itinerarios/${id}/actividad/\\d+\\?done=created$`));
    const second = await send(
      `/cms/itinerarios/${id}/actividad/nueva`,
      staff.token,
      { ...ACTIVITY, nameEs: "Segunda", slug: "segunda" },
      { image: await png() },
    );
    const secondId = second.headers.get("location")?.split("/")[5]?.split("?")[0] ?? "";
    // The API's own refusal, in the page's words, with what was typed.
    const taken = await send(
      `/cms/itinerarios/${id}/actividad/nueva`,
      staff.token,
      { ...ACTIVITY, nameEs: "Tercera" },
      { image: await png() },
    );
    expect(taken.status).toBe(400);
    const takenBody = await taken.text();
    expect(takenBody).toContain("Otra actividad de este itinerario ya tiene esta dirección.");
    expect(takenBody).toContain("Tercera");
    const moved = await send(`/cms/itinerarios/${id}`, staff.token, { change: "up", activityId: secondId });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/cms/itinerarios/${id}?done=moved#activities`);
    const order = (await html(`/cms/itinerarios/${id}`, staff.token)).body;
    expect(order.indexOf("Segunda")).toBeLessThan(order.indexOf("Primeros pasos"));
    expect(order).toContain("Actividad movida.");

    // The editor's link to the real page: teachers (and staff) see it in either language, the empty English summary in Spanish.
    const activityEditor = await html(`/cms/itineraries/${id}/activity/${secondId}`, staff.token);
    expect(activityEditor.body).toContain('href="/itinerarios/6-8/robots-6-8/actividades/segunda"');
    expect(activityEditor.body).toContain('href="/itineraries/6-8/robots-6-8/activities/segunda"');
    const es = await html("/itinerarios/6-8/robots-6-8/actividades/segunda", teacher.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Usa el kit");
    const en = await html("/itineraries/6-8/robots-6-8/activities/segunda", staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Un resumen en español");
    expect(en.body).toContain("Objective one");

    // New addresses: the old ones answer with a permanent redirect.
    const renamed = await send(`/cms/itinerarios/${id}`, staff.token, { ...fields, slug: "robots-en-clase" });
    expect(renamed.headers.get("location")).toBe(`/cms/itinerarios/${id}?done=saved`);
    await send(`/cms/itinerarios/${id}/actividad/${secondId}`, staff.token, { ...ACTIVITY, nameEs: "Segunda", slug: "la-segunda" });
    expect(await html("/itinerarios/6-8/robots-6-8/actividades/segunda", teacher.token)).toMatchObject({
      status: 301,
      location: "/itinerarios/6-8/robots-en-clase/actividades/la-segunda",
    });
    expect(await html("/itineraries/6-8/robots-en-clase/activities/segunda", teacher.token)).toMatchObject({
      status: 301,
      location: "/itineraries/6-8/robots-en-clase/activities/la-segunda",
    });
    expect(await html("/itinerarios/robots-6-8/actividades/la-segunda", teacher.token)).toMatchObject({
      status: 301,
      location: "/itinerarios/6-8/robots-en-clase/actividades/la-segunda",
    });
    expect((await html("/itinerarios/6-8/robots-en-clase/actividades/la-segunda", teacher.token)).status).toBe(200);
    expect((await html("/itinerarios/6-8/robots-en-clase/actividades/nunca-existio", teacher.token)).status).toBe(404);

    // Removing is asked again first, then done.
    const firstId = first.headers.get("location")?.split("/")[5]?.split("?")[0] ?? "";
    const asked = await send(`/cms/itinerarios/${id}`, staff.token, { change: "remove", activityId: firstId });
    expect(asked.headers.get("location")).toBe(`/cms/itinerarios/${id}?remove=${firstId}#activities`);
    expect((await html(`/cms/itinerarios/${id}?remove=${firstId}`, staff.token)).body).toContain(
      "¿Quitar «Primeros pasos» del itinerario?",
    );
    expect((await html("/itinerarios/6-8/robots-en-clase/actividades/primeros-pasos", teacher.token)).status).toBe(200);
    const removed = await send(`/cms/itinerarios/${id}`, staff.token, { change: "remove", activityId: firstId, confirmed: "yes" });
    expect(removed.headers.get("location")).toBe(`/cms/itinerarios/${id}?done=removed#activities`);
    expect((await html("/itinerarios/6-8/robots-en-clase/actividades/primeros-pasos", teacher.token)).status).toBe(404);
  });

  test("the editor's screens are for the foundation's staff only", async () => {
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/itinerarios", manager.token)).status).toBe(403);
    expect((await html("/cms/itinerarios")).status).toBe(302);
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const list = await html("/cms/itineraries", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Itineraries editor");
    expect((await html("/cms/itinerarios/999999", staff.token)).status).toBe(404);
  });
});
