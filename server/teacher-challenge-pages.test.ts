import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { teacherChallengeEntries } from "./db/schema/index.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The teachers' super-challenge as a browser without scripts uses it (sections 3, 4 and 5; decision 035): the page
 * and its stage, the form's messages with everything typed kept, link rows added and removed by posting, the
 * candidacy sent, one per centre, the stages around the deadline, and the staff's list and CSV.
 */
let now = "2024-03-15T10:00:00+01:00";
const pages = testPages({ clock: () => new Date(now) });

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, body: await res.text() };
}

/** A form post from the product's own page. */
async function post(path: string, token: string, fields: Record<string, string>) {
  const res = await pages.post(path, token, fields);
  return { status: res.status, body: await res.text() };
}

const FORM = "/formulario-superreto-docentes";
const filled = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: "Marta",
  lastName: "Ruiz Lozano",
  role: "Directora",
  email: "marta@example.org",
  candidacyName: "Robots que cuentan",
  centreName: "CEIP Las Acacias",
  centreCode: "28012345",
  communityId: "13",
  totalStudents: "450",
  totalTeachers: "32",
  candidacyTeachers: "12",
  studentsBenefited: "300",
  specialFeature: "Un centro rural.",
  changeHistory: "Empezamos en 2021.",
  teacherImpact: "Formación.",
  studentImpact: "Proyectos.",
  anythingElse: "",
  "attachments.0.name": "Vídeo",
  "attachments.0.url": "https://example.org/video",
  "attachments.1.name": "",
  "attachments.1.url": "",
  conditionsRead: "on",
  dataConsent: "on",
  dataUse: "on",
  intent: "send",
  ...overrides,
});
/** Whether an input of this name holds this value in the page. */
const holds = (body: string, name: string, value: string) =>
  new RegExp(
    `<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*value="${value}"|<input[^>]*value="${value}"[^>]*name="${name.replace(/\./g, "\\.")}"`,
  ).test(body);

describe("the teachers' super-challenge while open", () => {
  test("its page says what it is, its figures, that registration is open and where the form is; in English too", async () => {
    const es = await html("/superreto-docentes");
    expect(es.status).toBe(200);
    for (const text of [
      "Superreto docente",
      "¿Quién puede presentarse?",
      "Hasta el 30 de abril de 2024 incluido",
      "Proyectos ganadores",
      "Plazas",
      "Inscripción abierta",
    ]) {
      expect(es.body).toContain(text);
    }
    expect(es.body).toContain(`href="${FORM}"`);
    const en = await html("/teachers-superchallenge");
    expect(en.body).toContain("Until 30 April 2024 inclusive");
    expect(en.body).toContain("Registration open");
    expect(en.body).toContain('href="/teachers-superchallenge-form"');
  });

  test("the form needs an account and starts from it, with three link rows", async () => {
    expect(await html(FORM)).toMatchObject({ status: 302, location: `/acceder?page=${encodeURIComponent(FORM)}` });
    const user = await givenUser(pages.database.db, { name: "Marta" });
    const page = await html(FORM, user.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Inscripción en el superreto docente");
    expect(holds(page.body, "name", "Marta")).toBe(true);
    expect(holds(page.body, "email", user.email)).toBe(true);
    expect(page.body).toContain('name="attachments.2.url"');
    expect(page.body).not.toContain('name="attachments.3.url"');
    expect(page.body).toContain("Comunidad de Madrid");
  });

  test("refused: each field's message, everything typed kept, nothing stored", async () => {
    const user = await givenUser(pages.database.db);
    const empty = await post(FORM, user.token, { intent: "send" });
    expect(empty.status).toBe(400);
    for (const message of [
      "Escribe tu nombre",
      "Escribe tus apellidos",
      "Escribe tu cargo en el centro",
      "Es necesario rellenar el email",
      "Escribe el código del centro",
      "Elige la comunidad autónoma",
      "Escribe un número",
      "Escribe tu respuesta",
      "Añade al menos un archivo con su nombre y su enlace",
      "Debes leer y aceptar las bases",
    ]) {
      expect(empty.body).toContain(message);
    }
    const wrong = await post(
      FORM,
      user.token,
      filled({ candidacyTeachers: "40", "attachments.1.name": "Fotos", "attachments.1.url": "fotos", centreCode: "28 01" }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("No puede haber más docentes en la candidatura que en el centro");
    expect(wrong.body).toContain("Escribe un enlace válido, que empiece por https://");
    expect(wrong.body).toContain("El código del centro solo lleva letras, números y guiones");
    // Nothing lost: what was typed is in the form again, consents still ticked.
    expect(holds(wrong.body, "candidacyName", "Robots que cuentan")).toBe(true);
    expect(holds(wrong.body, "attachments.1.url", "fotos")).toBe(true);
    expect(holds(wrong.body, "candidacyTeachers", "40")).toBe(true);
    expect(wrong.body).toContain("Empezamos en 2021.");
    expect(wrong.body).toMatch(/<input[^>]*checked=""[^>]*name="conditionsRead"|<input[^>]*name="conditionsRead"[^>]*checked=""/);
    // A control character the API refuses outright: the user's to fix (400, the form again), never a 500.
    const control = await post(FORM, user.token, filled({ centreCode: "28055555", changeHistory: "Empezamos\u0000" }));
    expect(control.status).toBe(400);
    expect(holds(control.body, "centreCode", "28055555")).toBe(true);
    expect(await pages.database.db.select().from(teacherChallengeEntries).where(eq(teacherChallengeEntries.userId, user.id))).toEqual([]);
  });

  test("a link row is added and removed by posting, keeping what was typed", async () => {
    const user = await givenUser(pages.database.db);
    const added = await post(FORM, user.token, filled({ intent: "add-link", "attachments.1.name": "Fotos" }));
    expect(added.status).toBe(200);
    expect(added.body).toContain('name="attachments.2.url"');
    expect(holds(added.body, "attachments.1.name", "Fotos")).toBe(true);
    expect(holds(added.body, "role", "Directora")).toBe(true);
    const removed = await post(FORM, user.token, filled({ intent: "remove-link:0", "attachments.1.name": "Fotos" }));
    expect(holds(removed.body, "attachments.0.name", "Fotos")).toBe(true);
    expect(removed.body).not.toContain('name="attachments.1.url"');
  });

  test("sent: the candidacy confirmed and shown; a second one for the centre is refused, its values kept", async () => {
    const user = await givenUser(pages.database.db);
    const sent = await post(FORM, user.token, filled({ centreCode: "28099999" }));
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("¡Candidatura enviada!");
    expect(sent.body).toContain("Hemos recibido la candidatura «Robots que cuentan» del centro CEIP Las Acacias.");
    expect(sent.body).toContain('href="https://example.org/video"');
    const again = await html(FORM, user.token);
    expect(again.body).toContain("Ya enviaste la candidatura de tu centro el 15 de marzo de 2024");
    expect(again.body).not.toContain('name="centreCode"');

    const other = await givenUser(pages.database.db);
    const taken = await post(FORM, other.token, filled({ centreCode: " 28099999 ", candidacyName: "Otra" }));
    expect(taken.status).toBe(400);
    expect(taken.body).toContain("Este centro ya tiene una candidatura");
    expect(holds(taken.body, "candidacyName", "Otra")).toBe(true);
  });
});

describe("the edition's stages on the form", () => {
  test("after 30 April 2024 the form says registration has ended; before 1 February, coming soon", async () => {
    const user = await givenUser(pages.database.db);
    try {
      now = "2024-05-01T00:00:00+02:00";
      const closed = await html(FORM, user.token);
      expect(closed.body).toContain("La inscripción ha terminado");
      expect(closed.body).toContain("terminó el 30 de abril de 2024");
      expect(closed.body).not.toContain('name="centreCode"');
      expect((await html("/superreto-docentes")).body).toContain("Inscripción cerrada");
      // A form posted from a page loaded before the deadline is refused with the reason, its values kept.
      const late = await post(FORM, user.token, filled({ centreCode: "28077777" }));
      expect(late.status).toBe(400);
      expect(late.body).toContain("El plazo de inscripción en el superreto docente ha terminado");

      now = "2024-01-31T23:59:59+01:00";
      const soon = await html(FORM, user.token);
      expect(soon.body).toContain("Próximamente");
      expect(soon.body).toContain("se abre el 1 de febrero de 2024");
      expect(soon.body).not.toContain('name="centreCode"');
    } finally {
      now = "2024-03-15T10:00:00+01:00";
    }
  });
});

describe("the staff's list and CSV", () => {
  test("staff see every candidacy with its links and download them all; nobody else may", async () => {
    const sender = await givenUser(pages.database.db);
    await post(
      FORM,
      sender.token,
      filled({
        centreCode: "STAFF-01",
        candidacyName: 'Aulas, "abiertas"',
        "attachments.1.name": "Memoria",
        "attachments.1.url": "https://example.org/memoria.pdf",
      }),
    );
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const list = await html("/gestion/superreto-docentes", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Superreto docente: candidaturas");
    expect(list.body).toContain("STAFF-01");
    expect(list.body).toContain('href="https://example.org/memoria.pdf"');
    expect(list.body).toContain('href="/gestion/superreto-docentes.csv"');

    const csv = await pages.app.request("/gestion/superreto-docentes.csv", { headers: { cookie: `token=${staff.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="superreto-docente-2024.csv"');
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await csv.text();
    expect(text).toContain("id,sent_at,name,last_name,role,email,candidacy_name,centre_name,centre_code,autonomous_community,");
    expect(text).toContain('"Aulas, ""abiertas"""');
    expect(text).toContain('"Vídeo <https://example.org/video>\nMemoria <https://example.org/memoria.pdf>",No');

    const teacher = await givenUser(pages.database.db);
    expect((await html("/gestion/superreto-docentes", teacher.token)).status).toBe(403);
    const refused = await pages.app.request("/gestion/superreto-docentes.csv", { headers: { cookie: `token=${teacher.token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("STAFF-01");
    expect((await html("/gestion/superreto-docentes.csv")).status).toBe(302);
  });
});
