import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { EUROPE_CHALLENGE } from "../common/challenges.ts";
import { europeChallengeEntries, europeChallengeFiles, users } from "./db/schema/index.ts";
import { localStorage } from "./storage/local-storage.ts";
import { europeFixtures, europePdf, europePhoto, filesUnder } from "./test/europe-challenge-fixtures.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The Europe super-challenge as a browser without scripts uses it: the page in both languages with its stages, the
 * pre-registration and the submission (multipart) with their messages and the text kept, the entry's state, and
 * the staff's list, CSV and private files.
 */
const storageDir = mkdtempSync(path.join(tmpdir(), "europe-pages-"));
const storage = localStorage(storageDir);
let now = "2025-12-01T09:00:00+01:00";
const pages = testPages({ clock: () => new Date(now), storage });
const fixtures = europeFixtures();
afterAll(() => {
  rmSync(storageDir, { recursive: true, force: true });
  fixtures.close();
});

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, body: await res.text() };
}

/** A form post from the product's own page: a plain one, or multipart with files. */
async function post(pathname: string, token: string, fields: Record<string, string>, files: [string, Buffer, string][] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes, fileName] of files) body.append(name, new Blob([new Uint8Array(bytes)]), fileName);
  if (files.length === 0) body.append("video", new Blob([]), "");
  const res = await pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body,
  });
  return { status: res.status, body: await res.text() };
}

const FORM = "/formulario-superreto-europeo";
const centre = {
  centreName: "CEIP Los Girasoles",
  centreCode: "28pages1",
  communityId: "13",
  town: "Getafe",
  contactName: "Marta Ruiz",
  email: "marta@example.org",
  phone: "",
  students: "22",
};
const project = {
  problem: "El patio se inunda cuando llueve.",
  solution: "Sensores de humedad.",
  sustainability: "Material reutilizado.",
  technology: "Microcontrolador.",
  ideation: "Lluvia de ideas.",
  peopleShown: "noFaces",
  legalBases: "on",
  dataConsent: "on",
  travelProtocol: "on",
  ...Object.fromEntries(
    [0, 1, 2, 3, 4].flatMap((i) => [
      [`travellers.${i}.name`, `Persona ${i + 1}`],
      [`travellers.${i}.role`, i < 3 ? "student" : "teacher"],
    ]),
  ),
};

describe("the page", () => {
  test("in both languages: the edition, its stages labelled, the prize, finalists, audience and the other edition", async () => {
    const es = await html("/superreto-europeo");
    expect(es.status).toBe(200);
    for (const text of [
      "Superreto europeo 2025-26",
      "Preinscripción",
      "Cerrado",
      "Entrega de proyectos",
      "Abierto ahora",
      "10 centros finalistas",
      "1.º y 2.º de secundaria",
      "Edición 2024-25",
      "60 segundos",
      "Accede para participar",
    ]) {
      expect(es.body).toContain(text);
    }
    // Spanish writes the amount with a no-break space before the sign.
    expect(es.body).toMatch(/1500\s€/);
    const en = await html("/european-superchallenge");
    for (const text of [
      "European super-challenge 2025-26",
      "Pre-registration",
      "Open now",
      "€1,500",
      "10 finalist schools",
      "2024-25 edition",
      "5 minutes",
    ])
      expect(en.body).toContain(text);

    now = "2025-09-01T09:00:00+02:00";
    const soon = await html("/superreto-europeo");
    expect(soon.body).toContain("Superreto europeo 2024-25");
    now = "2024-09-01T09:00:00+02:00";
    expect((await html("/superreto-europeo")).body).toContain("Próximamente");
    now = "2025-12-01T09:00:00+01:00";
  });

  test("the form needs an account", async () => {
    expect(await html(FORM)).toMatchObject({ status: 302, location: `/acceder?page=${encodeURIComponent(FORM)}` });
  });
});

describe("the forms without JavaScript", () => {
  test("pre-registration: each field's message with the text kept, then the entry's state", async () => {
    now = EUROPE_CHALLENGE["2025-26"].opensAt;
    const user = await givenUser(pages.database.db);
    const blank = await html(FORM, user.token);
    expect(blank.body).toContain("Preinscribir el centro");

    let res = await post(FORM, user.token, { intent: "preRegister", ...centre, centreName: "", email: "no", students: "muchos" });
    expect(res.status).toBe(400);
    for (const text of ["Escribe el nombre del centro", "No es un email válido", "Escribe un número entero mayor que cero"])
      expect(res.body).toContain(text);
    expect(res.body).toContain('value="Marta Ruiz"');

    res = await post(FORM, user.token, { intent: "preRegister", ...centre });
    expect(res.status).toBe(200);
    expect(res.body).toContain("¡Listo! Tu centro ha quedado preinscrito.");
    expect(res.body).toContain("Tu centro, CEIP Los Girasoles, se preinscribió el 15 de septiembre de 2025.");
    now = "2025-12-01T09:00:00+01:00";
  });

  test("submission: the messages of every rule, the texts kept, then sent once with its files", async () => {
    const user = await givenUser(pages.database.db);
    now = EUROPE_CHALLENGE["2025-26"].opensAt;
    await post(FORM, user.token, { intent: "preRegister", ...centre, centreCode: "28pages2" });
    now = "2025-12-01T09:00:00+01:00";
    const page = await html(FORM, user.token);
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(page.body).toContain("CEIP Los Girasoles (código 28PAGES2), Getafe.");

    const photos: [string, Buffer, string][] = await Promise.all(
      [1, 2].map(async (n) => ["photos", await europePhoto(n), `foto${n}.jpg`] as [string, Buffer, string]),
    );
    let res = await post(
      FORM,
      user.token,
      {
        intent: "submit",
        ...project,
        peopleShown: "permissions",
        dataConsent: "",
        "travellers.3.role": "teacher",
        "travellers.2.role": "teacher",
      },
      photos,
    );
    expect(res.status).toBe(400);
    for (const text of [
      "Sube el vídeo del proyecto",
      "Sube entre 3 y 5 fotos",
      "Sube las autorizaciones de derechos de imagen",
      "Debes dar tu consentimiento",
      "Al menos 3 de las personas que viajan",
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain("El patio se inunda cuando llueve.");
    expect(res.body).toContain("vuelve a elegirlos antes de enviar");

    res = await post(FORM, user.token, { intent: "submit", ...project }, [
      ["video", fixtures.clip(61), "clase.mp4"],
      ...photos,
      ["photos", await europePhoto(3), "foto3.jpg"],
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toContain("El vídeo dura más de 60 segundos");
    expect(filesUnder(storageDir)).toEqual([]);

    const files: [string, Buffer, string][] = [
      ["video", fixtures.clip(2), "clase.mp4"],
      ...photos,
      ["photos", await europePhoto(3), "foto3.jpg"],
      ["rightsUnder14", europePdf(), "menores.pdf"],
      ["rightsOver14", europePdf(), "mayores.pdf"],
    ];
    res = await post(FORM, user.token, { intent: "submit", ...project, peopleShown: "permissions" }, files);
    expect(res.status).toBe(200);
    expect(res.body).toContain("¡Proyecto enviado!");
    expect(res.body).toContain("Tu centro, CEIP Los Girasoles, envió su proyecto el 1 de diciembre de 2025.");
    expect(res.body).not.toMatch(/enctype="multipart\/form-data"/i);
  });
});

describe("staff", () => {
  test("the list, the CSV and the files: to staff only, always as downloads; never at /uploads/", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const teacher = await givenUser(pages.database.db);
    const [entry] = await pages.database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.centreCode, "28PAGES2"));
    const files = await pages.database.db.select().from(europeChallengeFiles).where(eq(europeChallengeFiles.entryId, entry!.id));
    expect(files).toHaveLength(6);

    const list = await html("/gestion/superreto-europeo?edition=2025-26", staff.token);
    expect(list.status).toBe(200);
    for (const text of ["CEIP Los Girasoles", "Proyecto enviado", "Sensores de humedad.", "Persona 1 (Alumno o alumna)", "menores.pdf"])
      expect(list.body).toContain(text);
    // Who pre-registered it and who submitted it are recorded and shown.
    const [submitter] = await pages.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, entry!.submittedBy ?? entry!.userId));
    expect(entry).toMatchObject({ preRegisteredBy: entry!.userId, submittedBy: entry!.userId });
    expect(list.body).toMatch(new RegExp(`<dt>Enviada por</dt><dd>${submitter!.email}</dd>`));
    expect(list.body).toMatch(new RegExp(`<dt>Preinscrita por</dt><dd>${submitter!.email}</dd>`));
    expect((await html("/gestion/superreto-europeo", teacher.token)).status).toBe(403);

    const csv = await html("/gestion/superreto-europeo.csv?edition=2025-26", staff.token);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="superreto-europeo-2025-26.csv"');
    expect(csv.body).toContain("28PAGES2");
    expect(csv.body).toContain("account_email,pre_registered_by,submitted_by,");
    expect((await html("/gestion/superreto-europeo.csv", teacher.token)).status).toBe(403);

    const pdf = files.find((f) => f.kind === "rightsUnder14")!;
    const download = await pages.app.request(`/gestion/superreto-europeo/archivo/${pdf.id}`, {
      headers: { cookie: `token=${staff.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="menores\.pdf"/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(europePdf());
    expect((await html(`/gestion/superreto-europeo/archivo/${pdf.id}`, teacher.token)).status).toBe(403);
    expect((await html(`/gestion/superreto-europeo/archivo/${pdf.id}`)).status).toBe(302);
    expect((await html("/gestion/superreto-europeo/archivo/999999", staff.token)).status).toBe(404);
    for (const file of files) expect((await html(`/uploads/${file.storageKey}`, staff.token)).status).toBe(404);
  });
});
