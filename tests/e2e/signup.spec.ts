import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test("sign-up shows each validation message in Spanish, in the browser", async ({ visitor: page }) => {
  await page.goto("/registro");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Es necesario rellenar el email")).toBeVisible();
  await expect(page.getByText("Es necesario rellenar el nombre")).toBeVisible();
  await expect(page.getByText("Es necesario rellenar los apellidos")).toBeVisible();
  await expect(page.getByText("No es una fecha válida")).toBeVisible();
  await expect(page.getByText("Mínimo 6 caracteres y máximo 36 caracteres")).toBeVisible();
  await expect(page.getByText("Debes aceptar la política de privacidad")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Email", { exact: true }).fill("no-es-email");
  await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
  await page.getByLabel("Repite la contraseña").fill("secreto2");
  await page.getByLabel("Fecha de nacimiento").fill(yearsAgo(12));
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("No es un email válido")).toBeVisible();
  await expect(page.getByText("La contraseña no coincide")).toBeVisible();
  await expect(page.getByText("Si tienes menos de 14 años no puedes crearte una cuenta")).toBeVisible();
});

test("the server refuses an email already used, and a valid sign-up signs the user in", async ({ visitor: page }) => {
  await page.goto("/registro");
  const fill = async (email: string) => {
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Nombre").fill("Nora");
    await page.getByLabel("Apellidos").fill("Vega");
    await page.getByLabel("Fecha de nacimiento").fill("1988-09-12");
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    await page.getByLabel("Repite la contraseña").fill("secreto1");
    await page.getByLabel(/acepto la política de privacidad/).check();
  };
  await fill(accounts.family.email);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Ya existe un usuario con ese email")).toBeVisible();

  const email = `nora${Date.now()}@example.org`;
  await fill(email);
  await page.getByLabel(/novedades y avisos/).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL("/registro-exito");
  await expect(page.getByRole("heading", { name: "¡Tu cuenta está lista!" })).toBeVisible();
  await expectAccessible(page);
  // Signed in: the profile opens without a detour through the login page.
  await page.goto("/mi-cuenta/configuracion");
  await expect(page.getByText(email)).toBeVisible();
});

test("sign-up messages in English", async ({ visitor: page }) => {
  await page.goto("/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Complete email")).toBeVisible();
  await expect(page.getByText("Minimum 6 characters and maximum 36 characters")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("x@");
  await page.getByLabel("Date of birth").fill(yearsAgo(13));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email not valid")).toBeVisible();
  await expect(page.getByText("If you are under 14 you cannot create an account")).toBeVisible();
  await expectAccessible(page);
});

test("mismatched passwords, then a click on the privacy checkbox ticks it (the message does not move it away)", async ({
  visitor: page,
}) => {
  await page.goto("/registro");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
  await page.getByLabel("Repite la contraseña").fill("secreto2");
  const privacy = page.getByLabel(/acepto la política de privacidad/);
  await privacy.click();
  await expect(page.getByText("La contraseña no coincide")).toBeVisible();
  await expect(privacy).toBeChecked();
});

test("signing up from an activity leads back to it", async ({ visitor: page }) => {
  const activity = "/actividades/detectives-de-contrasenas";
  await page.goto(`/registro?page=${encodeURIComponent(activity)}`);
  await page.getByLabel("Email", { exact: true }).fill(`vuelta${Date.now()}@example.org`);
  await page.getByLabel("Nombre").fill("Nora");
  await page.getByLabel("Apellidos").fill("Vega");
  await page.getByLabel("Fecha de nacimiento").fill("1988-09-12");
  await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
  await page.getByLabel("Repite la contraseña").fill("secreto1");
  await page.getByLabel(/acepto la política de privacidad/).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: "¡Tu cuenta está lista!" })).toBeVisible();
  await page.getByRole("link", { name: "Volver a donde estabas" }).click();
  await expect(page).toHaveURL(activity);
});
