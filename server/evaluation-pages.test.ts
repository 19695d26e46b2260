import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { adventureKeys, classrooms } from "./db/schema/index.ts";
import { answersOf, givenClassroom, givenGroup, givenKey } from "./test/evaluation-factories.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";
import { pdfText } from "./test/pdf-text.ts";

/**
 * The evaluation's screens as a browser without scripts uses them: who opens them, a classroom created and refused
 * by plain form posts, a key opened and closed, its card with the QR code, the results with their chart, the PDF
 * report and the CSV, and another teacher's classroom as missing as none.
 */

const pages = testPages();

async function get(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), type: res.headers.get("content-type"), res };
}
const html = async (path: string, token?: string) => {
  const { res, ...rest } = await get(path, token);
  return { ...rest, body: await res.text() };
};

describe("evaluation pages", () => {
  test("a teacher creates a classroom without JavaScript, opens and closes its key, prints its card", async () => {
    const db = pages.database.db;
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const family = await givenUser(db);

    expect(await html("/evaluacion")).toMatchObject({ status: 302, location: "/acceder?page=%2Fevaluacion" });
    expect((await html("/evaluacion", family.token)).status).toBe(403);
    expect((await html("/evaluation", teacher.token)).body).toContain("Content not available in the selected language");

    const empty = await html("/evaluacion", teacher.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toContain("Todavía no has creado ningún aula.");
    // Below the tablet breakpoint the screen-too-small page shows instead (CSS decides).
    expect(empty.body).toContain("Se necesita un dispositivo más grande");

    const form = { name: "4.º A", age: "nineToTwelve", girls: "0", boys: "0", yearsInProgramme: "1" };
    let res = await pages.post("/nueva-aula", teacher.token, form);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("El aula debe tener al menos una niña o un niño");
    res = await pages.post("/nueva-aula", teacher.token, { ...form, girls: "2,5" });
    expect(await res.text()).toContain("Escribe un número entero, sin decimales");
    res = await pages.post("/nueva-aula", teacher.token, { ...form, girls: "11", boys: "12" });
    expect(res.status).toBe(302);
    const [created] = await db.select().from(classrooms).where(eq(classrooms.userId, teacher.id));
    expect(res.headers.get("location")).toBe(`/evaluacion?creada=${created!.id}`);
    res = await pages.post("/nueva-aula", teacher.token, { ...form, name: "4.º a", girls: "3" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ya tienes un aula creada con este nombre para este curso");

    const listed = await html(`/evaluacion?creada=${created!.id}`, teacher.token);
    expect(listed.body).toContain("Has creado el aula «4.º A».");
    expect(listed.body).toContain("Sin abrir");

    res = await pages.post("/evaluacion", teacher.token, {
      intent: "open",
      classroomId: String(created!.id),
      stage: "initial",
      lang: "en",
    });
    expect(res.status).toBe(200);
    const [key] = await db.select().from(adventureKeys).where(eq(adventureKeys.classroomId, created!.id));
    expect(key).toMatchObject({ stage: "initial", lang: "en", open: true });
    expect(await res.text()).toContain(`Has abierto la clave de la evaluación inicial de «4.º A»: ${key!.code}.`);

    const card = await html(`/evaluacion/clave/${key!.id}`, teacher.token);
    expect(card.status).toBe(200);
    expect(card.body).toContain(key!.code);
    // The pupils' part in the key's language, with the adventure's address and its QR code drawn inline.
    expect(card.body).toContain(`http://localhost/adventure/${key!.code}`);
    expect(card.body).toContain("Make groups of 1 to 3 people");
    expect(card.body).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code that opens http:\/\/localhost\/adventure\//);

    res = await pages.post("/evaluacion", teacher.token, {
      intent: "close",
      classroomId: String(created!.id),
      stage: "initial",
      keyId: String(key!.id),
    });
    expect(await res.text()).toContain("Has cerrado la clave de la evaluación inicial de «4.º A».");
    expect((await html(`/evaluacion/clave/${key!.id}`, teacher.token)).body).toContain("Esta clave está cerrada");
  });

  test("results, PDF and CSV for the teacher; another teacher's classroom is not found; deleting asks first", async () => {
    const db = pages.database.db;
    const program = await givenProgram(db);
    const teacher = await givenTeacher(db, [program]);
    const other = await givenTeacher(db, [program]);
    const classroom = await givenClassroom(db, teacher.id, { name: "Quinto B", age: "nineToTwelve" });

    expect((await html(`/evaluacion/aula/${classroom.id}`, teacher.token)).body).toContain(
      "Todavía no has abierto ninguna clave en esta aula",
    );
    const initial = await givenKey(db, classroom.id, "initial");
    expect((await html(`/evaluacion/aula/${classroom.id}`, teacher.token)).body).toContain(
      "Todavía no ha jugado ningún grupo con esta clave.",
    );
    await givenGroup(db, initial.id, 3, [...answersOf("communication", 10, 7), ...answersOf("security", 10, 3)], { finished: true });
    const final = await givenKey(db, classroom.id, "final");
    await givenGroup(db, final.id, 2, answersOf("communication", 4, 4));

    const results = await html(`/evaluacion/aula/${classroom.id}`, teacher.token);
    expect(results.status).toBe(200);
    expect(results.body).toContain("Resultados de «Quinto B»");
    expect(results.body).toContain("Evaluación inicial frente a final");
    expect(results.body).toContain("+30 puntos");
    expect(results.body).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Gráfico de barras/);

    const csv = await get(`/evaluacion/aula/${classroom.id}/resultados.csv`, teacher.token);
    expect(csv.type).toBe("text/csv; charset=utf-8");
    expect(csv.res.headers.get("content-disposition")).toBe(`attachment; filename="resultados-aula-${classroom.id}.csv"`);
    const lines = (await csv.res.text()).split("\r\n");
    expect(lines[1]).toBe(`Quinto B,2026-27,Evaluación inicial,${initial.code},Español,Abierta,1,1,3,Total,10,10,50,Medio`);

    const pdf = await get(`/evaluacion/aula/${classroom.id}/informe.pdf`, teacher.token);
    expect(pdf.type).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.res.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Informe de clase · Quinto B");
    expect((await pdfText(bytes)).flat()).toEqual(expect.arrayContaining(["Quinto B", "Evaluación final", "+30 puntos"]));

    for (const path of [`/evaluacion/aula/${classroom.id}`, `/evaluacion/clave/${initial.id}`, `/borrar-aula/${classroom.id}`]) {
      expect((await html(path, other.token)).status, path).toBe(404);
    }
    for (const path of [`/evaluacion/aula/${classroom.id}/resultados.csv`, `/evaluacion/aula/${classroom.id}/informe.pdf`]) {
      const refused = await get(path, other.token);
      expect(refused.status, path).toBe(404);
      expect(refused.type).toBe("text/plain; charset=utf-8");
    }
    expect((await pages.post(`/borrar-aula/${classroom.id}`, other.token, {})).status).toBe(404);
    const refusedKey = await pages.post("/evaluacion", other.token, {
      intent: "close",
      classroomId: String(classroom.id),
      stage: "initial",
      keyId: String(initial.id),
    });
    expect(refusedKey.status).toBe(400);
    expect(await refusedKey.text()).toContain("Esta aula ya no existe.");
    expect((await pages.post("/evaluacion", teacher.token, { intent: "drop" })).status).toBe(400);

    const confirm = await html(`/borrar-aula/${classroom.id}`, teacher.token);
    expect(confirm.body).toContain("Se borrarán también sus claves y todas las respuestas de sus grupos.");
    const res = await pages.post(`/borrar-aula/${classroom.id}`, teacher.token, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/evaluacion?borrada");
    expect(await db.select().from(classrooms).where(eq(classrooms.id, classroom.id))).toEqual([]);
    expect((await html("/evaluacion?borrada", teacher.token)).body).toContain("Has borrado el aula con sus claves y sus respuestas.");
  });
});
