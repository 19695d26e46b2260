import { beforeAll, expect, test } from "vitest";
import { seedContent } from "./db/seed/content/index.ts";
import { testPages } from "./test/pages.ts";

/**
 * A public page's HTML stays under 50 KB raw (decision 020): markup plus the hydration data, in which the
 * UI texts are only the shell's and the screen's. Whole pages through the React Router build (test/pages.ts)
 * on the product's own content. That build is Vite's development one: its HTML lacks some of the production
 * build's hashed `modulepreload` links (1.4 to 2.4 KB measured), which the budget keeps aside.
 */
const BUDGET = 50_000;
const PRODUCTION_LINKS = 2_500;

/**
 * Pages still over the budget with the texts cut: their markup alone (cards, filters, icons) is 46–51 KB
 * (decision 020, "What is left"). Listed so they stay in sight: the test fails once a page fits, to be moved up.
 */
const OVER_BUDGET = ["/", "/actividades", "/activities"];
const WITHIN_BUDGET = [
  "/actividades/adivina-el-numero-busqueda-binaria", "/registro", "/noticias", "/presentacion", "/metodologia", "/acceder", "/access",
  "/eventos", "/events", "/legal/politica-privacidad", "/legal/privacy-policy",
];

const pages = testPages();
beforeAll(async () => {
  await seedContent(pages.database.db);
});

async function weight(path: string): Promise<number> {
  const res = await pages.app.request(path);
  expect(res.status).toBe(200);
  return (await res.text()).length + PRODUCTION_LINKS;
}

test.each(WITHIN_BUDGET)("%s weighs under 50 KB", async (path) => {
  expect(await weight(path)).toBeLessThanOrEqual(BUDGET);
});

test.each(OVER_BUDGET)("%s is still over 50 KB (move it up once it fits)", async (path) => {
  expect(await weight(path)).toBeGreaterThan(BUDGET);
});

test("a page's hydration data carries no other screen's texts", async () => {
  const html = await (await pages.app.request("/registro")).text();
  // The sign-up screen's own texts are there, the activity list's and the licence wizard's are not.
  expect(html).toContain("He leído y acepto");
  expect(html).not.toContain("Ordenar por");
  expect(html).not.toContain("licences.wizard");
  expect(html).not.toMatch(/Solicitud de licencias|Generar códigos/);
});
