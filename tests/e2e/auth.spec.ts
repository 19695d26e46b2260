import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

test("a login-required page sends a visitor to access with ?page= and back there after login", async ({ visitor: page }) => {
  await page.goto("/mi-cuenta/configuracion");
  await expect(page).toHaveURL("/acceder?page=%2Fmi-cuenta%2Fconfiguracion");
  await expectAccessible(page);
  await page.getByLabel("Email", { exact: true }).fill(accounts.teacher.email);
  await page.getByLabel("Contraseña").fill("mala-clave");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("El email o la contraseña no son correctos");
  await page.getByLabel("Contraseña").fill(accounts.teacher.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/mi-cuenta/configuracion");
  await expect(page.getByText(accounts.teacher.email)).toBeVisible();
  await expect(page.getByText("CEIP Miguel de Cervantes")).toBeVisible();
  await expectAccessible(page);
});

test("login and logout; logout ends the session", async ({ visitor: page }) => {
  await page.goto("/access");
  await page.getByLabel("Email", { exact: true }).fill(accounts.family.email);
  await page.getByLabel("Password").fill(accounts.family.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/");
  const logout = page.getByRole("button", { name: /Cerrar sesión|Log out/ });
  if (!(await logout.isVisible())) await page.getByRole("button", { name: new RegExp(accounts.family.name) }).click();
  await page.getByRole("button", { name: /Cerrar sesión|Log out/ }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/mi-cuenta");
  await expect(page).toHaveURL(/\/acceder\?page=/);
});

test("an English failed login says so in English", async ({ visitor: page }) => {
  await page.goto("/access");
  await page.getByLabel("Email", { exact: true }).fill("nobody@example.org");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
});

test("anonymous-only pages send a signed-in user to the settings tab", async ({ visitor: page, login }) => {
  await login(accounts.family);
  await page.goto("/registro");
  await expect(page).toHaveURL("/mi-cuenta/configuracion");
  await page.goto("/access");
  await expect(page).toHaveURL("/my-account/settings");
});
