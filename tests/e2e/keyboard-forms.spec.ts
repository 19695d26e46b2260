import type { Page } from "@playwright/test";
import { accounts, expect, test } from "./fixtures.ts";

// Keyboard-only journeys (no clicks) and small layout checks of WCAG 2.2 AA points: a select that does not
// navigate on every arrow, sign-up's required fields and when its errors show, unique ids, reflow at 320 px,
// a title for each tab of "Mi cuenta".

/** Presses Tab until the focused element matches the selector; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 20) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("the sort select moves with the arrows without leaving the page, and applies on Enter", async ({ visitor: page }) => {
  await page.goto("/actividades");
  await page.waitForLoadState("networkidle");
  const sort = page.locator("#activity-sort");
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  // The select shows the third order, but no list was loaded for either step.
  await expect(sort).toHaveValue("ageML");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL("/actividades");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]sort=ageML/);
  await expect(sort).toBeFocused();

  // A choice made with the keys also applies when the select is left.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(/[?&]sort=ageLM/);
});

test("sign-up: required fields are marked, tabbing past them shows no error, typing does", async ({ visitor: page }) => {
  await page.goto("/registro");
  await page.waitForLoadState("networkidle");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Crear cuenta" }) });
  const email = page.getByLabel("Email", { exact: true });
  for (const label of ["Email", "Nombre", "Apellidos", "Fecha de nacimiento", "Contraseña", "Repite la contraseña"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
  }
  await expect(page.getByLabel(/acepto la política de privacidad/)).toHaveAttribute("aria-required", "true");
  await expect(page.getByLabel(/novedades y avisos/)).not.toHaveAttribute("aria-required", "true");
  // Marked in the label's text too, not by colour alone.
  await expect(form.locator(".field-label", { hasText: "Email" })).toContainText("(obligatorio)");

  // Through every field to the button, typing nothing: no message, nothing marked invalid.
  await email.focus();
  await tabTo(page, "button[type=submit]");
  await expect(form.locator(".field-error").filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  // A field typed in is checked when it is left.
  await email.focus();
  await page.keyboard.type("no-es-email");
  await page.keyboard.press("Tab");
  await expect(page.getByText("No es un email válido")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  // Fixed, then sent with the rest empty: focus goes to the first field that needs attention.
  await email.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("nora@example.org");
  await page.getByRole("button", { name: "Crear cuenta" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();
  await expect(page.getByText("Es necesario rellenar el nombre")).toBeVisible();
});

test("the evaluation screen on a desktop has no repeated id", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/evaluacion");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
});

test("at 320 px an activity's facts break no word and rows of tabs wrap instead of scrolling", async ({ visitor: page, login }) => {
  await login(accounts.family);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/actividades/detectives-de-contrasenas");
  const facts = page.locator(".data-list");
  await expect(facts).toBeVisible();
  // Every word of every fact sits on one line (a word split over two lines has boxes at two heights).
  const broken = await facts.evaluate((list) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
  expect(broken).toEqual([]);
  // Nor does a tile overflow its column.
  for (const tile of await facts.locator(":scope > div").all()) {
    expect(await tile.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
  }

  // The audience tabs, and my account's, whose longest tab ("Mis contenidos del programa") is nearly a line.
  const rows: [string, string][] = [
    ["/actividades", "Para quién"],
    ["/mi-cuenta", "Secciones de mi cuenta"],
  ];
  for (const [path, name] of rows) {
    await page.goto(path);
    const tabs = page.getByRole("navigation", { name });
    await expect(tabs).toBeVisible();
    const { scroll, width } = await tabs.evaluate((nav) => ({ scroll: nav.scrollWidth, width: nav.clientWidth }));
    expect(scroll, `tabs of ${path} scroll sideways`).toBeLessThanOrEqual(width);
  }
});

test("each tab of my account has its own title, in both languages", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const titles: [string, string][] = [
    ["/mi-cuenta/actividades", "Mis actividades · Mi cuenta · Código Pequeño"],
    ["/mi-cuenta/configuracion", "Configuración · Mi cuenta · Código Pequeño"],
    ["/my-account/activities", "My activities · My account · Código Pequeño"],
    ["/my-account/settings", "Settings · My account · Código Pequeño"],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
