import { PDFDocument } from "pdf-lib";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// The PDF guide of an activity: accounts download it in their language; visitors are sent to log in.

async function someActivity(request: import("@playwright/test").APIRequestContext) {
  const response = await request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: { query: "{ activities(pageSize: 1) { items { slug title } } }" },
  });
  const item = (await response.json()).data.activities.items[0] as { slug: string; title: string } | undefined;
  if (!item) throw new Error("the e2e catalogue has no activity");
  return item;
}

test("a visitor asking for a guide is sent to log in, with the guide's address to come back to", async ({ visitor: page }) => {
  const { slug } = await someActivity(page.request);
  await page.goto(`/actividades/${slug}/guia.pdf`);
  await expect(page).toHaveURL(new RegExp(`/acceder\\?page=${encodeURIComponent(`/actividades/${slug}/guia.pdf`)}`));
  await expectAccessible(page);
});

test("an account downloads the guide as a PDF, in Spanish and in English", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const { slug, title } = await someActivity(page.request);
  for (const path of [`/actividades/${slug}/guia.pdf`, `/activities/${slug}/guide.pdf`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${slug}.pdf"`);
    const doc = await PDFDocument.load(await response.body());
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    if (path.startsWith("/actividades")) expect(doc.getTitle()).toContain(title);
  }
});

test("an unknown activity's guide is a 404", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const response = await page.request.get("/actividades/no-existe-esta-actividad/guia.pdf", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("¡Vaya! La página a la que intentas acceder no existe.");
});
