import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, expect, type Page, type Response } from "@playwright/test";
import { axeScannedDir } from "./servers.ts";

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
 * results in less than half the time (about 1 s instead of 2.5 s a page here).
 *
 * Once per distinct page and state in a run (decision 054): a page at the same address (its numbers aside) whose
 * document has the same shape as one that already passed in this run, in any worker, passes without a second scan
 * (noted in the test's annotations). The shape (`pageShape`) is what axe's rules
 * read: every element with its attributes (those that hold content, such as text, links and alternatives, only as
 * present or empty), which elements hold text, where focus and the pointer are, the viewport and the emulated media;
 * repeated identical siblings (the cards of a list) count once. Anything else (a dialog, an error message, another
 * person's menu, a narrower screen) is a new state and is scanned. `E2E_AXE_EVERY=true` scans every time.
 */
export async function expectAccessible(page: Page) {
  const shape = createHash("sha256")
    .update(`${new URL(page.url()).pathname.replace(/\d+/g, "#")}\n${await pageShape(page)}`)
    .digest("hex")
    .slice(0, 32);
  const seen = path.join(axeScannedDir, shape);
  if (!scanEveryTime && existsSync(seen)) {
    test.info().annotations.push({ type: "axe", description: `same page and state as an earlier check (${readFileSync(seen, "utf8")})` });
    return;
  }
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
  // Only a passing scan stands for its shape: a failing one fails again wherever the shape comes back.
  mkdirSync(axeScannedDir, { recursive: true });
  writeFileSync(seen, `${test.info().titlePath.join(" › ")}: ${new URL(page.url()).pathname}`);
}

const scanEveryTime = process.env.E2E_AXE_EVERY === "true";

/**
 * The page's shape as axe sees it, as one string: for each element, its tag, its attributes (values of those that
 * carry content reduced to present or empty, runs of digits and long hexadecimal ids in the others to `#`) and
 * whether it holds text of its own; open shadow roots and same-origin frames included; a run of identical siblings
 * written once. Then the focused and hovered elements' places, the viewport, and the emulated media.
 */
function pageShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const content = new Set([
      "alt",
      "title",
      "aria-label",
      "aria-description",
      "aria-valuetext",
      "aria-valuenow",
      "aria-placeholder",
      "placeholder",
      "value",
      "href",
      "src",
      "srcset",
      "poster",
      "content",
      "datetime",
      "action",
      "formaction",
      "cite",
      "download",
    ]);
    const focused = document.activeElement;
    const hovered = [...document.querySelectorAll(":hover")].at(-1) ?? null;
    const normal = (value: string) => value.replace(/[0-9a-f]{8,}(-[0-9a-f]{4,})*/gi, "#").replace(/\d+/g, "#");
    const shapeOf = (element: Element): string => {
      let out = `<${element.localName}`;
      for (const attribute of element.attributes) {
        if (content.has(attribute.name)) out += ` ${attribute.name}${attribute.value.trim() ? "=+" : "=0"}`;
        else if (attribute.name === "class" || attribute.name === "style") out += ` ${attribute.name}=${attribute.value}`;
        else out += ` ${attribute.name}=${normal(attribute.value)}`;
      }
      if (element === focused) out += " :focus";
      if (element === hovered) out += " :hover";
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) out += " +text";
      out += ">";
      const children = [...element.children].map(shapeOf);
      if (element.shadowRoot) children.unshift(`#shadow(${[...element.shadowRoot.children].map(shapeOf).join("")})`);
      if (element instanceof HTMLIFrameElement) {
        try {
          const inner = element.contentDocument?.documentElement;
          if (inner) children.push(`#frame(${shapeOf(inner)})`);
        } catch {
          // A cross-origin frame: axe in legacy mode does not enter it either.
        }
      }
      return `${out}${children.filter((child, i) => child !== children[i - 1]).join("")}</>`;
    };
    const media = [
      "print",
      "(prefers-color-scheme: dark)",
      "(prefers-reduced-motion: reduce)",
      "(pointer: coarse)",
      "(forced-colors: active)",
    ];
    return [
      shapeOf(document.documentElement),
      `${window.innerWidth}x${window.innerHeight}`,
      media.map((query) => `${query}:${matchMedia(query).matches}`).join(" "),
    ].join("\n");
  });
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
