import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, expect, type Page, type Response } from "@playwright/test";

export { expect };

/** Demo accounts seeded on the e2e server (server/db/seed/demo.ts). */
export const accounts = {
  family: { email: "familia@demo.test", password: "Familia-2026", name: "Lucía" },
  teacher: { email: "docente@demo.test", password: "Docente-2026", name: "Marta" },
  developer: { email: "fundacion@demo.test", password: "Fundacion-2026", name: "Elena" },
  moderator: { email: "moderacion@demo.test", password: "Modera-2026", name: "Javier" },
  eventManager: { email: "eventos@demo.test", password: "Eventos-2026", name: "Pablo" },
  licenceGenerator: { email: "licencias@demo.test", password: "Licencias-2026", name: "Irene" },
  team: { email: "equipo@demo.test", password: "Equipo-2026", name: "Sergio" },
  admin: { email: "admin@demo.test", password: "Admin-2026", name: "Carmen" },
} as const;

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe finds on the page as it is now. Legacy mode runs axe.run in the
 * page itself (same-origin frames included) instead of partial runs finished in a new blank page: the same rules and
 * results in less than half the time (about 1 s instead of 2.5 s a page here), over the 250 checks of the journeys.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

/** Logs in through the API and puts the session cookie in the browser, as the login form would. */
async function loginThroughApi(page: Page, baseURL: string, account: { email: string; password: string }) {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: account.email, p: account.password },
    },
  });
  const token = (await response.json()).data.login.data.token as string;
  await page.context().addCookies([{ name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** Accepts only necessary cookies up front so the consent banner stays out of a journey's way. */
export async function dismissConsent(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL }]);
}

/**
 * Waits after a page load until React has hydrated it (root.tsx marks `<html data-hydrated>`) and its font has
 * arrived: pages now paint before their scripts and font download (app/scripts-after-paint.ts), so the load
 * event can come first.
 */
export async function untilHydrated(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The font (where the browser has its files: decision 036) loads after the paint too: a journey that compares
  // pixels must not see it swap in midway.
  await page.evaluate(() => document.fonts.ready);
}

export const test = base.extend<{ visitor: Page; login: (account: { email: string; password: string }) => Promise<void> }>({
  /** Every journey's page: its loads and reloads resolve once the page is hydrated (unless JavaScript is off). */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilHydrated(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page, response);
        return response;
      };
    }
    await use(page);
  },
  /** A page whose visitor already chose "necessary cookies only". */
  visitor: async ({ page, baseURL }, use) => {
    await dismissConsent(page, baseURL!);
    await use(page);
  },
  login: async ({ page, baseURL }, use) => {
    await use((account) => loginThroughApi(page, baseURL!, account));
  },
});

/** A browser of its own for one person (signed in as `account`, or a visitor), consent already given: journeys with several people. */
export async function openAs(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string } | null,
  options: { javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    javaScriptEnabled: options.javaScript ?? true,
  });
  await context.addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL }]);
  const page = await context.newPage();
  if (account) {
    const response = await page.request.post("/graphql", {
      headers: { "content-type": "application/json" },
      data: {
        query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
        variables: { e: account.email, p: account.password },
      },
    });
    const token = (await response.json()).data.login.data.token as string;
    await context.addCookies([{ name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  }
  return page;
}

/** A browser context signed in through the API (with or without JavaScript), in Spanish, with the cookie banner answered. */
export async function loggedInContext(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ baseURL, locale: "es-ES", javaScriptEnabled });
  const response = await context.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: account.email, p: account.password },
    },
  });
  const token = (await response.json()).data.login.data.token as string;
  await context.addCookies([
    { name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "cookieConsent", value: "0.0", url: baseURL },
  ]);
  return context;
}
