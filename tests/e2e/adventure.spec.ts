import type { BrowserContext, Locator, Page } from "@playwright/test";
import { voiceFile } from "../../common/adventure-voice.ts";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

// The pupils' adventure (issues 15 and 33). A group plays the demo's open key (AVENT6, 6-8, in Spanish) on a touch
// tablet with taps only: every question and its "Next" on one screen, a reaction to every answer, a recording for
// an option, two questions answered offline; then a group plays an English key by keyboard alone, with reduced
// motion, and reloads midway. Axe on every kind of screen.

const CODE = "AVENT6";
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };

/** Presses Tab until the control holds the focus, as a keyboard user gets there. */
async function tabTo(page: Page, control: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${limit} presses of Tab did not reach ${control}`);
}

/** The question's form: named by its prompt. */
const question = (page: Page) => page.getByRole("form").filter({ has: page.getByRole("heading", { level: 2 }) });

/** "Next" (or "Finish") of the question on screen is inside the viewport, and the page has not scrolled. */
async function expectNextInView(page: Page, form: Locator, height: number) {
  const next = await form.getByRole("button", { name: /^(Siguiente|Terminar|Next|Finish)$/ }).boundingBox();
  expect(next && next.y + next.height).toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The recordings the page asks for (a browser without a voice for the key's language plays them). */
function recordings(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/audio/adventure/")) asked.push(pathname);
  });
  return asked;
}

/** A browser with no voice at all, as many classroom Linux and Android devices. */
async function noVoices(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window.speechSynthesis) window.speechSynthesis.getVoices = () => [];
  });
}

test("a group plays on a touch tablet with taps only: one screen per question, a star per answer, an option heard, two answers offline", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...TABLET, baseURL, locale: "es-ES" });
  await noVoices(context);
  const page = await context.newPage();
  const asked = recordings(page);

  // The key, typed: first one that opens nothing, then the demo's.
  await page.goto("/aventura");
  await expect(page.getByRole("heading", { level: 1, name: "La aventura digital" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  await expectAccessible(page);
  const code = page.getByRole("textbox", { name: "Clave de la aventura" });
  await code.fill("ZZZZZZ");
  await page.getByRole("button", { name: "Entrar" }).tap();
  await expect(page.getByText("No encontramos esa clave")).toBeVisible();
  await code.fill(CODE.toLowerCase());
  await page.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(new RegExp(`/aventura/${CODE}$`));

  // The group: the animals' names are read aloud; a message goes as soon as its choice is made.
  const setup = page.getByRole("form", { name: "¡Preparad vuestro grupo!" });
  await expect(setup).toBeVisible();
  await setup.getByRole("button", { name: "Escuchar «Zorro»" }).tap();
  await expect.poll(() => asked).toContain(voiceFile("es", "Zorro"));
  await expect(setup.getByRole("radio", { name: "Zorro" })).not.toBeChecked();
  await setup.getByRole("button", { name: "¡Empezar la aventura!" }).tap();
  await expect(setup.getByText("Elegid un animal o un número")).toBeVisible();
  await setup.getByText("Zorro", { exact: true }).tap();
  await expect(setup.getByText("Elegid un animal o un número")).toHaveCount(0);
  await setup.getByText("2 personas").tap();
  await expectAccessible(page);
  await setup.getByRole("button", { name: "¡Empezar la aventura!" }).tap();

  const map = page.getByRole("progressbar", { name: "Mapa de la aventura" });
  const stars = page.locator(".adventure-stops .is-done");
  for (let number = 1; number <= 12; number++) {
    const form = question(page);
    // The last answer's celebration is over: this question's heading has the focus.
    await expect(page.locator(".adventure-cheer")).toHaveCount(0);
    if (number > 1) await expect(form.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(map).toHaveAttribute("aria-valuetext", `Pregunta ${number} de 12`);
    await expect(stars).toHaveCount(number - 1);
    await expectNextInView(page, form, 1024);
    const type = await form.locator("input[name=type]").getAttribute("value");
    if (number === 5) await context.setOffline(true);

    if (type === "label") {
      // Tap a name, then its place; a tap on a placed name takes it back.
      const chips = form.locator(".label-chip");
      const places = form.locator("[data-drop-target]");
      await chips.first().tap();
      await places.first().tap();
      await expect(places.first()).toHaveAccessibleName(/«/);
      await chips.first().tap();
      await expect(places.first()).not.toHaveAccessibleName(/«/);
      for (let k = 0; k < (await chips.count()); k++) {
        await chips.nth(k).tap();
        await places.nth(k).tap();
      }
      if (number === 1) await expectAccessible(page);
    } else if (type === "match") {
      // Tap one side, then the other: the pair shares a mark.
      const items = form.locator("button.match-item");
      const half = (await items.count()) / 2;
      for (let k = 0; k < half; k++) {
        await items.nth(k).tap();
        await items.nth(half + k).tap();
      }
      await expect(form.locator("button.match-item.is-joined")).toHaveCount(half * 2);
      await expect(items.first()).toContainText(/va con/);
      if (number === 7) await expectAccessible(page);
    } else if (number === 2) {
      // "Next" with nothing chosen says what is missing, and takes nothing.
      await form.getByRole("button", { name: "Siguiente" }).tap();
      await expect(form.getByRole("alert")).toHaveText("Toca al menos una respuesta.");
      for (const item of ["Tu contraseña", "Dónde vives"]) await form.getByText(item, { exact: true }).tap();
      await expectAccessible(page);
    } else if (number === 4) {
      // One option heard on its own: its recording, not the whole screen.
      await form.getByRole("button", { name: "Escuchar «Una calculadora»" }).tap();
      await expect.poll(() => asked).toContain(voiceFile("es", "Una calculadora"));
      await expect(form.getByRole("radio", { name: "Una calculadora" })).not.toBeChecked();
      await form.getByText("Un buscador", { exact: true }).tap();
      await expect(form.getByRole("radio", { name: "Un buscador" })).toBeChecked();
      await expectAccessible(page);
    } else {
      await form.locator("label.choice-card").first().tap();
      if (type === "rightWrongImage" || type === "rightWrongText") await expectAccessible(page);
    }

    await form.getByRole("button", { name: number === 12 ? "Terminar" : "Siguiente" }).tap();
    // The reaction comes at once, with or without the network: a star on the map, the same whatever the answer.
    await expect(page.locator(".adventure-cheer")).toBeVisible();
    await expect(stars).toHaveCount(number);
    if (number === 6) {
      // Offline for two answers: a small "saving…", no error; back online, it clears.
      await expect(page.getByText("Guardando…")).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await context.setOffline(false);
      await expect(page.getByText("Guardando…")).toBeHidden({ timeout: 20_000 });
    }
  }

  // The end: the group's animal and its twelve stars; nothing that compares.
  await expect(page.getByRole("heading", { level: 2, name: "¡Aventura completada!" })).toBeFocused();
  await expect(page.getByText("12 estrellas para vuestro grupo")).toBeAttached();
  await expect(page.locator(".end-star")).toHaveCount(12);
  await expect(page.locator(".end-animal")).toHaveAttribute("src", /fox\.svg$/);
  await expect(page.getByText("¡Muy bien, grupo Zorro! Habéis respondido todas las preguntas.")).toBeVisible();
  await expectAccessible(page);
  // Every answer sent: reloaded, the server has the group at the end.
  await page.reload();
  await expect(page.getByRole("heading", { name: "¡Aventura completada!" })).toBeVisible();
  await page.getByRole("link", { name: "Jugar con otro grupo en este dispositivo" }).tap();
  await expect(page.getByRole("form", { name: "¡Preparad vuestro grupo!" })).toBeVisible();
  await context.close();
});

test("a group plays an English key by keyboard alone on a landscape screen, with reduced motion, and a reload goes on where it was", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The teacher opens an English key for a new 6-8 classroom (names are unique in the school year: new each run).
  const name = `Aula inglés ${Date.now().toString(36).slice(-5)}`;
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.goto("/nueva-aula");
  await teacher.getByRole("textbox", { name: "Nombre del aula" }).fill(name);
  await teacher.getByRole("combobox", { name: "Edad del alumnado" }).selectOption({ label: "6-8 años" });
  await teacher.getByRole("spinbutton", { name: "Número de niñas" }).fill("10");
  await teacher.getByRole("spinbutton", { name: "Número de niños" }).fill("10");
  await teacher.getByRole("spinbutton", { name: "Años que el alumnado lleva en el programa" }).fill("1");
  await teacher.getByRole("button", { name: "Crear el aula" }).click();
  const card = teacher.getByRole("article", { name });
  await card.getByRole("combobox", { name: "Idioma de la aventura" }).first().selectOption({ label: "Inglés" });
  await card.getByRole("button", { name: `Abrir la clave de la evaluación inicial de «${name}»` }).click();
  await expect(teacher.getByRole("status")).toHaveText(/^Has abierto la clave/);
  const code = /: ([2-9A-Z]{6})\.$/.exec((await teacher.getByRole("status").textContent()) ?? "")?.[1] ?? "";
  expect(code).toMatch(/^[2-9A-Z]{6}$/);
  await teacher.context().close();

  // A projector's laptop: no touch, reduced motion, the keyboard only.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: "reduce", baseURL, locale: "en-GB" });
  const page = await context.newPage();
  // The Spanish address of an English key goes to the English one.
  await page.goto(`/aventura/${code}`);
  await expect(page).toHaveURL(new RegExp(`/adventure/${code}$`));
  const setup = page.getByRole("form", { name: "Get your group ready!" });
  await expect(setup).toBeVisible();
  await expect(setup.getByRole("button", { name: "Listen to “Owl”" })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, setup.getByRole("radio", { name: "Fox" }));
  await page.keyboard.press("ArrowRight");
  await expect(setup.getByRole("radio", { name: "Owl" })).toBeChecked();
  await tabTo(page, setup.getByRole("radio", { name: "1 person" }));
  await page.keyboard.press("Space");
  await tabTo(page, setup.getByRole("button", { name: "Start the adventure!" }));
  await page.keyboard.press("Enter");

  // 1 (label) by keyboard: a name's button, then its place's.
  const map = page.getByRole("progressbar", { name: "The adventure's map" });
  await expect(map).toHaveAttribute("aria-valuetext", "Question 1 of 12");
  const first = question(page);
  await expect(first.getByRole("heading", { level: 2 })).toHaveText("What is each part of the computer called?");
  await expect(first.getByRole("button", { name: "Listen to the question" })).toBeVisible();
  await expectNextInView(page, first, 768);
  await expectAccessible(page);
  for (const [label, place] of [
    ["Screen", 1],
    ["Keyboard", 2],
    ["Mouse", 3],
  ] as const) {
    await tabTo(page, first.getByRole("button", { name: label, exact: true }));
    await page.keyboard.press("Enter");
    await tabTo(page, first.getByRole("button", { name: new RegExp(`^Part ${place}`) }));
    await page.keyboard.press("Enter");
    await expect(first.getByRole("button", { name: `Part ${place}: “${label}”` })).toBeVisible();
  }
  await tabTo(page, first.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  // Reduced motion: the star comes without moving, and the next question's heading takes the focus.
  await expect(page.locator(".cheer-star")).toHaveCSS("animation-name", "none");
  const second = question(page);
  await expect(map).toHaveAttribute("aria-valuetext", "Question 2 of 12");
  await expect(second.getByRole("heading", { level: 2 })).toBeFocused();

  // 2 (catch) and 3 (right or wrong) by keyboard.
  await tabTo(page, second.getByRole("checkbox", { name: "Your password" }));
  await page.keyboard.press("Space");
  await tabTo(page, second.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(map).toHaveAttribute("aria-valuetext", "Question 3 of 12");
  const third = question(page);
  await expect(third.getByRole("heading", { level: 2 })).toBeFocused();
  await tabTo(page, third.getByRole("radio", { name: "It's right" }));
  await page.keyboard.press("Space");
  await tabTo(page, third.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(map).toHaveAttribute("aria-valuetext", "Question 4 of 12");
  await expect(question(page).getByRole("heading", { level: 2 })).toBeFocused();

  // A reload comes back to the same question, once the answers are sent.
  await expect(page.getByText("Saving…")).toBeHidden();
  await page.reload();
  await expect(map).toHaveAttribute("aria-valuetext", "Question 4 of 12");
  await expect(page.getByText("Group Owl")).toBeVisible();
  await expectAccessible(page);

  // 4 to 7 by keyboard too (every type has then been played so), 8 to 12 with the mouse; each "Next" on the
  // landscape screen.
  for (let number = 4; number <= 12; number++) {
    const form = question(page);
    await expect(map).toHaveAttribute("aria-valuetext", `Question ${number} of 12`);
    // After an answer the next heading has the focus (not after the reload: a page opened starts at its top).
    if (number > 4) await expect(form.getByRole("heading", { level: 2 })).toBeFocused();
    await expectNextInView(page, form, 768);
    const press = async (control: Locator, key: "Enter" | "Space") => {
      if (number > 7) return control.click();
      await tabTo(page, control);
      await page.keyboard.press(key);
    };
    const type = await form.locator("input[name=type]").getAttribute("value");
    if (type === "label" || type === "match") {
      const [from, to] =
        type === "label"
          ? [form.locator(".label-chip"), form.locator("[data-drop-target]")]
          : [
              form.locator(".match-column").first().locator("button.match-item"),
              form.locator(".match-column").last().locator("button.match-item"),
            ];
      for (let k = 0; k < (await to.count()); k++) {
        await press(from.nth(k), "Enter");
        await press(to.nth(k), "Enter");
      }
    } else {
      // The keyboard reaches the first option's box; the mouse clicks its card.
      await press(form.locator(number > 7 ? ".choice-card" : ".choice-input").first(), "Space");
    }
    await press(form.getByRole("button", { name: number === 12 ? "Finish" : "Next" }), "Enter");
  }
  await expect(page.getByRole("heading", { level: 2, name: "Adventure complete!" })).toBeFocused();
  await expect(page.getByText("12 stars for your group")).toBeAttached();
  await expectAccessible(page);
  await page.goto("/adventure/ZZZZZZ");
  await expect(page.getByText("We can't find that key")).toBeVisible();
  await context.close();
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
  // The group of two that played on the tablet (the second group only reached its setup), all twelve answers
  // counted, the two given offline among them.
  const facts = initial.locator("dl").first();
  const fact = (name: string) =>
    facts
      .locator("div")
      .filter({ hasText: new RegExp(`^${name}`) })
      .locator("dd");
  await expect(fact("Alumnado")).toHaveText("2");
  await expect(fact("Grupos que han terminado")).toHaveText("1");
  const counted = Number(await fact("Aciertos").textContent()) + Number(await fact("Fallos").textContent());
  expect(counted).toBe(12);
  await expect(initial.getByRole("table").first()).toBeVisible();
  await expect(teacher.getByRole("img", { name: /Gráfico de barras: porcentaje de aciertos por área/ })).toBeVisible();
  await expectAccessible(teacher);

  // The key is closed: a group arriving now is told so, on its tablet.
  const pupils = await openAs(browser, baseURL!, null);
  await pupils.setViewportSize({ width: 768, height: 1024 });
  await pupils.goto(`/aventura/${CODE}`);
  await expect(pupils.getByText("Esta aventura está cerrada")).toBeVisible();
  await expectAccessible(pupils);
  await teacher.context().close();
  await pupils.context().close();
});
