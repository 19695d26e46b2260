import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** The e2e server has no SMTP_URL: mail goes to its outbox, which E2E_OUTBOX names. */
function latestLinkTo(email: string): string {
  const outbox = process.env.E2E_OUTBOX!;
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/[^\s"<>]+token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  throw new Error(`no mail for ${email}`);
}

async function signUp(page: import("@playwright/test").Page, email: string, password: string) {
  await page.goto("/registro");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Nombre").fill("Olga");
  await page.getByLabel("Apellidos").fill("Prieto");
  await page.getByLabel("Fecha de nacimiento").fill("1980-01-15");
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByLabel("Repite la contraseña").fill(password);
  await page.getByLabel(/acepto la política de privacidad/).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL("/registro-exito");
  await page.context().clearCookies({ name: "token" });
}

test("forgot → email → restore → log in with the new password", async ({ visitor: page }) => {
  const email = `olvido${Date.now()}@example.org`;
  await signUp(page, email, "antigua-1");
  await page.goto("/acceder");
  await page.getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
  await expect(page).toHaveURL("/contrasena-olvidada");
  await expectAccessible(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar de nuevo" })).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(() => {
      try {
        return latestLinkTo(email);
      } catch {
        return "";
      }
    })
    .toContain("/restaurar-contrasena?token=");
  const link = new URL(latestLinkTo(email));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveTitle("Elige una contraseña nueva · Código Pequeño");
  await expectAccessible(page);
  await page.getByLabel("Nueva contraseña", { exact: true }).fill("nueva-1");
  await page.getByLabel("Repite la nueva contraseña").fill("nueva-2");
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
  await expect(page.getByText("Las nuevas contraseñas no coinciden")).toBeVisible();
  await page.getByLabel("Repite la nueva contraseña").fill("nueva-1");
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
  await expect(page.getByRole("heading", { name: "¡Contraseña cambiada!" })).toBeVisible();

  // The link is spent.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Este enlace no es válido" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();

  await page.goto("/acceder");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill("nueva-1");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/");
});

test("change password, in English, with the wrong current password first", async ({ visitor: page }) => {
  const email = `change${Date.now()}@example.org`;
  await signUp(page, email, "first-pass");
  await page.goto("/access");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("first-pass");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/my-account/change-password");
  await expect(page).toHaveTitle("Change password · Código Pequeño");
  await expectAccessible(page);
  await page.getByLabel("Current password").fill("not-it");
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByLabel("Repeat the new password").fill("second-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Error in current password")).toBeVisible();
  await page.getByLabel("Current password").fill("first-pass");
  // The server's message goes once the field it was about changes.
  await expect(page.getByText("Error in current password")).toBeHidden();
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByLabel("Repeat the new password").fill("second-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText(/Your password has been changed/);
  await expectAccessible(page);
  await page.goto("/my-account/create-password");
  await expect(page).toHaveTitle("Create a password · Código Pequeño");
  await page.goto("/mi-cuenta/crear-contrasena");
  await expect(page).toHaveTitle("Crear una contraseña · Código Pequeño");
});

test("an invalid restore link in English", async ({ visitor: page }) => {
  await page.goto("/restore-password?token=made-up");
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await expectAccessible(page);
});
