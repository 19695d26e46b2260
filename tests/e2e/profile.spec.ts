import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { encodeIdentity, MOCK_IDENTITY_COOKIE } from "../../server/test/oidc.ts";
import { accounts, dismissConsent, expect, expectAccessible, test } from "./fixtures.ts";

/** A fresh account through the sign-up form (the demo accounts are shared: never changed here). */
async function signUp(page: Page, lang: "es" | "en", prefix: string) {
  const email = `${prefix}${Date.now()}@example.org`;
  const es = lang === "es";
  await page.goto(es ? "/registro" : "/signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(es ? "Nombre" : "First name").fill("Nuria");
  await page.getByLabel(es ? "Apellidos" : "Last name").fill("Campos");
  await page.getByLabel(es ? "Fecha de nacimiento" : "Date of birth").fill("1986-04-21");
  await page.getByLabel(es ? "Contraseña" : "Password", { exact: true }).fill("secreto1");
  await page.getByLabel(es ? "Repite la contraseña" : "Repeat password").fill("secreto1");
  await page.getByLabel(es ? /acepto la política de privacidad/ : /accept the privacy policy/).check();
  await page.getByRole("button", { name: es ? "Crear cuenta" : "Create account" }).click();
  await expect(page).toHaveURL(es ? "/registro-exito" : "/signup-success");
  return { email, password: "secreto1" };
}

const photo = async (format: "png" | "jpeg") =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 6, g: 214, b: 160 } } })
    .toFormat(format)
    .toBuffer();

test("completing the personal data (with a province) makes the data banner go", async ({ visitor: page }) => {
  await signUp(page, "es", "datos");
  await page.goto("/mi-cuenta/configuracion");
  const banner = page.getByRole("region", { name: "Completa tu perfil" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: "Datos personales" })).toBeVisible();
  await expectAccessible(page);

  // The browser applies sign-up's rules before sending anything.
  await page.getByLabel("Nombre", { exact: true }).fill("");
  await page.getByLabel("Fecha de nacimiento").fill(yearsAgo(13));
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Es necesario rellenar el nombre")).toBeVisible();
  await expect(page.getByText("Si tienes menos de 14 años no puedes crearte una cuenta")).toBeVisible();
  await expect(page.getByText("Elige una provincia")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Nombre", { exact: true }).fill("Nuria");
  await page.getByLabel("Fecha de nacimiento").fill("1986-04-21");
  await page.getByLabel("Provincia", { exact: true }).selectOption({ label: "Cantabria" });
  await page.getByLabel("Sin especificar / otro").check();
  await page.getByLabel(/novedades y avisos/).check();
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tus datos se han guardado" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Provincia", { exact: true })).toHaveValue("39");
  await expect(page.getByLabel("Sin especificar / otro")).toBeChecked();
  await expect(page.getByLabel(/novedades y avisos/)).toBeChecked();
  await expect(banner).toHaveCount(0);
  // The other settings: password, deletion, linked accounts, and the licence read only.
  await expect(page.getByRole("link", { name: "Cambiar la contraseña" })).toHaveAttribute("href", "/mi-cuenta/cambiar-contrasena");
  await expect(page.getByRole("link", { name: "Borrar mi cuenta" })).toHaveAttribute("href", "/mi-cuenta/borrar-cuenta");
  await expect(page.getByText("No tienes ninguna licencia profesional asignada.")).toBeVisible();
});

test("uploading a profile photo, and a file that is not an image", async ({ visitor: page }) => {
  await signUp(page, "es", "foto");
  await page.goto("/mi-cuenta/configuracion");
  await page.getByLabel("Provincia", { exact: true }).selectOption({ label: "Madrid" });
  const file = page.getByLabel("Imagen de perfil", { exact: true });

  await file.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("El formato de la imagen no es válido")).toBeVisible();
  await file.setInputFiles({ name: "enorme.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("El archivo pesa más de 10Mb")).toBeVisible();

  // A file that claims to be a PNG passes the browser's check; the server reads its content.
  await file.setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("no soy una imagen") });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error al actualizar los datos" })).toBeVisible();
  await expect(page.getByText("El formato de la imagen no es válido")).toBeVisible();
  await expect(page.getByRole("img", { name: "Tu imagen de perfil" })).toHaveCount(0);
  await expectAccessible(page);

  await file.setInputFiles({ name: "yo.jpg", mimeType: "image/jpeg", buffer: await photo("jpeg") });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tus datos se han guardado" })).toBeVisible();
  const image = page.getByRole("img", { name: "Tu imagen de perfil" });
  await expect(image).toBeVisible();
  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.webp$/);
  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await expectAccessible(page);

  // Replacing it deletes the old file.
  await file.setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: await photo("png") });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(image).not.toHaveAttribute("src", src);
  expect((await page.request.get(src)).status()).toBe(404);
});

test("without JavaScript the server checks the form and shows the error", async ({ browser, baseURL }) => {
  const page = await noScriptPage(browser, baseURL!);
  await signUp(page, "es", "sinjs");
  await page.goto("/mi-cuenta/configuracion");
  await page.getByLabel("Apellidos").fill("");
  await page.getByLabel("Provincia", { exact: true }).selectOption({ label: "Sevilla" });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error al actualizar los datos" })).toBeVisible();
  await expect(page.getByText("Es necesario rellenar los apellidos")).toBeVisible();
  await page.getByLabel("Apellidos").fill("Campos");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("¡Listo! Tus datos se han guardado.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Completa tu perfil" })).toHaveCount(0);
  await page.context().close();
});

test("the settings tab in English", async ({ visitor: page }) => {
  await signUp(page, "en", "english");
  await page.goto("/my-account/settings");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const banner = page.getByRole("region", { name: "Complete your profile" });
  await expect(banner).toBeVisible();
  await page.getByLabel("Province", { exact: true }).selectOption({ label: "Illes Balears" });
  await page.getByLabel("Female").check();
  await page
    .getByLabel("Profile image", { exact: true })
    .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The file weighs more than 10Mb")).toBeVisible();
  await page
    .getByLabel("Profile image", { exact: true })
    .setInputFiles({ name: "fake.gif", mimeType: "image/gif", buffer: Buffer.from("GIF? no") });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error updating data" })).toBeVisible();
  await expect(page.getByText("The image format is not valid")).toBeVisible();
  await page.getByLabel("Profile image", { exact: true }).setInputFiles([]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Done! Your details have been saved.")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectAccessible(page);
});

test("deleting the account signs out, and the account can no longer log in", async ({ visitor: page }) => {
  const { email, password } = await signUp(page, "es", "borrar");
  await page.goto("/mi-cuenta/configuracion");
  await page.getByRole("link", { name: "Borrar mi cuenta" }).click();
  await expect(page).toHaveURL("/mi-cuenta/borrar-cuenta");
  await expect(page.getByRole("heading", { name: "Borrar mi cuenta" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
  await expect(page.getByText("Marca la casilla para confirmar que quieres borrar tu cuenta")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Entiendo que mi cuenta y mis datos se borrarán/).check();
  await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
  await expect(page.getByRole("heading", { name: "Tu cuenta se ha borrado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Acceder" })).toBeVisible();
  await expectAccessible(page);
  expect((await page.context().cookies()).find((c) => c.name === "token")).toBeUndefined();

  await page.goto("/acceder");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("El email o la contraseña no son correctos")).toBeVisible();
});

test("deleting the account in English", async ({ visitor: page }) => {
  await signUp(page, "en", "delete");
  await page.goto("/my-account/delete-account");
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  await page.getByLabel(/I understand that my account and my data will be deleted/).check();
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expectAccessible(page);
  // Signed out: the account pages now ask to log in.
  await page.goto("/my-account/settings");
  await expect(page).toHaveURL(/\/access\?page=/);
});

for (const lang of ["es", "en"] as const) {
  const es = lang === "es";
  test(`[${lang}] an account made through Microsoft completes its birthdate, with sign-up's rules`, async ({ visitor: page }) => {
    // The local Microsoft provider signs in whoever this cookie names (server/test/oidc.ts).
    const sub = `fecha-${lang}-${Date.now()}`;
    const identity = encodeIdentity({ sub, email: `${sub}@example.org`, xms_edov: true, name: "Teo Marín" });
    await page
      .context()
      .addCookies([{ name: MOCK_IDENTITY_COOKIE, value: identity, url: `http://localhost:${process.env.E2E_MICROSOFT_PORT}` }]);
    await page.goto(es ? "/registro" : "/signup");
    await page.getByRole("button", { name: es ? "Continuar con Microsoft" : "Continue with Microsoft" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(es ? /^\/fecha-nacimiento\/[\w-]+$/ : /^\/birthdate\/[\w-]+$/);
    await expect(page.getByRole("heading", { name: es ? "¿Cuándo naciste?" : "When were you born?" })).toBeVisible();
    await expectAccessible(page);
    const date = page.getByLabel(es ? "Fecha de nacimiento" : "Date of birth");
    const submit = page.getByRole("button", { name: es ? "Guardar y continuar" : "Save and continue" });
    await submit.click();
    await expect(page.getByText(es ? "No es una fecha válida" : "Date not valid")).toBeVisible();
    await date.fill(yearsAgo(13));
    await submit.click();
    await expect(
      page.getByText(es ? "Si tienes menos de 14 años no puedes crearte una cuenta" : "If you are under 14 you cannot create an account"),
    ).toBeVisible();
    await expectAccessible(page);
    // Until a valid birthday is given the account can go nowhere else (legal texts aside).
    const birthdatePage = page.url();
    await page.goto(es ? "/mi-cuenta" : "/my-account");
    await expect(page).toHaveURL(birthdatePage);
    await page.goto(es ? "/legal/politica-privacidad" : "/legal/privacy-policy");
    await expect(page).toHaveURL(es ? "/legal/politica-privacidad" : "/legal/privacy-policy");
    await page.goto(birthdatePage);
    await date.fill("1990-06-30");
    await submit.click();
    await expect(page).toHaveURL(es ? "/mi-cuenta/configuracion" : "/my-account/settings");
    await expect(page.getByLabel(es ? "Fecha de nacimiento" : "Date of birth")).toHaveValue("1990-06-30");
  });
}

test("the birthdate page is only the signed-in user's, and only while the birthday is missing", async ({ visitor: page, login }) => {
  await login(accounts.family);
  await page.goto("/mi-cuenta/configuracion");
  const id = await page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    return ((await response.json()) as { data: { me: { id: string } } }).data.me.id;
  });
  // Demo accounts have a birthday: the page sends them to the settings tab.
  await page.goto(`/fecha-nacimiento/${id}`);
  await expect(page).toHaveURL("/mi-cuenta/configuracion");
  const other = await page.goto("/fecha-nacimiento/00000000-0000-4000-8000-000000000000");
  expect(other?.status()).toBe(404);
  await page.context().clearCookies({ name: "token" });
  await page.goto(`/birthdate/${id}`);
  await expect(page).toHaveURL(`/access?page=${encodeURIComponent(`/birthdate/${id}`)}`);
});

test("without JavaScript, deleting without the confirmation is refused by the server", async ({ browser, baseURL }) => {
  const page = await noScriptPage(browser, baseURL!);
  await signUp(page, "es", "sinjsborrar");
  await page.goto("/mi-cuenta/borrar-cuenta");
  await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error al borrar la cuenta" })).toBeVisible();
  await expect(page.getByText("Marca la casilla para confirmar que quieres borrar tu cuenta")).toBeVisible();
  await page.getByLabel(/Entiendo que mi cuenta y mis datos se borrarán/).check();
  await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
  await expect(page.getByRole("heading", { name: "Tu cuenta se ha borrado" })).toBeVisible();
  await page.context().close();
});

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "es-ES" });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  return page;
}
