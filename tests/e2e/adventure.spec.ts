import type { Locator, Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

// The pupils' adventure (issue 15) on a phone: a group opens the demo's open key (AVENT6, 6-8, in Spanish), picks an
// animal and says it is two, answers by touch, mouse and keyboard, reloads midway and goes on where it was, and
// finishes. Axe on every screen. The speech synthesis is recorded instead of spoken.

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

const CODE = "AVENT6";

/** Presses Tab until the control holds the focus, as a keyboard user gets there. */
async function tabTo(page: Page, control: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${limit} presses of Tab did not reach ${control}`);
}

/** The question's form: named by its prompt. */
const question = (page: Page, prompt: string | RegExp) => page.getByRole("form", { name: prompt });

/** Any answer at all, through the plain controls: the first choice of every select, radio group or checkbox list. */
async function answerAnything(form: Locator) {
  for (const select of await form.getByRole("combobox").all()) await select.selectOption({ index: 1 });
  const radio = form.getByRole("radio").first();
  if (await radio.count()) await radio.check();
  const box = form.getByRole("checkbox").first();
  if (await box.count()) await box.check();
}

test("a group plays the adventure on a phone by touch, mouse and keyboard, and a reload resumes it", async ({ visitor: page }) => {
  // Twelve questions, axe on each kind of screen.
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spoken });
    if (window.speechSynthesis)
      window.speechSynthesis.speak = (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang });
  });

  // The key, typed: first one that opens nothing, then the demo's (in lower case).
  await page.goto("/aventura");
  await expect(page.getByRole("heading", { level: 1, name: "La aventura digital" })).toBeVisible();
  await expectAccessible(page);
  const code = page.getByRole("textbox", { name: "Clave de la aventura" });
  await code.fill("ZZZZZZ");
  await code.press("Enter");
  await expect(page.getByText("No encontramos esa clave")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await code.fill(CODE.toLowerCase());
  await page.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(new RegExp(`/aventura/${CODE}$`));

  // The group: an animal and how many share the device, by touch.
  const setup = page.getByRole("form", { name: "¡Preparad vuestro grupo!" });
  await expect(setup).toBeVisible();
  await expectAccessible(page);
  await setup.getByRole("button", { name: "¡Empezar la aventura!" }).tap();
  await expect(setup.getByText("Elegid un animal o un número")).toBeVisible();
  await setup.getByText("Zorro", { exact: true }).tap();
  await setup.getByText("2 personas").tap();
  await expect(setup.getByRole("radio", { name: "Zorro" })).toBeChecked();
  await setup.getByRole("button", { name: "¡Empezar la aventura!" }).tap();

  // 1 (label): "Listen" reads the question in the key's language; a name dragged with the mouse, the others chosen.
  const first = question(page, "¿Cómo se llama cada parte del ordenador?");
  await expect(first).toBeVisible();
  await expect(page.getByText("Pregunta 1 de 12", { exact: true })).toBeVisible();
  await expect(page.getByText("Grupo Zorro")).toBeVisible();
  await expectAccessible(page);
  await first.getByRole("button", { name: "Escuchar" }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
  expect(spoken.at(-1)?.lang).toBe("es-ES");
  expect(spoken.at(-1)?.text).toContain("¿Cómo se llama cada parte del ordenador?");
  const chip = first.locator(".label-chip", { hasText: "Teclado" });
  const marker = first.locator("[data-drop-target='1']");
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await marker.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(first.getByRole("combobox", { name: "Parte 2" })).toHaveValue("0");
  await first.getByRole("combobox", { name: "Parte 1" }).selectOption({ label: "Pantalla" });
  await first.getByRole("combobox", { name: "Parte 3" }).selectOption({ label: "Ratón" });
  await first.getByRole("button", { name: "Siguiente" }).click();

  // 2 (catch), by touch; "Next" with nothing chosen says what is missing.
  const second = question(page, /Toca las cosas que no debes contar/);
  await expect(second).toBeVisible();
  await expect(second.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page.getByText("Pregunta 2 de 12", { exact: true })).toBeVisible();
  await expect(page.getByText("Respuesta guardada. Pregunta 2 de 12")).toBeAttached();
  await second.getByRole("button", { name: "Siguiente" }).tap();
  await expect(second.getByRole("alert")).toHaveText("Toca al menos una respuesta.");
  for (const item of ["Tu contraseña", "Dónde vives", "Tu número de teléfono"]) await second.getByText(item).tap();
  await expectAccessible(page);
  await second.getByRole("button", { name: "Siguiente" }).tap();

  // 3 (right or wrong, a sentence), by keyboard only.
  const third = question(page, "¿Está bien o está mal?");
  await expect(third.getByText("Envío un mensaje bonito a mi amiga")).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, third.getByRole("radio", { name: "Está bien" }));
  await page.keyboard.press("Space");
  await tabTo(page, third.getByRole("button", { name: "Siguiente" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Pregunta 4 de 12", { exact: true })).toBeVisible();

  // A reload (or a dropped connection) comes back to the same question: the server holds the place.
  await page.reload();
  await expect(page.getByText("Pregunta 4 de 12", { exact: true })).toBeVisible();
  await expect(question(page, /qué comen los pandas/)).toBeVisible();
  await expect(page.getByText("Grupo Zorro")).toBeVisible();
  await expectAccessible(page);

  // 4 (test) by keyboard: the radio group's arrows.
  const fourth = question(page, /qué comen los pandas/);
  await tabTo(page, fourth.getByRole("radio", { name: "Una calculadora" }));
  await page.keyboard.press("ArrowDown");
  await expect(fourth.getByRole("radio", { name: "Un buscador" })).toBeChecked();
  await page.keyboard.press("Enter");

  // 5 to 12: whatever the group answers; on the matching question (7) a pair is joined by two taps.
  for (let number = 5; number <= 12; number++) {
    await expect(page.getByText(`Pregunta ${number} de 12`, { exact: true })).toBeVisible();
    const form = page.getByRole("form").filter({ has: page.getByRole("heading", { level: 2 }) });
    if (number === 7) {
      await form.getByRole("button", { name: "Lupa" }).tap();
      await form.getByRole("button", { name: /^B\.? Buscar/ }).tap();
      await expect(form.getByRole("combobox", { name: "Pareja de «Lupa»" })).toHaveValue("1");
      await expectAccessible(page);
    }
    await answerAnything(form);
    if (number === 12) await expectAccessible(page);
    await form.getByRole("button", { name: number === 12 ? "Terminar" : "Siguiente" }).click();
  }

  // The end: a celebration, no score.
  await expect(page.getByRole("heading", { level: 2, name: "¡Aventura completada!" })).toBeFocused();
  await expect(page.getByText("¡Muy bien, grupo Zorro! Habéis respondido todas las preguntas.")).toBeVisible();
  await expect(page.getByText(/de 12/)).toHaveCount(0);
  await expectAccessible(page);
  // Reloaded, it stays finished; another group may then play on this device.
  await page.reload();
  await expect(page.getByRole("heading", { name: "¡Aventura completada!" })).toBeVisible();
  await page.getByRole("link", { name: "Jugar con otro grupo en este dispositivo" }).tap();
  await expect(page.getByRole("form", { name: "¡Preparad vuestro grupo!" })).toBeVisible();
});

test("the adventure plays in its key's language: the English address of a Spanish key goes to the Spanish one", async ({
  visitor: page,
}) => {
  // A browser that cannot speak shows no "Listen" button; the texts are there all the same.
  await page.addInitScript(() => {
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });
  await page.goto(`/adventure/${CODE}`);
  await expect(page).toHaveURL(new RegExp(`/aventura/${CODE}$`));
  await expect(page.getByRole("heading", { level: 1, name: "La aventura digital" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "¡Preparad vuestro grupo!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Escuchar" })).toHaveCount(0);
  await page.goto("/adventure/ZZZZZZ");
  await expect(page.getByText("We can't find that key")).toBeVisible();
  await expectAccessible(page);
});

test("the teacher closes the key the groups played with, sees their results and the chart; a closed key takes no group", async ({
  browser,
  baseURL,
}) => {
  // Last in this file: it closes the demo key the journeys above play with. The teacher works on a desktop screen.
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.setViewportSize({ width: 1280, height: 900 });
  const classroom = "2.º A · demostración";
  await teacher.goto("/evaluacion");
  const card = teacher.getByRole("article", { name: classroom });
  await card.getByRole("button", { name: `Cerrar la clave de la evaluación inicial de «${classroom}»` }).click();
  await expect(teacher.getByRole("status")).toHaveText(
    `Has cerrado la clave de la evaluación inicial de «${classroom}». Los grupos ya no pueden responder con ella.`,
  );
  await expectAccessible(teacher);

  await card.getByRole("link", { name: `Ver los resultados del aula «${classroom}»` }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: `Resultados de «${classroom}»` })).toBeVisible();
  const initial = teacher.getByRole("region", { name: "Evaluación inicial" });
  // The group of two that played above (the second group only reached its setup): its 12 answers, counted by area.
  const facts = initial.locator("dl").first();
  await expect(
    facts
      .locator("div")
      .filter({ hasText: /^Alumnado/ })
      .locator("dd"),
  ).toHaveText("2");
  await expect(initial.getByRole("table").first()).toBeVisible();
  await expect(teacher.getByRole("img", { name: /Gráfico de barras: porcentaje de aciertos por área/ })).toBeVisible();
  await expectAccessible(teacher);

  // The key is closed: a group arriving now is told so, on its phone.
  const pupils = await openAs(browser, baseURL!, null);
  await pupils.setViewportSize({ width: 360, height: 640 });
  await pupils.goto(`/aventura/${CODE}`);
  await expect(pupils.getByText("Esta aventura está cerrada")).toBeVisible();
  await expectAccessible(pupils);
  await teacher.context().close();
  await pupils.context().close();
});
