import type { Browser, BrowserContext, Page } from "@playwright/test";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

/**
 * Issue 31 §2, no dead clicks: the public and teacher forms with the page's scripts off (every control a plain link or
 * form the server answers, the focus back where it was), and with them held back 3 s (what a click does before the
 * page has hydrated). And §3.13: the phone menu closes after a language switch.
 */

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** A browser without scripts, signed in as `account` (or a visitor), with or without a cookie choice made. */
async function withoutScripts(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string } | null,
  options: { consent?: boolean; phone?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    javaScriptEnabled: false,
    ...(options.phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  if (options.consent ?? true) await context.addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL }]);
  if (account) await signIn(context, baseURL, account);
  return context.newPage();
}

async function signIn(context: BrowserContext, baseURL: string, account: { email: string; password: string }) {
  const response = await context.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: account.email, p: account.password },
    },
  });
  await context.addCookies([
    { name: "token", value: (await response.json()).data.login.data.token, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * axe runs in the page's own JavaScript: it checks what a browser without scripts gets in a page whose own scripts
 * never arrive (the server's markup, as it stays without them), with the same cookies.
 */
async function expectAccessibleWithoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: "es-ES", viewport: page.viewportSize() });
  await context.addCookies(await page.context().cookies());
  await context.route("**/assets/*.js", (route) => route.abort());
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectAccessible(copy);
  await context.close();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

async function openActivity(page: Page): Promise<string> {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: { query: "{ activities(filter: { access: open }, pageSize: 1) { items { slug } } }" },
  });
  return (await response.json()).data.activities.items[0].slug as string;
}

test.describe("without scripts", () => {
  test("the language switch stores the choice: the shared home page comes in the chosen language", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, null);
    await page.goto("/metodologia");
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL("/methodology");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await cookie(page, "language")).toBe("en");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Leer esta página en español" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await cookie(page, "language")).toBe("es");
    await page.context().close();
  });

  test("the cookie banner's buttons store the choice and come back to the page; configure leads to the settings form", async ({
    browser,
    baseURL,
  }) => {
    const page = await withoutScripts(browser, baseURL!, null, { consent: false, phone: true });
    await page.goto("/metodologia");
    const banner = page.getByRole("region", { name: "Tu privacidad" });
    await expect(banner).toBeVisible();
    await expectAccessibleWithoutScripts(browser, page);
    await banner.getByRole("button", { name: "Aceptar todas" }).click();
    await expect(page).toHaveURL("/metodologia");
    await expect(banner).toHaveCount(0);
    expect(await cookie(page, "cookieConsent")).toBe("1.1");

    // Settings: the cookie policy's form, its confirmation focused on the way back.
    await page.context().clearCookies();
    await page.goto("/actividades");
    await banner.getByRole("link", { name: "Configurar" }).click();
    await expect(page).toHaveURL("/legal/politica-cookies#cookie-settings");
    const settings = page.getByRole("region", { name: "Tus preferencias de cookies" });
    await settings.getByRole("checkbox", { name: /^Analítica/ }).check();
    await settings.getByRole("button", { name: "Guardar preferencias" }).click();
    await expect(page).toHaveURL("/legal/politica-cookies?cookies=saved");
    await expect(page.getByRole("status").filter({ hasText: "Preferencias guardadas." })).toBeFocused();
    expect(await cookie(page, "cookieConsent")).toBe("1.0");
    await expect(settings.getByRole("checkbox", { name: /^Analítica/ })).toBeChecked();
    await page.context().close();
  });

  test("the phone menu opens and closes (the browser's popover)", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, null, { phone: true });
    await page.goto("/actividades");
    const navigation = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(navigation).toBeHidden();
    await page.getByRole("button", { name: "Menú" }).click();
    await expect(navigation).toBeVisible();
    await navigation.getByRole("link", { name: "Noticias" }).click();
    await expect(page).toHaveURL("/noticias");
    await expect(navigation).toBeHidden();
    await page.context().close();
  });

  test("signing in, and the catalogue's search and filters", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, null);
    await page.goto("/acceder");
    await page.getByLabel("Email", { exact: true }).fill(accounts.family.email);
    await page.getByLabel("Contraseña").fill(accounts.family.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    // The account menu is the browser's own disclosure until the scripts run: its links and logout work without them.
    const account = page.locator("summary.account-toggle");
    await expect(account).toContainText(accounts.family.name);

    await page.goto("/actividades");
    await page.getByLabel("Ordenar por").selectOption("alfZA");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/sort=alfZA/);
    await expectAccessibleWithoutScripts(browser, page);

    await account.click();
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByRole("link", { name: "Acceder" })).toBeVisible();
    await expect(account).toHaveCount(0);
    await page.context().close();
  });

  test("a rating by keyboard, a favourite and a done mark come back with the focus where they were", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, accounts.family);
    const slug = await openActivity(page);
    await page.goto(`/actividades/${slug}`);
    const stars = page.getByRole("group", { name: "Tu valoración" });
    // Enter on a star posts the form (an implicit submission): the page comes back focused on that star.
    await stars.getByLabel("Muy bueno").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Hemos guardado tu valoración" })).toBeVisible();
    await expect(stars.getByLabel("Muy bueno")).toBeFocused();
    await expect(stars.getByLabel("Muy bueno")).toBeChecked();

    for (const name of ["Favorita", "Hecha"]) {
      const button = page.getByRole("button", { name, exact: true });
      const before = await button.getAttribute("aria-pressed");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
      await expect(button).toBeFocused();
    }
    await expectAccessibleWithoutScripts(browser, page);
    await page.context().close();
  });

  test("a teacher comments on an activity and shares a forum theme", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, accounts.teacher);
    const slug = await openActivity(page);
    await page.goto(`/actividades/${slug}`);
    const text = unique("Sin scripts también se comenta");
    await page.getByLabel("Escribe tu comentario").fill(text);
    await page.getByRole("button", { name: "Enviar comentario" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tu comentario está pendiente de moderación" })).toBeFocused();

    await page.goto("/foro-compartir");
    const title = unique("Tema sin scripts");
    await page.getByLabel("Título").fill(title);
    await page.getByRole("checkbox", { name: "Seguridad" }).check();
    await page.getByRole("textbox", { name: "Contenido" }).fill("Un párrafo escrito sin scripts.");
    await page.getByRole("button", { name: "Enviar a moderación" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.context().close();
  });

  test("the licence wizard's first steps post to the server", async ({ browser, baseURL }) => {
    const page = await withoutScripts(browser, baseURL!, accounts.family);
    await page.goto("/mi-cuenta/licencia");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByText("Este campo es obligatorio")).toBeVisible();
    await expect(page.getByLabel("Código de licencia")).toBeFocused();
    await expectAccessibleWithoutScripts(browser, page);
    await page.context().close();
  });
});

/** A browser whose page scripts arrive 3 s late (a slow school network): clicks land before hydration. */
async function scriptsHeldBack(browser: Browser, baseURL: string, options: { consent: boolean }) {
  const context = await browser.newContext({
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    viewport: { width: 390, height: 844 },
  });
  if (options.consent) await context.addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL }]);
  await context.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  return context.newPage();
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });

test.describe("with the scripts held back 3 s", () => {
  test("the language switch clicked before hydration stores the choice; the page's script copies it into local storage", async ({
    browser,
    baseURL,
  }) => {
    const page = await scriptsHeldBack(browser, baseURL!, { consent: true });
    await page.goto("/metodologia", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Menú" }).click();
    // The menu opened before the page's scripts ran.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL("/methodology");
    expect(await cookie(page, "language")).toBe("en");
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.context().close();
  });

  test("the cookie banner clicked before hydration stores the choice and goes away", async ({ browser, baseURL }) => {
    const page = await scriptsHeldBack(browser, baseURL!, { consent: false });
    await page.goto("/actividades", { waitUntil: "domcontentloaded" });
    const banner = page.getByRole("region", { name: "Tu privacidad" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await banner.getByRole("button", { name: "Solo necesarias" }).click();
    await expect(page).toHaveURL("/actividades");
    await expect(banner).toHaveCount(0);
    expect(await cookie(page, "cookieConsent")).toBe("0.0");
    await page.context().close();
  });
});

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("closes after a language switch, on a page of its own path and on the shared home page (§3.13)", async ({ visitor: page }) => {
    const menu = page.getByRole("button", { name: /^Men[uú]$/ });
    for (const [from, to, name, lang] of [
      ["/metodologia", "/methodology", "Read this page in English", "en"],
      // On the home page (English now, the stored choice) the address stays: the page is asked for again.
      ["/", "/", "Leer esta página en español", "es"],
    ] as const) {
      await page.goto(from);
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(to);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("#site-menu")).toBeHidden();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(lang);
    }
    await expectAccessible(page);
  });
});
