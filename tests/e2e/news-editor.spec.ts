import sharp from "sharp";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * The news editor (issue 18): an event manager drafts a news item in Spanish and English (the editor warns while the
 * English text is missing), previews it as the public will see it in both languages, schedules it for the next
 * minute of the product's clock, and a visitor finds it at its time (not before).
 */
test("an event manager drafts, previews and schedules a news item that appears at its time", async ({
  visitor: page,
  login,
  browser,
  baseURL,
}) => {
  // A scheduled item waits for its time; beside the other worker, about a minute and a half (decision 054).
  test.setTimeout(240_000);
  await login(accounts.eventManager);
  await page.goto("/");
  await page.getByRole("button", { name: /Menú de la cuenta/ }).click();
  await page.getByRole("link", { name: "Editor de noticias" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editor de noticias" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Nueva noticia" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nueva noticia" })).toBeVisible();
  const slug = `taller-de-robots-${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Título (español)" }).fill("Taller de robots en la biblioteca");
  await page.getByRole("textbox", { name: "Resumen (español)" }).fill("Niñas y niños programan su primer robot.");
  await page.getByRole("textbox", { name: "Texto (español)" }).fill("## Cómo fue\n\nVeinte familias programaron robots.");
  // Written in Spanish only: the English title warns, and the warning goes once it is written.
  const englishTitle = page.getByRole("textbox", { name: "Título (inglés)" });
  await expect(englishTitle).toHaveAccessibleDescription(/Falta la traducción al inglés/);
  await englishTitle.fill("Robot workshop at the library");
  await expect(englishTitle).not.toHaveAccessibleDescription(/Falta la traducción/);
  await page.getByRole("textbox", { name: "Resumen (inglés)" }).fill("Children program their first robot.");
  await page.getByRole("textbox", { name: "Texto (inglés)" }).fill("## How it went\n\nTwenty families programmed robots.");
  await page.getByRole("textbox", { name: "Dirección" }).fill(slug);
  const cover = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await page.getByLabel("Imagen de portada").setInputFiles({ name: "portada.png", mimeType: "image/png", buffer: cover });
  await expect(page.getByRole("radio", { name: /Borrador/ })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Noticia creada." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Editar noticia" })).toBeVisible();

  // The preview, as the public will see it, in each language.
  await page.getByRole("link", { name: "Vista previa en español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Taller de robots en la biblioteca" })).toBeVisible();
  await expect(page.getByText("Es un borrador: el público todavía no la ve.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Cómo fue" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Vista previa en inglés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Robot workshop at the library" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How it went" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit news item" })).toBeVisible();
  await page.goto(page.url().replace("/cms/news/", "/cms/noticias/"));

  // Scheduled for the next minute of the product's clock (the field's earliest value is its present minute).
  const time = page.getByLabel("Fecha y hora de publicación");
  const earliest = (await time.getAttribute("min")) ?? "";
  const at = new Date(new Date(`${earliest}:00Z`).getTime() + 60_000).toISOString().slice(0, 16);
  await page.getByRole("radio", { name: /Programado/ }).check();
  await time.fill(at);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cambios guardados." })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Programado/ })).toBeChecked();
  await expect(page.getByText(/Está programada: el público la verá a partir del/)).toBeVisible();

  // A visitor does not find it before its time, and does from then on.
  const visitor = await openAs(browser, baseURL!, null);
  expect((await visitor.goto(`/noticias/${slug}`))?.status()).toBe(404);
  await expect.poll(async () => (await visitor.goto(`/noticias/${slug}`))?.status(), { timeout: 100_000, intervals: [5_000] }).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "Taller de robots en la biblioteca" })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.goto(`/news/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Robot workshop at the library" })).toBeVisible();
  await visitor.context().close();
});
