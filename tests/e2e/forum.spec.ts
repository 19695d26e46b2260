import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/** Waits for hydration after a load, as the shared fixture's page does. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The e2e server writes mail to its outbox (E2E_OUTBOX): the text of the newest message to `email` that contains `needle`. */
function mailTo(email: string, needle: string): string {
  const outbox = process.env.E2E_OUTBOX!;
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
  } catch {
    return "";
  }
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (text.includes(needle)) return text;
  }
  return "";
}

/** A 2 × 2 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNgWMUAQhAKABKmAqlqVEvNAAAAAElFTkSuQmCC",
  "base64",
);

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Shares a theme through the form, with the editor (bold with the keyboard) and two categories; lands on its page. */
async function shareTheme(page: Page, title: string, options: { image?: boolean } = {}) {
  await visit(page, "/foro");
  await page.getByRole("link", { name: "Compartir un tema" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compartir un tema" })).toBeVisible();
  // Sent empty: every field says what it needs, checked in the browser.
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByText("El título es obligatorio.")).toBeVisible();
  await expect(page.getByText("Elige al menos una categoría.")).toBeVisible();
  await expect(page.getByLabel("Título")).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel("Título").fill(title);
  const editor = page.getByRole("textbox", { name: "Contenido" });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.type("Buscamos ideas para ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("robótica");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" en clase.");
  if (options.image) {
    // An image through the toolbar's modal: stored by the server as WebP, inserted with its description.
    await page.getByRole("button", { name: "Imagen" }).click();
    const dialog = page.getByRole("dialog", { name: "Insertar imagen" });
    await dialog.getByLabel("Imagen", { exact: true }).setInputFiles({ name: "robot.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByLabel("Descripción de la imagen").fill("Robot de cartón");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editor.getByRole("img", { name: "Robot de cartón" })).toHaveAttribute("src", /^\/uploads\/forum\/[0-9a-f]{32}\.webp$/);
  }
  await page.getByRole("checkbox", { name: "Robótica" }).check();
  await page.getByRole("checkbox", { name: "Inteligencia artificial" }).check();
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

// Two people in their own browsers, with axe on every screen.
test.describe.configure({ timeout: 90_000 });

test("a teacher shares a theme, it waits, the moderator publishes it from its page, the teacher sees it and is emailed", async ({
  browser,
  baseURL,
}) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await visit(teacher, "/foro");
  await expect(teacher.getByRole("heading", { level: 1, name: "Foro" })).toBeVisible();
  await expectAccessible(teacher);

  const title = unique("Robótica con cartón");
  await shareTheme(teacher, title, { image: true });
  await expect(teacher.getByText("Tu tema está pendiente de moderación")).toBeVisible();
  await expect(teacher.locator(".rich-text").getByRole("img", { name: "Robot de cartón" })).toBeVisible();
  await expect(teacher.locator("article").getByText("Pendiente de moderación", { exact: true })).toBeVisible();
  await expect(teacher.locator(".rich-text strong")).toHaveText("robótica");
  await expect(teacher.getByText("Podrás responder cuando el tema esté publicado.")).toBeVisible();
  await expectAccessible(teacher);
  const themePath = new URL(teacher.url()).pathname;

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await visit(moderator, themePath);
  await expect(moderator.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessible(moderator);
  await moderator.getByRole("button", { name: /^Publicar el tema de Marta R\./ }).click();
  await expect(moderator.getByRole("status").getByText("Publicado.")).toBeVisible();
  await expect(moderator.locator("article").first().getByText("Pendiente de moderación")).toHaveCount(0);

  await visit(teacher, `/foro?q=${encodeURIComponent(title)}`);
  await expect(teacher.getByRole("link", { name: title })).toBeVisible();
  await expect.poll(() => mailTo(accounts.teacher.email, themePath), { timeout: 15_000 }).toContain("ya la pueden ver");
  // And in the header's panel, unread, linking to the theme.
  await teacher.getByRole("button", { name: /^Notificaciones, \d+ sin leer$/ }).click();
  const told = teacher
    .getByRole("list", { name: "Tus notificaciones" })
    .getByRole("link", { name: `Sin leer: Se ha publicado tu tema «${title}»` });
  await expect(told).toHaveAttribute("href", themePath);
  await teacher.keyboard.press("Escape");

  // Now it can be answered; the answer waits for moderation and its author may still delete it.
  await teacher.getByRole("link", { name: title }).click();
  await teacher.getByLabel("Escribe tu respuesta").fill("Nosotros usamos cajas de cereales.");
  await teacher.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(teacher.getByRole("status").getByText("Tu respuesta está pendiente de moderación.")).toBeVisible();
  const answer = teacher.getByRole("article", { name: "Tu respuesta" });
  await expect(answer.getByText("Pendiente de moderación")).toBeVisible();
  await answer.getByRole("link", { name: /^Eliminar tu respuesta/ }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Eliminar respuesta" })).toBeVisible();
  await expectAccessible(teacher);
  await teacher.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(teacher.getByText("Todavía no hay respuestas.")).toBeVisible();
});

test("a moderator rejects a theme with a reason: it is gone, its author reads why", async ({ browser, baseURL }) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  const title = unique("Tema con datos de alumnos");
  await shareTheme(teacher, title);
  const themePath = new URL(teacher.url()).pathname;

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await visit(moderator, themePath);
  await moderator.getByRole("link", { name: /^Rechazar el tema de Marta R\./ }).click();
  await expect(moderator.getByRole("heading", { level: 1, name: "Rechazar tema" })).toBeVisible();
  await expect(moderator.getByText("Al rechazarlo también se eliminarán todas sus respuestas.")).toBeVisible();
  await moderator.getByRole("button", { name: "Sí, rechazar" }).click();
  await expect(moderator.getByText("Escribe el motivo del rechazo")).toBeVisible();
  await expectAccessible(moderator);
  await moderator.getByLabel("Motivo del rechazo").fill("Incluye nombres de alumnos");
  await moderator.getByRole("button", { name: "Sí, rechazar" }).click();
  await expect(moderator.getByRole("heading", { level: 1, name: "Foro" })).toBeVisible();

  // Gone from the forum for everybody, its author included; the author's email gives the reason.
  const response = await teacher.goto(themePath);
  expect(response?.status()).toBe(404);
  await expect.poll(() => mailTo(accounts.teacher.email, "Incluye nombres de alumnos"), { timeout: 15_000 }).toContain("Motivo");
  // Deleting it now is refused with section 8's message.
  await visit(teacher, `${themePath}/eliminar`);
  await expect(teacher.getByRole("alert")).toHaveText("No se puede eliminar porque acaba de ser moderado.");
  await expectAccessible(teacher);
});

test("the forum is Spanish only: /forum shows the language-unavailable page", async ({ visitor: page, login, baseURL }) => {
  await login(accounts.teacher);
  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/forum");
  await expect(page.getByRole("heading", { name: "Content not available in the selected language" })).toBeVisible();
  await expectAccessible(page);
});

test("without JavaScript the share form is a textarea whose lines become paragraphs, and the server's messages show", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: "es-ES", timezoneId: "Europe/Madrid", javaScriptEnabled: false });
  await context.addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL! }]);
  const page = await context.newPage();
  const login = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: accounts.teacher.email, p: accounts.teacher.password },
    },
  });
  await context.addCookies([
    { name: "token", value: (await login.json()).data.login.data.token, url: baseURL!, httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/foro-compartir");
  const title = unique("Sin JavaScript");
  await page.getByLabel("Título").fill(title);
  // Sent without a category: the server says so, and what was typed stays.
  await page.getByRole("textbox", { name: "Contenido" }).fill("Primer párrafo\n\nSegundo <b>párrafo</b>");
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByText("Elige al menos una categoría.")).toBeVisible();
  await expect(page.getByLabel("Título")).toHaveValue(title);
  await page.getByRole("checkbox", { name: "Seguridad" }).check();
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".rich-text p")).toHaveText(["Primer párrafo", "Segundo <b>párrafo</b>"]);
  await context.close();
});

test("the share form's editor by keyboard: toolbar, link and heading modals, an image of another format, an empty send", async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL!, accounts.teacher);
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("TiptapEditor")) chunks.push(request.url());
  });
  // A page without the field never asks for the editor's chunk; the share form does, once interactive.
  await visit(page, "/foro");
  expect(chunks).toEqual([]);
  await visit(page, "/foro-compartir");
  const editor = page.getByRole("textbox", { name: "Contenido" });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  expect(chunks).toHaveLength(1);

  // Sent empty: the editor's message, and the focus goes to the first refused field.
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByText("El contenido no puede estar vacío.")).toBeVisible();
  await page.getByLabel("Título").fill("Tema de prueba del editor");

  // The toolbar is one Tab stop after the title; arrows, Home and End move in it.
  await page.getByLabel("Título").focus();
  await page.keyboard.press("Tab");
  const toolbar = page.getByRole("toolbar", { name: "Formato del texto" });
  const bold = toolbar.getByRole("button", { name: "Negrita" });
  await expect(bold).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Cursiva" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(editor).toBeFocused();
  await page.keyboard.type("Texto");
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Control+b");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("End");

  // The link modal: text and a valid URL.
  await toolbar.getByRole("button", { name: "Enlace" }).click();
  const link = page.getByRole("dialog", { name: "Insertar enlace" });
  await link.getByRole("button", { name: "Insertar enlace" }).click();
  await expect(link.getByText("Este campo es obligatorio")).toHaveCount(2);
  await link.getByLabel("Texto del enlace").fill("la guía");
  await link.getByLabel("Dirección (URL)").fill("javascript:alert(1)");
  await link.getByRole("button", { name: "Insertar enlace" }).click();
  await expect(link.getByText("No es una URL válida")).toBeVisible();
  await expectAccessible(page);
  await link.getByLabel("Dirección (URL)").fill("https://example.org/guia");
  await link.getByRole("button", { name: "Insertar enlace" }).click();
  await expect(link).toHaveCount(0);
  await expect(editor.getByRole("link", { name: "la guía" })).toHaveAttribute("href", "https://example.org/guia");

  // The heading modal closes with Escape and gives the focus back to its button.
  const heading = toolbar.getByRole("button", { name: "Encabezado" });
  await heading.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Insertar encabezado" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(heading).toBeFocused();

  // An image of another format is refused in the modal.
  await toolbar.getByRole("button", { name: "Imagen" }).click();
  const image = page.getByRole("dialog", { name: "Insertar imagen" });
  await image
    .getByLabel("Imagen", { exact: true })
    .setInputFiles({ name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await image.getByRole("button", { name: "Insertar imagen" }).click();
  await expect(image.getByText("El formato de la imagen no es válido")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("checkbox", { name: "Juego", exact: true }).check();
  await page.getByRole("button", { name: "Enviar a moderación" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tema de prueba del editor" })).toBeVisible();
  const stored = page.locator(".rich-text");
  await expect(stored.locator("strong")).toHaveText("Texto");
  await expect(stored.getByRole("link", { name: "la guía" })).toHaveAttribute("rel", "noopener nofollow ugc");
});
