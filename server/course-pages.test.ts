import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { courseBlockAnswers, courseEnrolments, courseUnitCompletions } from "./db/schema/index.ts";
import { givenCourse } from "./test/course-factories.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The course screens as a browser without scripts uses them: who opens them, the keys never in the page,
 * answers and finishing a unit as plain form posts, the previews recording nothing, my courses and the profile's tab.
 */

const pages = testPages();

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

describe("course pages", () => {
  test("who opens them, the keys kept back, answers and units without JavaScript", async () => {
    const db = pages.database.db;
    const course = await givenCourse(db, { slug: "bienestar", titleEs: "Bienestar digital", titleEn: "Digital wellbeing" }, [
      ["text", "test"],
      ["tabs"],
    ]);
    const hidden = await givenCourse(db, { slug: "borrador", published: false, titleEs: "Borrador" }, [["text", "selection"]]);
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const family = await givenUser(db);
    const eventManager = await givenUser(db, { roles: ["EVENT_MANAGER"] });

    // A visitor signs in first; a user without a licence is refused; an event manager reads courses.
    expect(await html("/curso/bienestar")).toMatchObject({ status: 302, location: "/acceder?page=%2Fcurso%2Fbienestar" });
    expect((await html("/curso/bienestar", family.token)).status).toBe(403);
    expect((await html("/curso/bienestar", eventManager.token)).status).toBe(200);
    expect((await html("/curso/borrador", teacher.token)).status).toBe(404);
    expect((await html("/curso/bienestar?unit=7", teacher.token)).status).toBe(404);
    expect((await html("/curso/bienestar?unit=abc", teacher.token)).status).toBe(404);

    const first = await html("/curso/bienestar", teacher.token);
    expect(first.status).toBe(200);
    expect(first.body).toContain("Bienestar digital");
    expect(first.body).toContain("0 de 2 unidades completadas");
    expect(first.body).toContain("Para completar la unidad, responde bien la pregunta obligatoria que falta.");
    // The key is nowhere in the page before answering.
    expect(first.body).not.toMatch(/"solution"|Porque sí/);

    const testBlock = course.units[0]!.blocks[1]!.id;
    let res = await pages.post("/curso/bienestar?unit=1", teacher.token, { intent: "answer", blockId: String(testBlock) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Responde a todo antes de comprobar la respuesta.");
    res = await pages.post("/curso/bienestar?unit=1", teacher.token, { intent: "answer", blockId: String(testBlock), choice: "1" });
    expect(res.status).toBe(200);
    const answered = await res.text();
    expect(answered).toContain("1 de 2 unidades completadas");
    expect(answered).toContain("Has completado esta unidad.");
    const [kept] = await db
      .select()
      .from(courseBlockAnswers)
      .where(and(eq(courseBlockAnswers.userId, teacher.id), eq(courseBlockAnswers.blockId, testBlock)));
    expect(kept).toMatchObject({ correct: true, answer: { choice: 1 } });

    // A unit without questions is finished by the teacher; then the course is complete.
    const second = await html("/curso/bienestar?unit=2", teacher.token);
    expect(second.body).toContain("He terminado esta unidad");
    res = await pages.post("/curso/bienestar?unit=2", teacher.token, {
      intent: "complete",
      unitId: String(course.units[1]!.id),
      next: "2",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/curso/bienestar?unit=2");
    const done = await html("/curso/bienestar?unit=2", teacher.token);
    expect(done.body).toContain("¡Curso completado!");
    expect(done.body).toContain("/curso/bienestar/certificado");
    const [enrolment] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, teacher.id));
    expect(enrolment!.completedAt).not.toBeNull();
    // The course resumes where the teacher left off: the last unit opened.
    expect((await html("/curso/bienestar", teacher.token)).body).toContain("Unidad 2 de 2");

    // In English, the same course; my courses exists in Spanish only.
    expect((await html("/course/bienestar", teacher.token)).body).toContain("2 of 2 units completed");
    const myCourses = await html("/cursos", teacher.token);
    expect(myCourses.body).toContain("Has completado 1 de 1 cursos.");
    expect(myCourses.body).toContain("Completado");
    expect((await html("/courses", teacher.token)).body).toContain("Content not available in the selected language");
    expect((await html("/mi-cuenta/cursos", teacher.token)).body).toContain("Bienestar digital");
    expect((await html("/mi-cuenta/cursos", family.token)).body).toContain(
      "Los cursos de formación son para docentes con licencia profesional.",
    );

    // Previews: staff and event managers, unpublished courses too, nothing recorded.
    expect((await html(`/curso/${hidden.id}/preview`, teacher.token)).status).toBe(403);
    const preview = await html(`/curso/${hidden.id}/preview`, eventManager.token);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("Vista previa.");
    expect(preview.body).toContain("El curso no está publicado");
    const unitPreview = await html(`/actividad-curso/${hidden.units[0]!.id}/preview`, eventManager.token);
    expect(unitPreview.status).toBe(200);
    expect(unitPreview.body).toContain("Borrador");
    res = await pages.post(`/curso/${hidden.id}/preview`, eventManager.token, {
      intent: "answer",
      blockId: String(hidden.units[0]!.blocks[1]!.id),
      choices: "1",
    });
    expect(res.status).toBe(200);
    expect(await db.select().from(courseBlockAnswers).where(eq(courseBlockAnswers.userId, eventManager.id))).toEqual([]);
    expect(await db.select().from(courseUnitCompletions).where(eq(courseUnitCompletions.userId, eventManager.id))).toEqual([]);
    expect((await html(`/curso/abc/preview`, eventManager.token)).status).toBe(404);
    expect((await html(`/actividad-curso/999999/preview`, eventManager.token)).status).toBe(404);
  });
});
