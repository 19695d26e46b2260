import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// Issue 14, formations opened by an access code. The demo seed's published formation has the fixed demo code
// (server/db/seed/formations.ts: DEMO_FORMATION_CODES); the unpublished one is the second formation seeded.
const CODE = "AULA5-DGTAL";

test("a licensed teacher types a wrong code, is told so, then opens the formation with the right one", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/mi-panel");
  await page.getByRole("link", { name: "Acceso a una formación con código" }).click();
  await expect(page).toHaveURL(/\/formacion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Acceso a la formación" })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByRole("textbox", { name: "Código de acceso" });
  await field.fill("ZZZZZ-ZZZZZ");
  await page.getByRole("button", { name: "Entrar en la formación" }).click();
  const message = page.getByText("El código no es correcto");
  await expect(message).toBeVisible();
  // The message is the field's description, and the field takes the focus with it.
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/^El código no es correcto/);
  await expect(field).toBeFocused();
  await expectAccessible(page);

  // Lower case and without the dash: the code is read as typed.
  await field.fill(CODE.toLowerCase().replace("-", ""));
  await page.getByRole("button", { name: "Entrar en la formación" }).click();
  await expect(page).toHaveURL(new RegExp(`/formacion/${CODE}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Competencia digital docente: programar y crear con el alumnado de primaria" }),
  ).toBeVisible();
  const sessions = page.getByRole("region", { name: "Sesiones" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  // Dates in Spanish, in Madrid's time: the sessions start at 17:00.
  await expect(sessions.getByText(/^17:00–19:00, hora peninsular$/).first()).toBeVisible();
  await expect(sessions.getByRole("link", { name: "Entrar en la sesión en línea" })).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByRole("region", { name: "Material" }).getByRole("heading", { name: "Antes de la primera sesión" })).toBeVisible();
  const file = page.getByRole("link", { name: /^Descargar «Plan de la sesión de formación docente»/ });
  await expect(file).toHaveAttribute("href", "/formacion/descargas/archivo/plan-sesion-formacion-docente.pdf");
  await expectAccessible(page);
});

test("staff preview an unpublished formation that teachers are told is not available", async ({ visitor: page, login }) => {
  await login(accounts.developer);
  await page.goto("/formacion/2/preview");
  await expect(page.getByText("Vista previa", { exact: true })).toBeVisible();
  await expect(page.getByText("Sin publicar: los docentes que escriban el código AULA6-BETAS verán que no está disponible.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Seguridad y bienestar digital en el aula" })).toBeVisible();
  await expectAccessible(page);

  await login(accounts.teacher);
  await page.goto("/formacion/AULA6-BETAS");
  await expect(page.getByRole("heading", { level: 1, name: "Esta formación no está disponible" })).toBeVisible();
  await expectAccessible(page);
});
