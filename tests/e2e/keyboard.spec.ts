import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";
import { expectFocusVisible, tabTo } from "./focus.ts";

/*
 * The first half's flows driven with the keyboard alone (no mouse, no click()): after each step the
 * focus is somewhere sensible, nothing covers it and its ring can be seen (focus.ts).
 */

/** An open activity of the seeded catalogue. */
async function openActivitySlug(page: Page): Promise<string> {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: { query: "{ activities(filter: { access: open }, pageSize: 1) { items { slug } } }" },
  });
  return (await response.json()).data.activities.items[0].slug as string;
}

const focused = (page: Page) => page.locator(":focus");

/** Tabs through the page from its top, checking each stop, until the focus leaves the page or `limit` stops; their names. */
async function checkEveryStop(page: Page, limit: number): Promise<string[]> {
  const seen: string[] = [];
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el || el === document.body) return null;
      return (el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? el.textContent ?? "").trim() || el.tagName;
    });
    if (name === null) break;
    seen.push(name);
    await expectFocusVisible(page, name);
  }
  return seen;
}

test("every stop of the landing page shows its focus ring, on cream, white, sun and the navy band", async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // The whole page: the header, the sections, the navy band, the footer.
  const seen = await checkEveryStop(page, 80);
  // The navy band's buttons are among them (the ring was navy on navy there).
  expect(seen).toEqual(expect.arrayContaining(["Crear mi cuenta de docente", "Ya tengo cuenta"]));
});

test("the English activities list on a phone: the menu, tabs, topics, order and first cards show their ring", async ({ visitor: page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/activities");
  const seen = await checkEveryStop(page, 40);
  expect(seen).toEqual(expect.arrayContaining(["Menu", "All", "Robotics"]));
});

test("rating and commenting with the keyboard: focus stays on the button, results and errors are announced", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.family);
  await page.goto(`/actividades/${await openActivitySlug(page)}`);

  // Rating: the star radios move with the arrows; "Valorar" keeps the focus while the rating travels.
  await tabTo(page, /^(Malo|Regular|Bueno|Muy bueno|Excelente)$/);
  await page.keyboard.press("ArrowRight");
  await expectFocusVisible(page, "a star");
  await tabTo(page, "Valorar");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Hemos guardado tu valoración" })).toBeVisible();
  await expect(focused(page)).toHaveText("Valorar");
  await expectFocusVisible(page, "Valorar");

  // An empty comment: the focus goes to the field, whose description now starts with the message.
  await tabTo(page, "Enviar comentario");
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: "Escribe tu comentario" });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/^El comentario no puede estar vacío\./);
  await expectFocusVisible(page, "the comment field");

  // A comment sent: the button keeps the focus and the result is announced.
  await page.keyboard.type(`Lo hicimos con el teclado ${Date.now().toString(36)}`);
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveText("Enviar comentario");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Tu comentario está pendiente de moderación" })).toBeVisible();
  await expect(focused(page)).toHaveText("Enviar comentario");
  await expectFocusVisible(page, "Enviar comentario");
});

test("a link, a login and a tab move the focus to the new page's heading, in each language", async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await tabTo(page, "Actividades");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/actividades$/);
  await expect(focused(page)).toHaveText("Actividades");
  await expect(focused(page)).toHaveJSProperty("tagName", "H1");
  // The heading is where reading goes on from: the next Tab is in the page, not back in the header.
  await expect(page).toHaveTitle(/^Actividades/);

  // The language switch: the same page in English, its heading in English.
  await page.goto("/actividades");
  await tabTo(page, "Read this page in English");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/activities$/);
  await expect(focused(page)).toHaveText("Activities");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Logging in with the keyboard lands on the next page's heading.
  await page.goto("/acceder");
  await tabTo(page, "Email");
  await page.keyboard.type(accounts.family.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(accounts.family.password);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/acceder/);
  await expect(focused(page)).toHaveJSProperty("tagName", "H1");

  // The account's tabs: the focus goes to the tab's heading, beside the tabs, not back to the top.
  await page.goto("/mi-cuenta");
  await tabTo(page, "Configuración");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mi-cuenta\/configuracion$/);
  await expect(focused(page)).toHaveText("Configuración");
  await expect(focused(page)).toHaveJSProperty("tagName", "H2");
  await page.keyboard.press("Tab");
  await expectFocusVisible(page, "the first control of the settings tab");
  await expectAccessible(page);
});

test("signing up with the keyboard lands on the new page's heading", async ({ visitor: page }) => {
  await page.goto("/registro");
  await tabTo(page, "Email");
  await page.keyboard.type(`teclado-${Date.now().toString(36)}@example.test`);
  for (const text of ["Nora", "Vega"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Tab");
  await page.keyboard.type("12091988");
  for (const text of ["secreto1", "secreto1"]) {
    await tabTo(page, /^(Contraseña|Repite la contraseña)$/, 3);
    await page.keyboard.type(text);
  }
  await tabTo(page, "He leído");
  await page.keyboard.press("Space");
  await tabTo(page, "Crear cuenta");
  await page.keyboard.press("Enter");
  await expect(focused(page)).toHaveText("¡Tu cuenta está lista!");
  await expect(focused(page)).toHaveJSProperty("tagName", "H1");
});

test("the cookie banner comes first for the keyboard, keeps focus clear of it, and its choices follow 'Configurar'", async ({ page }) => {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/registro");
    // First in the focus order: the banner's link to the cookie policy, before the skip link.
    await page.keyboard.press("Tab");
    await expect(focused(page)).toHaveText("Más información en la política de cookies");
    await expectFocusVisible(page, "the cookie policy link");
    // Far down the form, under where the banner sticks: the page scrolls the focused control clear of it.
    await tabTo(page, "Quiero recibir novedades");
    await expectFocusVisible(page, "the notices checkbox");
    await tabTo(page, "Crear cuenta");
    await expectFocusVisible(page, "Crear cuenta");
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await tabTo(page, "Configurar");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveAccessibleName("Analítica");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveAccessibleName("Marketing");
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveText("Guardar preferencias");
  await expectFocusVisible(page, "Guardar preferencias");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Tu privacidad" })).toHaveCount(0);
  await expect(focused(page)).toHaveAttribute("id", "content");
});

test("menus close when the focus leaves them or on Escape, and give the focus back to their button", async ({ visitor: page, login }) => {
  // The phone's main menu.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/actividades");
  const toggle = page.getByRole("button", { name: "Menú" });
  await tabTo(page, "Menú");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await tabTo(page, "Read this page in English");
  await page.keyboard.press("Tab");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expectFocusVisible(page, "the first control after the menu");
  // Back to the (closed) menu's button, open it again, and Escape from a link inside.
  await page.keyboard.press("Shift+Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, "Noticias");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();

  // The desktop account menu.
  await login(accounts.family);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/actividades");
  const account = page.getByRole("button", { name: /Lucía/ });
  await tabTo(page, /Lucía/);
  await page.keyboard.press("Enter");
  await expect(account).toHaveAttribute("aria-expanded", "true");
  await tabTo(page, "Mi cuenta");
  await expectFocusVisible(page, "Mi cuenta in the account menu");
  await tabTo(page, "Cerrar sesión");
  await page.keyboard.press("Tab");
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expectFocusVisible(page, "the control after the account menu");
});
