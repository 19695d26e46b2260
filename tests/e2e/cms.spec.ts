import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

/**
 * The back office (issue 18): a signed-out admin asks for /cms, signs in on the staff sign-in and is brought back;
 * from the one navigation they find an account, make it a moderator (who then has the moderation desk), and the
 * audit log shows who did it, when, and the roles before and after.
 */
test("an admin makes an account a moderator and the audit log shows it", async ({ visitor: page, browser, baseURL }) => {
  await page.goto("/cms");
  await expect(page).toHaveURL("/cms/login?page=%2Fcms");
  await page.getByLabel("Email").fill(accounts.admin.email);
  await page.getByLabel("Contraseña").fill(accounts.admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/cms");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión (CMS)" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Personas y roles" }).click();
  await page.getByRole("searchbox", { name: "Buscar cuentas" }).fill("familia@demo.test");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("status")).toHaveText("1 cuenta");
  await expectAccessible(page);
  await page.getByRole("link", { name: accounts.family.email }).click();
  await expect(page.getByRole("heading", { level: 1, name: accounts.family.email })).toBeVisible();
  await page.getByRole("checkbox", { name: "Moderación" }).check();
  await page.getByRole("button", { name: "Guardar roles" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Roles guardados." })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Moderación" })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Ver sus cambios en el registro" }).click();
  const row = page.getByRole("row").filter({ hasText: "Roles de equipo" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText(accounts.admin.email);
  await expect(row.getByRole("cell").nth(3)).toHaveText(accounts.family.email);
  await expect(row.getByRole("cell").nth(4)).toHaveText("ninguno → Moderación");
  await expectAccessible(page);

  // The family account now has the moderation desk.
  const context = await browser.newContext({ baseURL });
  const family = await context.newPage();
  const login = await family.request.post("/graphql", {
    data: { query: `mutation { login(email: "${accounts.family.email}", password: "${accounts.family.password}") { __typename } }` },
  });
  expect((await login.json()).data.login.__typename).toBe("MutationLoginSuccess");
  expect((await family.goto("/moderacion"))?.status()).toBe(200);
  await context.close();

  // Put the demo back as it was, for the other journeys (the change is audited too).
  await page.goto((await page.getByRole("link", { name: accounts.family.email }).getAttribute("href")) ?? "/cms/personas");
  await page.getByRole("checkbox", { name: "Moderación" }).uncheck();
  await page.getByRole("button", { name: "Guardar roles" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Roles guardados." })).toBeVisible();
});
