import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// Two people (staff, then a teacher), axe on every screen.
test.describe.configure({ timeout: 60_000 });

test("staff write a notice as a draft and publish it; a teacher reads it, answers, and deletes the pending answer", async ({
  visitor: page,
  login,
}) => {
  const title = `Aviso de prueba ${Date.now()}`;
  await login(accounts.developer);
  await page.goto("/anuncios");
  await expect(page.getByRole("heading", { name: "Tablón de anuncios", level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The title is required: the server says so and keeps what was typed.
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByText("Escribe un título")).toBeVisible();
  await page.getByLabel("Título").fill(title);
  await page.getByRole("textbox", { name: "Texto del anuncio" }).fill("La semana que viene abrimos el plazo.");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Borrador guardado.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Publicar el anuncio" }).click();
  await expect(page.getByText("Anuncio publicado: lo hemos avisado a los docentes.")).toBeVisible();

  await page.context().clearCookies({ name: "token" });
  await login(accounts.teacher);
  await page.goto("/anuncios?orden=recentFirst");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByLabel("Tu respuesta").fill("¡Apuntados!");
  await page.getByRole("button", { name: "Responder" }).click();
  await expect(page.getByText("Gracias: tu respuesta se publicará cuando la revise un moderador.")).toBeVisible();
  await expect(page.getByText("Pendiente de moderación: solo lo ves tú")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Eliminar mi respuesta" }).click();
  await expect(page.getByRole("heading", { name: "Eliminar respuesta" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("¡Apuntados!")).toHaveCount(0);

  // The bulletin exists in Spanish only.
  await page.goto("/bulletin");
  await expect(page.getByText("Content not available in the selected language").first()).toBeVisible();
});
