import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

test("404 page in both languages", async ({ visitor: page, baseURL }) => {
  const res = await page.goto("/esta-pagina-no-existe");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "¡Vaya! La página a la que intentas acceder no existe." })).toBeVisible();
  await expect(page).toHaveTitle("Página no encontrada · Código Pequeño");
  await expectAccessible(page);
  // An address a screen does not know (its loader's 404 reaches the root's error boundary) and a publication's.
  expect((await page.goto("/actividades/no-existe-esta-actividad"))?.status()).toBe(404);
  await expect(page).toHaveTitle("Página no encontrada · Código Pequeño");
  expect((await page.goto("/noticias/no-existe-esta-noticia"))?.status()).toBe(404);
  await expect(page).toHaveTitle("Página no encontrada · Código Pequeño");
  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: "Oops! The webpage that you are trying to access does not exist." })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Código Pequeño");
  await page.goto("/activities/no-such-activity");
  await expect(page).toHaveTitle("Page not found · Código Pequeño");
});

test("a licence page gives a signed-in user without a licence the 403 page", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const res = await page.goto("/mi-panel");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Añadir una licencia" })).toBeVisible();
  await expect(page).toHaveTitle("Acceso restringido · Código Pequeño");
  await expectAccessible(page);
  await page.goto("/my-panel");
  await expect(page.getByRole("heading", { name: "Sorry, you do not have permission to continue." })).toBeVisible();
  await expect(page).toHaveTitle("Restricted access · Código Pequeño");
  // A client navigation to a page the user may not see shows the 403 page too, and back again.
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Sorry, you do not have permission to continue." })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Sorry, you do not have permission to continue." })).toBeVisible();
});

test("the moderation queue gives a signed-in non-moderator the 403 page, without the licence hint", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const res = await page.goto("/moderacion");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Añadir una licencia" })).toHaveCount(0);
});

test("a licensed teacher reaches my panel; a visitor is sent to log in first", async ({ visitor: page, login }) => {
  await page.goto("/mi-panel");
  await expect(page).toHaveURL("/acceder?page=%2Fmi-panel");
  await login(accounts.teacher);
  await page.goto("/mi-panel");
  await expect(page.getByRole("heading", { name: `¡Hola, ${accounts.teacher.name}!` })).toBeVisible();
  await expect(page.getByText("Robótica e inteligencia artificial")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/my-panel");
  await expect(page.getByText("Robotics and artificial intelligence")).toBeVisible();
});

test("a Spanish-only screen in English shows the language-unavailable page", async ({ visitor: page, login, baseURL }) => {
  await login(accounts.teacher);
  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { name: "Content not available in the selected language" })).toBeVisible();
  await expect(page).toHaveTitle("Content not available in the selected language · Código Pequeño");
  await expectAccessible(page);
});

test("a course preview (staff and event managers) sends a visitor to log in first, back to the preview", async ({ visitor: page }) => {
  await page.goto("/curso/1/preview");
  await expect(page).toHaveURL("/acceder?page=%2Fcurso%2F1%2Fpreview");
  await expect(page.getByRole("heading", { level: 1, name: "Accede a tu cuenta" })).toBeVisible();
  await expectAccessible(page);
});
