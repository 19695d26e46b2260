import type { Page, Request } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * First-party analytics with consent (issue 16; decision 035): nothing is sent before marketing consent; once the
 * banner gives it, the session's start, page views, visits and presence reach the server; a reload in the same
 * browser session starts no second session; withdrawn in the cookie settings, nothing more goes. The foundation's
 * staff then read the counts. The browser's clock is Playwright's, so the presence marks come without waiting.
 */

type Sent = { kind: string; sessionId: string; route: string; path: string; seconds?: number };

/** Every analytics event the page sends to /graphql, in order. */
function recordedEvents(page: Page) {
  const events: Sent[] = [];
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/graphql")) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { events?: Sent[] } } | null;
    if (body?.operationName !== "RecordAnalytics") return;
    requests.push(request);
    events.push(...(body.variables?.events ?? []));
  });
  return {
    events,
    requests,
    kinds: () => events.map((e) => (e.kind === "presence" ? `presence ${e.seconds} ${e.route}` : `${e.kind} ${e.route}`)),
  };
}

test("analytics go only with marketing consent, once per session, and stop when it is withdrawn", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const sent = recordedEvents(page);

  // No choice made yet: nothing is measured, however long the page stays.
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Tu privacidad" });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await page.clock.runFor(60_000);
  expect(sent.requests).toHaveLength(0);

  // Accepted: the session starts, the page is viewed and its route visited, then presence at 1, 10, 30 and 50 s.
  const answered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === "RecordAnalytics");
  await banner.getByRole("button", { name: "Aceptar todas" }).click();
  await expect(banner).toBeHidden();
  const first = await answered;
  expect(await first.json()).toEqual({ data: { recordAnalytics: { __typename: "MutationRecordAnalyticsSuccess" } } });
  expect(sent.kinds()).toEqual(["sessionStart home", "pageView home", "visit home"]);
  await page.clock.runFor(51_000);
  await expect
    .poll(() => sent.kinds().filter((k) => k.startsWith("presence")))
    .toEqual(["presence 1 home", "presence 10 home", "presence 30 home", "presence 50 home"]);
  await expectAccessible(page);
  const session = sent.events[0]?.sessionId;
  expect(session).toMatch(/^[0-9a-f]{32}$/);

  // A navigation: a page view and the route's first visit.
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Actividades", exact: true }).click();
  await expect(page).toHaveURL("/actividades");
  await expect.poll(() => sent.kinds().slice(7, 9)).toEqual(["pageView activities", "visit activities"]);
  await expectAccessible(page);

  // A reload in the same browser session: a page view, no second start, no second visit, the same session.
  const before = sent.events.length;
  await page.reload();
  await expect.poll(() => sent.kinds().slice(before)).toContain("pageView activities");
  expect(
    sent
      .kinds()
      .slice(before)
      .filter((k) => !k.startsWith("presence")),
  ).toEqual(["pageView activities"]);
  expect(new Set(sent.events.map((e) => e.sessionId))).toEqual(new Set([session]));

  // Withdrawn in the cookie settings: nothing more is sent, on this page or the next.
  await page.goto("/legal/politica-cookies#cookie-settings");
  await expect.poll(() => sent.kinds()).toContain("visit cookies");
  const settings = page.locator("#cookie-settings");
  await expect(settings.getByLabel(/Marketing/)).toBeChecked();
  await settings.getByLabel(/Marketing/).uncheck();
  await settings.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(settings.getByText("Preferencias guardadas.")).toBeVisible();
  await expectAccessible(page);
  const withdrawnAt = sent.requests.length;
  await page.clock.runFor(60_000);
  await page.getByRole("link", { name: "Actividades", exact: true }).first().click();
  await expect(page).toHaveURL("/actividades");
  await page.clock.runFor(60_000);
  expect(sent.requests).toHaveLength(withdrawnAt);

  // The foundation's staff read this week's counts: one open session, its visits and views, presence.
  const staff = await openAs(browser, baseURL!, accounts.developer);
  await staff.goto("/gestion/analitica");
  await expect(staff.getByRole("heading", { level: 1, name: "Analítica" })).toBeVisible();
  const weeks = staff.getByRole("table", { name: "Sesiones, visitas, páginas vistas y permanencia por semana y tipo de usuario" });
  const thisWeek = weeks.getByRole("rowgroup").nth(1);
  await expect(thisWeek.getByRole("rowheader").first()).toHaveText("Semana del 1 dic 2025");
  const open = thisWeek.getByRole("row").nth(1);
  await expect(open.getByRole("rowheader")).toHaveText("Abierto");
  const cells = open.getByRole("cell");
  // Sessions, visits, page views, then presence at 1, 10, 30 and 50 s.
  await expect(cells.nth(0)).toHaveText("1");
  await expect(cells.nth(1)).toHaveText("3");
  await expect(cells.nth(2)).toHaveText("4");
  await expect(cells.nth(3)).toHaveText(/^[1-9]/);
  await expect(cells.nth(6)).toHaveText(/^[1-9]/);
  const pages = staff.getByRole("table", { name: "Las páginas más vistas del periodo, por tipo de usuario" });
  await expect(
    pages
      .getByRole("row", { name: /^\/actividades activities/ })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("2");
  await expectAccessible(staff);
  await staff.context().close();
});
