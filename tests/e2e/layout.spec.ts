import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

test("the landing page in Spanish and in English", async ({ visitor: page, baseURL }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/Código Pequeño/);
  // It paints before any of its scripts starts downloading (app/scripts-after-paint.ts), then hydrates.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const { painted, firstScript } = await page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstScript).toBeGreaterThanOrEqual(painted);
  // A first visit keeps the fallback font (no layout again after the paint); once the page has settled, the
  // typeface's files come into the browser's cache, and the next page adds the font after its paint (decision 036).
  await expect(page.locator('head link[rel="stylesheet"][href*="/fonts-"]')).toHaveCount(0);
  await page.waitForFunction(() => localStorage.getItem("fontsCached") === "1", null, { timeout: 10_000 });
  await page.reload();
  await expect(page.locator('head link[rel="stylesheet"][href*="/fonts-"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Nunito Variable"'))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
  // What's new: seeded news and the events still to come (the seed always has one today).
  const latest = page.getByRole("region", { name: "Novedades del programa" });
  await expect(latest.getByRole("heading", { name: "Últimas noticias" })).toBeVisible();
  await expect(latest.getByRole("heading", { name: "Próximos eventos" })).toBeVisible();
  await latest.getByRole("link", { name: "Todos los eventos" }).click();
  await expect(page).toHaveURL("/eventos");
  await page.goto("/");
  await expectAccessible(page);

  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expectAccessible(page);
});

test("the language switch goes to the same screen in the other language and the choice survives reloads", async ({ visitor: page }) => {
  await page.goto("/presentacion");
  await page.getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL("/introduction");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The home page shares its path in both languages: the stored choice decides.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

  await page.getByRole("link", { name: "Leer esta página en español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectAccessible(page);
});

test("a client navigation loads the next screen's data and texts only; signing in loads the root data again", async ({ visitor: page }) => {
  await page.goto("/presentacion");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/noticias.data");
  await nav.getByRole("link", { name: "Noticias" }).click();
  const routes = new URL((await request).url()).searchParams.get("_routes");
  // Only the news screen and its texts (the screens' layout, decision 020) are asked for, in one request: the
  // root (user, the shell's texts) is the same as before.
  expect(routes?.split(",")).toEqual(["screens", "news.es"]);
  const body = (await (await request).response())!.text();
  expect(await body).toContain("Novedades del programa");
  expect(await body).not.toContain("Saltar al contenido");
  await expect(page).toHaveTitle("Noticias · Código Pequeño");
  await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
  // Signing in through the form (a client-side submission) changes the header without a reload.
  await page.getByRole("link", { name: "Acceder" }).first().click();
  await page.getByLabel("Email", { exact: true }).fill(accounts.teacher.email);
  await page.getByLabel("Contraseña").fill(accounts.teacher.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  // A licensed teacher lands where she works (issue 34): My panel.
  await expect(page).toHaveURL("/mi-panel");
  await expect(nav.getByRole("link", { name: "Mi panel" })).toBeVisible();
});

test("cookie consent: the banner asks once, and the choice can be changed on the cookies page", async ({ page, baseURL }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Tu privacidad" });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole("button", { name: "Solo necesarias" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Tu privacidad" })).toBeHidden();
  let consent = (await page.context().cookies(baseURL!)).find((c) => c.name === "cookieConsent");
  expect(consent?.value).toBe("0.0");

  await page.goto("/legal/politica-cookies#cookie-settings");
  const settings = page.locator("#cookie-settings");
  await expect(settings.getByLabel(/Necesarias/)).toBeChecked();
  await expect(settings.getByLabel(/Necesarias/)).toBeDisabled();
  await settings.getByLabel(/Analítica/).check();
  await settings.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(settings.getByText("Preferencias guardadas.")).toBeVisible();
  consent = (await page.context().cookies(baseURL!)).find((c) => c.name === "cookieConsent");
  expect(consent?.value).toBe("1.0");
  await page.reload();
  await expect(page.locator("#cookie-settings").getByLabel(/Analítica/)).toBeChecked();
  await expectAccessible(page);
});

test("the data banner shows while data is missing and stays away once dismissed", async ({ visitor: page, login }) => {
  await login(accounts.family); // the demo family account has no province
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Completa tu perfil" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Completar mis datos" })).toHaveAttribute("href", "/mi-cuenta/configuracion");
  await expectAccessible(page);
  await banner.getByRole("button", { name: "No volver a mostrar" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Completa tu perfil" })).toBeHidden();

  // A user with complete data never sees it.
  await page.context().clearCookies();
  await login(accounts.teacher);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Completa tu perfil" })).toBeHidden();
});

test("the legal pages exist in both languages with their own titles", async ({ visitor: page }) => {
  const pages = [
    ["/legal/politica-privacidad", "/legal/privacy-policy"],
    ["/legal/clausula-privacidad", "/legal/privacy-clause"],
    ["/legal/politica-cookies", "/legal/cookie-policy"],
    ["/legal/aviso-legal", "/legal/legal-notice"],
    ["/legal/condiciones-generales", "/legal/terms-and-conditions"],
  ];
  for (const [es, en] of pages) {
    await page.goto(es!);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.goto(en!);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  for (const path of ["/presentacion", "/introduction", "/metodologia", "/methodology"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

test("header and footer work at phone width", async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: /Menú/ });
  // A click that lands before hydration does nothing: click again until the menu opens.
  await expect(async () => {
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  await page.getByRole("link", { name: "Metodología" }).first().click();
  await expect(page).toHaveURL("/metodologia");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Aviso legal" })).toBeVisible();
  await expectAccessible(page);
});

test("no page scrolls sideways at the layout breakpoints, signed in with a licence (the longest header)", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  for (const width of [375, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/actividades", "/activities"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
