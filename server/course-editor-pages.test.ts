import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { BLOCK_TYPES } from "../common/courses.ts";
import { courseBlocks, courseUnits } from "./db/schema/index.ts";
import { localStorage } from "./storage/local-storage.ts";
import { givenCourse } from "./test/course-factories.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The courses editor as a browser without scripts uses it (issue 18): a multipart form creates and changes a course,
 * plain forms add its units and a unit's blocks, and "Move up" / "Move down" reorder them; the preview shows the course
 * in either language, and an old address leads to the new one. Courses are never on a page kept for visitors.
 */
const pages = testPages({ storage: localStorage(mkdtempSync(path.join(tmpdir(), "course-pages-"))) });

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

async function send(pathname: string, token: string, fields: Record<string, string | string[]>, image?: Blob | "none") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  if (image !== "none") form.set("image", image ?? new File([], ""), image ? "portada.png" : "");
  return pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost" },
    body: form,
    redirect: "manual",
  });
}

const FIELDS = {
  intent: "course",
  titleEs: "Robótica en el aula",
  titleEn: "",
  summaryEs: "Un resumen en español",
  summaryEn: "An English summary",
  slug: "robotica-en-el-aula",
  hours: "6",
  published: "draft",
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

describe("the courses editor's pages", () => {
  test("staff create a course, add a unit and its blocks, reorder them with the buttons, without scripts", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const empty = await html("/cms/cursos/nuevo", staff.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);

    // A refusal keeps what was typed and names the field.
    const refused = await send("/cms/cursos/nuevo", staff.token, { ...FIELDS, hours: "cero" }, await png());
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("Escribe un número entero de horas de 1 a 200.");
    expect(refusedBody).toContain("Un resumen en español");

    const created = await send("/cms/cursos/nuevo", staff.token, FIELDS, await png());
    expect(created.status).toBe(303);
    const editor = created.headers.get("location") ?? "";
    expect(editor).toMatch(/^\/cms\/cursos\/\d+\?done=created$/);
    const id = editor.split("/")[3]?.split("?")[0] ?? "";
    const edit = await html(editor, staff.token);
    expect(edit.body).toContain("Curso creado.");
    expect(edit.body).toContain("Falta la traducción al inglés");

    for (const title of ["Primera unidad", "Segunda unidad"]) {
      const added = await send(
        `/cms/cursos/${id}`,
        staff.token,
        { intent: "unit-add", titleEs: title, titleEn: "", minutes: "30" },
        "none",
      );
      expect(added.status).toBe(303);
    }
    const units = await pages.database.db
      .select()
      .from(courseUnits)
      .where(eq(courseUnits.courseId, Number(id)))
      .orderBy(asc(courseUnits.position));
    const [first, second] = units;
    const movedUnit = await send(
      `/cms/cursos/${id}`,
      staff.token,
      { intent: "unit-move", id: String(second?.id), direction: "up" },
      "none",
    );
    expect(movedUnit.headers.get("location")).toBe(`/cms/cursos/${id}?moved=${second?.id}&direction=up#unit-${second?.id}`);
    const afterUnitMove = await html(movedUnit.headers.get("location")?.split("#")[0] ?? "", staff.token);
    expect(afterUnitMove.body).toContain("Unidad movida: ahora es la 1 de 2.");
    expect(afterUnitMove.body.indexOf("Segunda unidad")).toBeLessThan(afterUnitMove.body.indexOf("Primera unidad"));

    const unitPage = `/cms/cursos/${id}/unidad/${first?.id}`;
    expect((await html(unitPage, staff.token)).body).toContain("Esta unidad todavía no tiene bloques.");
    // Choosing a type is a plain GET form; the new block's form follows it.
    const testForm = await html(`${unitPage}?add=test`, staff.token);
    expect(testForm.body).toContain("La opción correcta");

    // A block refused by the rules shows the product's message and keeps what was typed.
    const badTest = await send(
      unitPage,
      staff.token,
      {
        intent: "block-save",
        type: "test",
        questionEs: "¿Cuánto es 2 + 2?",
        "options.0Es": "4",
        "options.1Es": "4",
        solution: "0",
        explanationEs: "Suma.",
      },
      "none",
    );
    expect(badTest.status).toBe(400);
    const badBody = await badTest.text();
    expect(badBody).toContain("Hay textos repetidos: cada uno tiene que ser distinto.");
    expect(badBody).toContain("¿Cuánto es 2 + 2?");

    const text = await send(
      unitPage,
      staff.token,
      { intent: "block-save", type: "text", titleEs: "Para empezar", "paragraphs.0Es": "Un párrafo.", "paragraphs.0En": "A paragraph." },
      "none",
    );
    expect(text.status).toBe(303);
    const test = await send(
      unitPage,
      staff.token,
      {
        intent: "block-save",
        type: "test",
        questionEs: "¿Cuánto es 2 + 2?",
        "options.0Es": "3",
        "options.1Es": "",
        "options.2Es": "4",
        solution: "2",
        explanationEs: "Suma.",
        required: "on",
      },
      "none",
    );
    expect(test.headers.get("location")).toBe(`${unitPage}?done=blockAdded#blocks`);
    const blocks = await pages.database.db
      .select()
      .from(courseBlocks)
      .where(eq(courseBlocks.unitId, Number(first?.id)))
      .orderBy(asc(courseBlocks.position));
    expect(blocks.map((b) => b.type)).toEqual(["text", "test"]);
    // The empty row was dropped and the right answer follows its option; English took the Spanish texts.
    expect(blocks[1]).toMatchObject({
      required: true,
      solution: { correct: 1 },
      contentEn: { question: "¿Cuánto es 2 + 2?", options: ["3", "4"] },
    });

    // "Move up" on the second block, by a plain post: it is now the first, said on the page.
    const page = await html(unitPage, staff.token);
    expect(page.body).toContain(`id="move-${blocks[1]?.id}-up"`);
    const moved = await send(unitPage, staff.token, { intent: "block-move", id: String(blocks[1]?.id), direction: "up" }, "none");
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${unitPage}?moved=${blocks[1]?.id}&direction=up#block-${blocks[1]?.id}`);
    const after = await html(`${unitPage}?moved=${blocks[1]?.id}&direction=up`, staff.token);
    expect(after.body).toContain("Bloque movido: ahora es el 1 de 2.");
    expect(after.body.indexOf(`id="block-${blocks[1]?.id}"`)).toBeLessThan(after.body.indexOf(`id="block-${blocks[0]?.id}"`));

    // Editing opens the block's form with its values; deleting removes it.
    const editing = await html(`${unitPage}?edit=${blocks[0]?.id}`, staff.token);
    expect(editing.body).toContain('value="Un párrafo."');
    // Deleting is asked first, on the page.
    const asking = await html(`${unitPage}?remove=${blocks[0]?.id}`, staff.token);
    expect(asking.body).toContain("¿Eliminar el bloque 2? Se eliminan también las respuestas de los docentes a él.");
    expect((await send(unitPage, staff.token, { intent: "block-delete", id: String(blocks[0]?.id) }, "none")).status).toBe(303);
    expect(
      await pages.database.db
        .select({ id: courseBlocks.id })
        .from(courseBlocks)
        .where(eq(courseBlocks.unitId, Number(first?.id))),
    ).toEqual([{ id: blocks[1]?.id }]);
  });

  test("previews in both languages; an old address leads to the new one; the editor is for the foundation's staff only", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const created = await send("/cms/cursos/nuevo", staff.token, { ...FIELDS, slug: "curso-movido", published: "published" }, await png());
    const id = (created.headers.get("location") ?? "").split("/")[3]?.split("?")[0] ?? "";
    const es = await html(`/curso/${id}/preview`, staff.token);
    expect(es.status).toBe(200);
    expect(es.body).toContain("Robótica en el aula");
    // The English title was left empty: English readers see the Spanish one.
    const en = await html(`/course/${id}/preview`, staff.token);
    expect(en.status).toBe(200);
    expect(en.body).toContain("Robótica en el aula");
    expect(en.body).toContain("An English summary");

    const saved = await send(`/cms/cursos/${id}`, staff.token, { ...FIELDS, slug: "curso-nuevo", published: "published" });
    expect(saved.headers.get("location")).toBe(`/cms/cursos/${id}?done=saved`);
    expect(await html("/curso/curso-movido?unit=1", staff.token)).toMatchObject({ status: 301, location: "/curso/curso-nuevo?unit=1" });
    expect(await html("/course/curso-movido", staff.token)).toMatchObject({ status: 301, location: "/course/curso-nuevo" });
    expect((await html("/curso/nunca-existio", staff.token)).status).toBe(404);

    // Every type's form opens with its block's values.
    const all = await givenCourse(pages.database.db, {}, [[...BLOCK_TYPES]]);
    const unit = all.units[0];
    for (const block of unit?.blocks ?? []) {
      const form = await html(`/cms/cursos/${all.id}/unidad/${unit?.id}?edit=${block.id}`, staff.token);
      expect(form.status, block.type).toBe(200);
      expect(form.body, block.type).toContain("Guardar el bloque");
    }
    expect((await html(`/cms/courses/${all.id}/unit/${unit?.id}?add=connect`, staff.token)).body).toContain(
      "Which right-hand item each left-hand one matches",
    );

    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/cursos", manager.token)).status).toBe(403);
    expect((await html("/cms/cursos")).status).toBe(302);
    const list = await html("/cms/cursos", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Robótica en el aula");
  });
});
