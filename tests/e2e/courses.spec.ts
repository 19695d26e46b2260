import type { Locator, Page } from "@playwright/test";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";
import { expectFocusVisible } from "./focus.ts";

// Courses (issue 14): a teacher takes a unit's quiz by keyboard only and the progress survives a reload; a
// previewer sees an unpublished course, clearly marked, without recording anything.

/** Presses Tab (or Shift+Tab) until the control holds the focus, as a keyboard user gets there. */
async function tabTo(page: Page, control: Locator, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${limit} presses of Tab did not reach ${control}`);
}

const COURSE = "Competencia digital docente: primeros pasos";
const UNIT = "Rutinas de aula con dispositivos";
const OPTIONS = [
  "Que dos encargados repartan y recojan los dispositivos",
  "Que cada grupo use siempre la misma tableta numerada",
  "Explicar la actividad cuando el alumnado ya tiene la tableta encendida",
  "Acordar una señal para pedir atención",
];

test("a teacher completes a unit's quiz by keyboard only; the progress survives a reload", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/cursos");
  await expect(page.getByRole("heading", { level: 1, name: "Mis cursos" })).toBeVisible();
  // The demo teacher completed the online-safety course: marked, with its certificate.
  const done = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Seguridad y bienestar digital en el aula" }) });
  await expect(done.getByText("Completado", { exact: true })).toBeVisible();
  await expect(done.getByRole("link", { name: "Descargar el certificado (PDF)" })).toBeVisible();
  await expectAccessible(page);

  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: COURSE }) });
  await tabTo(page, card.getByRole("link", { name: "Empezar el curso" }));
  await expectFocusVisible(page, "the course's start link");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "0 de 4 unidades completadas" })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, page.getByRole("navigation", { name: "Unidades del curso" }).getByRole("link", { name: new RegExp(UNIT) }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: UNIT })).toBeVisible();
  await expect(page.getByText("Para completar la unidad, responde bien la pregunta obligatoria que falta.")).toBeVisible();
  const quiz = page.getByRole("region", { name: /¿Cuáles de estas rutinas ayudan a ganar tiempo/ });

  // A wrong answer first: one right option only. The verdict takes the focus and says what was wrong.
  await tabTo(page, quiz.getByRole("checkbox", { name: OPTIONS[0] }));
  await page.keyboard.press("Space");
  await tabTo(page, quiz.getByRole("button", { name: "Comprobar" }));
  await page.keyboard.press("Enter");
  const verdict = quiz.getByRole("status");
  await expect(verdict).toContainText("No es correcto");
  await expect(verdict).toBeFocused();
  await expect(quiz.getByText("También era correcta").first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "0 de 4 unidades completadas" })).toBeVisible();
  await expectAccessible(page);

  // Try again: the controls are cleared and the first one takes the focus.
  await tabTo(page, quiz.getByRole("button", { name: "Intentar de nuevo" }));
  await page.keyboard.press("Enter");
  await expect(quiz.getByRole("checkbox", { name: OPTIONS[0] })).toBeFocused();
  for (const option of [OPTIONS[0], OPTIONS[1], OPTIONS[3]]) {
    await tabTo(page, quiz.getByRole("checkbox", { name: option! }));
    await page.keyboard.press("Space");
  }
  await expect(quiz.getByRole("checkbox", { name: OPTIONS[2] })).not.toBeChecked();
  await tabTo(page, quiz.getByRole("button", { name: "Comprobar" }));
  await page.keyboard.press("Enter");
  await expect(verdict).toContainText("¡Correcto! Has acertado.");
  await expect(page.getByText("Has completado esta unidad.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "1 de 4 unidades completadas" })).toBeVisible();
  await expectAccessible(page);

  // A reload (and coming back to the course) keeps it all: the course resumes at this unit.
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "1 de 4 unidades completadas" })).toBeVisible();
  await expect(quiz.getByRole("status")).toContainText("¡Correcto! Has acertado.");
  await expect(quiz.getByRole("checkbox", { name: OPTIONS[1] })).toBeChecked();
  await expect(
    page.getByRole("navigation", { name: "Unidades del curso" }).getByRole("link", { name: new RegExp(`${UNIT}\\s*, completada`) }),
  ).toBeVisible();
  await page.goto("/curso/competencia-digital-docente");
  await expect(page.getByRole("heading", { level: 2, name: UNIT })).toBeVisible();
  // The same progress in English.
  await page.goto("/course/competencia-digital-docente");
  await expect(page.getByRole("progressbar", { name: "1 of 4 units completed" })).toBeVisible();
  await expectAccessible(page);
});

test("an event manager previews an unpublished course: marked as a preview, answers checked and not kept", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.eventManager);
  // The seeded draft is the fourth course of a new database.
  await page.goto("/curso/4/preview");
  await expect(page.getByRole("note")).toContainText("Vista previa.");
  await expect(page.getByRole("note")).toContainText("El curso no está publicado");
  await expect(page.getByRole("heading", { level: 1, name: "Inteligencia artificial en Primaria: primeras ideas" })).toBeVisible();
  await expectAccessible(page);
  // No progress in a preview: no bar, no way to finish a unit.
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "He terminado esta unidad" })).toHaveCount(0);
});
