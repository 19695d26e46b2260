import type { APIRequestContext, Page } from "@playwright/test";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";
import { redirectSeeds } from "../../server/db/seed/content/redirects.ts";

/** Runs a query through /graphql with the page's cookies (as the signed-in user, if any). */
async function query<T>(
  request: APIRequestContext,
  text: string,
  variables: Record<string, unknown> = {},
  lang: "es" | "en" = "es",
): Promise<T> {
  const response = await request.post("/graphql", {
    headers: { "content-type": "application/json", "x-language": lang },
    data: { query: text, variables },
  });
  return (await response.json()).data as T;
}

const NOT_FOUND = {
  es: "¡Vaya! La página a la que intentas acceder no existe.",
  en: "Oops! The webpage that you are trying to access does not exist.",
};

/** The title links of the cards on a list page. */
const cardLinks = (page: Page) => page.getByRole("article").getByRole("link");

test("news: the list, newest first, leads to an item with three more news (Spanish and English)", async ({ visitor: page }) => {
  await page.goto("/noticias");
  await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(9);
  await expectAccessible(page);
  const times = await page
    .getByRole("article")
    .locator("time")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
  expect([...times].sort().reverse()).toEqual(times);

  const first = cardLinks(page).first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/noticias\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a las noticias" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Más noticias" }).getByRole("article")).toHaveCount(3);
  await expectAccessible(page);

  await page.goto("/noticias");
  await page.getByRole("navigation", { name: "Páginas de noticias" }).getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL("/noticias?page=2");
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await cardLinks(page).first().click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole("link", { name: "Back to the news" })).toBeVisible();
  await expectAccessible(page);
});

test("events: filtered by type and by this week, the address keeps the filters across a reload", async ({ visitor: page }) => {
  await page.goto("/eventos");
  await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  await expect(page.getByText("Fechas y horas en hora peninsular española.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Tipo de evento").selectOption({ label: "Curso/Taller" });
  await expect(page).toHaveURL("/eventos?type=course-workshop");
  const badges = page.getByRole("article").getByText(/^(Jornada\/Conferencia|Curso\/Taller|Actividad|Privado)$/);
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(["Curso/Taller"]));

  await page.getByText("Esta semana", { exact: true }).click();
  await expect(page).toHaveURL("/eventos?type=course-workshop&when=thisWeek");
  await page.reload();
  await expect(page.getByLabel("Tipo de evento")).toHaveValue("course-workshop");
  await expect(page.getByRole("radio", { name: "Esta semana" })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Quitar filtros" }).click();
  await expect(page).toHaveURL("/eventos");
  await page.getByText("Hoy", { exact: true }).click();
  await expect(page).toHaveURL("/eventos?when=today");
  // The seed always has an event happening today (Madrid time).
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("status")).not.toHaveText("0 eventos");
  await expectAccessible(page);
});

test("events: the filters work without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/eventos");
  await page.getByLabel("Tipo de evento").selectOption({ label: "Jornada/Conferencia" });
  await page.getByText("Este mes", { exact: true }).click();
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL("/eventos?type=conference&when=thisMonth");
  await expect(page.getByLabel("Tipo de evento")).toHaveValue("conference");
  await context.close();
});

test("an event's page gives its type, dates in Spanish mainland time and place (Spanish and English)", async ({ visitor: page }) => {
  await page.goto("/eventos");
  const first = cardLinks(page).first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/eventos\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const facts = page.getByRole("complementary", { name: "Cuándo y dónde" });
  await expect(facts.getByText("Fecha")).toBeVisible();
  await expect(facts.getByText(/\(hora peninsular\)/)).toBeVisible();
  await expect(facts.getByText("Lugar")).toBeVisible();
  await expectAccessible(page);

  const slug = new URL(page.url()).pathname.split("/").pop();
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("complementary", { name: "When and where" }).getByText(/\(Spanish mainland time\)/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the events" })).toBeVisible();
  await expectAccessible(page);
});

test("an in-depth topic: a long read with headings and related activities (Spanish and English)", async ({ visitor: page }) => {
  const { topics } = await query<{ topics: { slug: string; title: string }[] }>(page.request, "{ topics { slug title } }");
  expect(topics.length).toBeGreaterThan(0);
  const topic = topics[0]!;
  await page.goto(`/profundiza/${topic.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "En esta página" })).toBeVisible();
  const related = page.getByRole("region", { name: "Actividades para ponerlo en práctica" }).getByRole("listitem").getByRole("link");
  await expect(related.first()).toHaveAttribute("href", /^\/actividades\/[a-z0-9-]+$/);
  expect(await related.count()).toBeLessThanOrEqual(4);
  await expectAccessible(page);

  const english = await query<{ topics: { slug: string; title: string }[] }>(page.request, "{ topics { slug title } }", {}, "en");
  await page.goto(`/in-depth/${topic.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: english.topics[0]!.title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Activities to put it into practice" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/activities\//,
  );
  await expectAccessible(page);
});

test("programme pages: public ones by slug, others are not found", async ({ visitor: page }) => {
  await page.goto("/programa/primaria");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Otros programas" }).getByRole("link", { name: /Familias|familias/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/programme/familias");
  await expect(page.getByText("Programme", { exact: true })).toBeVisible();
  await expectAccessible(page);
  const response = await page.goto("/programa/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.es })).toBeVisible();
});

test("QR codes and short links land on their targets; an unknown key is the 404 page", async ({ visitor: page, baseURL }) => {
  // Prefer targets among this area's pages, which exist whatever else is built.
  const own = /^\/(programa|noticias|eventos|profundiza)\//;
  const pick = (kind: "qr" | "link") =>
    redirectSeeds.find((r) => r.kind === kind && own.test(r.target)) ??
    redirectSeeds.find((r) => r.kind === kind && r.target.startsWith("/"));
  const [qr, link] = [pick("qr"), pick("link")];
  for (const redirect of [qr, link]) {
    expect(redirect, "the seed has a QR code and a link to a site path").toBeTruthy();
    await page.goto(`/${redirect!.kind}/${redirect!.key}`);
    await expect(page).toHaveURL(new URL(redirect!.target, baseURL).toString());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  const response = await page.goto("/qr/no-existe-este-codigo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.es })).toBeVisible();
  await expectAccessible(page);
});

test("an event manager sees an unpublished news item that a visitor cannot open", async ({ visitor: page, login }) => {
  await login(accounts.eventManager);
  type List = { news: { pageCount: number; items: { slug: string; title: string; published: boolean }[] } };
  let hidden: { slug: string; title: string } | undefined;
  let listPage = 1;
  for (let n = 1; !hidden; n++) {
    const { news } = await query<List>(
      page.request,
      "query ($page: Int) { news(page: $page) { pageCount items { slug title published } } }",
      { page: n },
    );
    hidden = news.items.find((item) => !item.published);
    listPage = n;
    if (n >= news.pageCount) break;
  }
  expect(hidden, "the seed has an unpublished news item").toBeTruthy();
  await page.goto(listPage === 1 ? "/noticias" : `/noticias?page=${listPage}`);
  const card = page.getByRole("article").filter({ hasText: hidden!.title });
  await expect(card.getByText("Sin publicar")).toBeVisible();
  await expectAccessible(page);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: hidden!.title })).toBeVisible();
  await expect(page.getByText("Solo la ven quienes gestionan eventos y noticias y el personal de la fundación.")).toBeVisible();
  await expectAccessible(page);

  await page.context().clearCookies({ name: "token" });
  const response = await page.goto(`/noticias/${hidden!.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.es })).toBeVisible();
  await page.goto(listPage === 1 ? "/noticias" : `/noticias?page=${listPage}`);
  await expect(page.getByText(hidden!.title)).toHaveCount(0);
});

test("foundation staff (the developer flag) open an unpublished news item too", async ({ visitor: page, login }) => {
  await login(accounts.developer);
  type List = { news: { pageCount: number; items: { slug: string; title: string; published: boolean }[] } };
  let hidden: { slug: string; title: string } | undefined;
  for (let n = 1; !hidden; n++) {
    const { news } = await query<List>(
      page.request,
      "query ($page: Int) { news(page: $page) { pageCount items { slug title published } } }",
      { page: n },
    );
    hidden = news.items.find((item) => !item.published);
    if (n >= news.pageCount) break;
  }
  expect(hidden, "staff see the seed's unpublished news item").toBeTruthy();
  const response = await page.goto(`/noticias/${hidden!.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: hidden!.title })).toBeVisible();
  await expect(page.getByText("Solo la ven quienes gestionan eventos y noticias y el personal de la fundación.")).toBeVisible();
});
