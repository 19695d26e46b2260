import { accounts, expect, expectAccessible, loggedInContext, test } from "./fixtures.ts";

// The formation domain's in-class pages of issue 5: the dossier, the FAQs and the downloads (decision 051).

test("the dossier's index jumps to each section and back, and it prints without the site's frame", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/mi-panel/dossier");
  await expect(page.getByRole("heading", { level: 1, name: "Dossier del docente" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir el dossier" })).toBeVisible();
  await expectAccessible(page);

  const index = page.getByRole("navigation", { name: "Índice" });
  await expect(index.getByRole("link")).toHaveCount(await page.locator(".dossier section[id]").count());
  await index.getByRole("link", { name: "6. Evaluación" }).click();
  await expect(page).toHaveURL(/#evaluacion$/);
  await expect(page.getByRole("heading", { level: 2, name: "6. Evaluación" })).toBeInViewport();
  await index.getByRole("link", { name: "La clave de aventura" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "La clave de aventura" })).toBeInViewport();
  await page.locator("#evaluacion").getByRole("link", { name: "Volver al índice" }).click();
  await expect(page).toHaveURL(/#indice$/);
  await expect(index).toBeInViewport();

  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir el dossier" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/my-panel/dossier");
  await expect(page.getByRole("heading", { level: 1, name: "Teacher dossier" })).toBeVisible();
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "4. Organising the classroom" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "4. Organising the classroom" })).toBeInViewport();
  await expectAccessible(page);
});

test("the FAQs find an answer as the teacher types, and by address without JavaScript", async ({
  visitor: page,
  login,
  browser,
  baseURL,
}) => {
  await login(accounts.teacher);
  await page.goto("/faqs");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
  const status = page.getByRole("status");
  await expect(status).toHaveText(/^\d+ preguntas$/);
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Buscar en las preguntas" }).fill("CONTRASENA");
  await expect(status).toHaveText(/preguntas? encontradas? para «CONTRASENA»/);
  await expect(page.getByRole("heading", { name: "He olvidado mi contraseña." })).toBeVisible();
  await expect(page.getByText("te enviaremos un enlace para crear una nueva")).toBeVisible();
  await expect(page.getByRole("heading", { name: "¿Qué es un itinerario y por dónde empiezo?" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Buscar en las preguntas" }).fill("zzzqqq");
  await expect(page.getByText("No hay preguntas que coincidan con «zzzqqq»")).toBeVisible();
  await expect(status).toHaveText("0 preguntas encontradas para «zzzqqq»");

  const context = await loggedInContext(browser, baseURL!, accounts.teacher, false);
  const plain = await context.newPage();
  await plain.goto("/faqs");
  await plain.getByRole("searchbox", { name: "Buscar en las preguntas" }).fill("clave de aventura");
  await plain.getByRole("button", { name: "Buscar" }).click();
  await expect(plain).toHaveURL(/\/faqs\?q=clave\+de\+aventura$/);
  await expect(plain.getByRole("heading", { name: "¿El alumnado tiene que dar su nombre en la evaluación?" })).toBeVisible();
  await expect(plain.getByText("Entran con la clave de aventura del aula")).toBeVisible();
  await context.close();
});

test("the FAQs exist in Spanish only: in English the language-unavailable page appears", async ({ visitor: page, login, baseURL }) => {
  await login(accounts.teacher);
  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { name: "Content not available in the selected language" })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expectAccessible(page);
});

test("a downloads page lists its files with type and size, and a file downloads", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/formacion/descargas/ia-robotica");
  await expect(page.getByRole("heading", { level: 1, name: "IA y robótica" })).toBeVisible();
  await expect(page.getByRole("link", { name: "IA y robótica" })).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Guía del kit de robótica" }) });
  await expect(card.getByText("PDF", { exact: true })).toBeVisible();
  await expectAccessible(page);

  const link = card.getByRole("link", { name: /^Descargar «Guía del kit de robótica» \(PDF, [\d,]+ kB\)$/ });
  const href = await link.getAttribute("href");
  expect(href).toBe("/formacion/descargas/archivo/guia-kit-robotica.pdf");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="guia-kit-robotica.pdf"');
  const body = await response.body();
  expect(Number(response.headers()["content-length"])).toBe(body.length);
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const shown = new Intl.NumberFormat("es-ES", { style: "unit", unit: "kilobyte", unitDisplay: "short", maximumFractionDigits: 1 }).format(
    body.length / 1000,
  );
  await expect(card.getByText(shown, { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("guia-kit-robotica.pdf");

  await page.getByRole("link", { name: "Itinerarios con ordenador" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Itinerarios con ordenador" })).toBeVisible();
  await expect(page.getByText("Hoja de cálculo (CSV)")).toBeVisible();
  await page.goto("/formation/downloads/virtual-reality");
  await expect(page.getByRole("heading", { name: "Virtual reality safety guide" })).toBeVisible();
  await expectAccessible(page);

  expect((await page.request.get("/formacion/descargas/archivo/no-existe.pdf")).status()).toBe(404);
  expect((await page.request.get("/formacion/descargas/archivo/..%2F..%2Fdb%2Fpostmaster.pid")).status()).toBe(404);
});

test("the downloads refuse an account without a licence, page and file alike", async ({ visitor: page, login }) => {
  await login(accounts.family);
  expect((await page.goto("/formacion/descargas/realidad-virtual"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  const file = await page.request.get("/formacion/descargas/archivo/guia-kit-robotica.pdf", { maxRedirects: 0 });
  expect(file.status()).toBe(403);
  expect(file.headers()["content-type"]).toContain("text/plain");
});
