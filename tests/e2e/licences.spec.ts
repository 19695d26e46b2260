import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

/**
 * Licences end to end: a licence generator makes a batch, sees its counts and downloads its CSV; a new
 * teacher takes a code of that batch through the five-step wizard (with its messages) and reaches my
 * panel with the centre and programmes. In Spanish and in English, and once without JavaScript.
 */

/** A brand-new account made through the API and signed in in the browser, as the sign-up form would. */
async function newAccount(page: Page, baseURL: string, language: "es" | "en") {
  const email = `docente-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", "x-language": language },
    data: {
      query: "mutation ($i: SignupInput!) { signup(input: $i) { ... on MutationSignupSuccess { data { token } } } }",
      variables: {
        i: {
          email,
          name: "Nuria",
          lastName: "Vidal",
          birthday: "1988-09-12",
          password: "clave-123",
          repeatPassword: "clave-123",
          privacy: true,
        },
      },
    },
  });
  const token = (await response.json()).data.signup.data.token as string;
  await page.context().clearCookies();
  await page.context().addCookies([
    { name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "cookieConsent", value: "0.0", url: baseURL },
    { name: "language", value: language, url: baseURL },
  ]);
  return email;
}

/** Generates a batch on the generator's screen and returns the codes read from its CSV export. */
const FOUNDATION = { name: "Fundación Competencias Digitales", code: "FUND" };
/** Madrid's education department: its codes claim its schools (Getafe's among them; decision 049). */
const MADRID = { name: "Consejería de Educación, Ciencia y Universidades (Comunidad de Madrid)", code: "EDU-MAD" };

async function generateBatch(page: Page, labels: typeof ES | typeof EN, quantity: number, { axe = true, organization = FOUNDATION } = {}) {
  await page.goto(labels.staffPath);
  await expect(page.getByRole("heading", { level: 1, name: labels.staffTitle })).toBeVisible();
  if (axe) await expectAccessible(page);
  // The browser (or, before hydration, the server) refuses a quantity out of range.
  await page.getByLabel(labels.organization).selectOption({ label: `${organization.name} (${organization.code})` });
  await page.getByLabel(labels.package).selectOption({ label: labels.packageOption });
  await page.getByLabel(labels.quantity).fill("0");
  await page.getByRole("button", { name: labels.generate }).click();
  await expect(page.getByText(labels.quantityError)).toBeVisible();
  await page.getByLabel(labels.organization).selectOption({ label: `${organization.name} (${organization.code})` });
  await page.getByLabel(labels.package).selectOption({ label: labels.packageOption });
  await page.getByLabel(labels.quantity).fill(String(quantity));
  await page.getByRole("button", { name: labels.generate }).click();
  await expect(page.getByText(labels.generated(quantity, organization.name))).toBeVisible();
  // The newest batch is the table's first row: all its codes are free.
  const row = page.getByRole("table").getByRole("row").nth(1);
  await expect(row.getByRole("cell")).toHaveText([
    organization.name,
    labels.packageName,
    String(quantity),
    String(quantity),
    "0",
    "0",
    /Irene Castro Vidal/,
    /CSV/,
  ]);
  if (axe) await expectAccessible(page);

  const link = row.getByRole("link", { name: /CSV/ });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^licencias-[0-9a-f-]{36}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split("\r\n");
  expect(lines[0]).toBe("code,state,assigned_at,revoked_at");
  expect(lines).toHaveLength(quantity + 1);
  const codes = lines.slice(1).map((line) => line.split(",")[0]!);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[0-9A-Z]{8}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{12},free,,$/);
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="licencias-/);
  return codes;
}

const ES = {
  staffPath: "/gestion/licencias",
  staffTitle: "Generación de licencias",
  organization: "Organización",
  package: "Paquete",
  packageOption: "Primaria y robótica: Competencias digitales en Primaria, Robótica e inteligencia artificial",
  packageName: "Primaria y robótica",
  quantity: "Número de códigos",
  quantityError: "Indica un número entero de 1 a 500",
  generate: "Generar códigos",
  generated: (n: number, org: string) => `Lote generado: ${n} códigos para ${org} (Primaria y robótica).`,
};
const EN = {
  staffPath: "/staff/licences",
  staffTitle: "Licence generation",
  organization: "Organisation",
  package: "Package",
  packageOption: "Primary and robotics: Digital skills in Primary, Robotics and artificial intelligence",
  packageName: "Primary and robotics",
  quantity: "Number of codes",
  quantityError: "Enter a whole number from 1 to 500",
  generate: "Generate codes",
  generated: (n: number, org: string) => `Batch generated: ${n} codes for ${org} (Primary and robotics).`,
};

// Madrid's batch claims Madrid's public schools: in Getafe, CEIP Jorge Guillén (the demo teacher's school is the
// foundation's and is not offered; decision 049).
test("a licence generator makes a batch; a new teacher adds one of its codes through the wizard and reaches my panel", async ({
  page,
  baseURL,
  login,
}) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL! }]);
  await login(accounts.licenceGenerator);
  const codes = await generateBatch(page, ES, 3, { organization: MADRID });

  await newAccount(page, baseURL!, "es");
  await page.goto("/mi-cuenta/configuracion");
  await expect(page.getByText("No tienes ninguna licencia profesional asignada.")).toBeVisible();
  await page.getByRole("link", { name: "Añadir licencia" }).click();
  await expect(page).toHaveURL("/mi-cuenta/licencia");
  await expect(page.getByRole("heading", { name: "Paso 1 de 5: Código de licencia" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pasos para añadir la licencia" }).getByRole("listitem").first()).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectAccessible(page);

  // A wrong format: the message by the field, which gets the focus.
  // (Enter sends the form as "Siguiente" would, without the field's blur check moving the button first.)
  const code = page.getByLabel("Código de licencia");
  await code.fill("1234-5678");
  await code.press("Enter");
  await expect(page.getByText("La licencia no es válida")).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await code.fill(codes[0]!.toLowerCase());
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByRole("heading", { name: "Paso 2 de 5: Provincia" })).toBeVisible();
  await expect(page.getByText(`Código válido: paquete «Primaria y robótica» de ${MADRID.name}.`)).toBeVisible();
  // Nothing chosen: "Este campo es obligatorio".
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Este campo es obligatorio")).toBeVisible();
  await page.getByLabel("Provincia del centro").selectOption({ label: "Madrid" });
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { name: "Paso 3 de 5: Localidad" })).toBeVisible();
  await page.getByLabel("Localidad del centro").selectOption({ label: "Getafe" });
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { name: "Paso 4 de 5: Centro" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Debes seleccionar un centro")).toBeVisible();
  // The organisation comes chosen from the code's batch.
  await expect(page.getByLabel("Organización")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Organización").locator("option:checked")).toHaveText(MADRID.name);
  await page.getByLabel("Centro", { exact: true }).selectOption({ label: "CEIP Jorge Guillén (28658011)" });
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { name: "Paso 5 de 5: Entidad" })).toBeVisible();
  // Back keeps the answers.
  await page.getByRole("button", { name: "Atrás" }).click();
  await expect(page.getByRole("heading", { name: "Paso 4 de 5: Centro" })).toBeVisible();
  await expect(page.getByLabel("Centro", { exact: true }).locator("option:checked")).toHaveText("CEIP Jorge Guillén (28658011)");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByRole("button", { name: "Añadir licencia" }).click();
  await expect(page.getByText("Debes añadir una entidad")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Entidad", { exact: true }).fill("Ayuntamiento de Getafe");
  await page.getByRole("button", { name: "Añadir licencia" }).click();

  await expect(page.getByRole("heading", { name: "¡Licencia añadida!" })).toBeVisible();
  await expect(page.getByText("CEIP Jorge Guillén (28658011), Getafe")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Robótica e inteligencia artificial" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ir a Mi panel" }).click();
  await expect(page).toHaveURL("/mi-panel");
  await expect(page.getByText("CEIP Jorge Guillén").first()).toBeVisible();
  await expect(page.getByText("Competencias digitales en Primaria").first()).toBeVisible();
  await expectAccessible(page);
  // The licence opens the programme's itineraries: from My panel to an itinerary's first activity.
  await page.getByRole("link", { name: "Programar jugando" }).first().click();
  await expect(page).toHaveURL(/\/itinerarios\/6-8\/[a-z0-9-]+\/actividades\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "El algoritmo del bocadillo" })).toBeVisible();
  await expect(page.getByText("Actividad 1 de ")).toBeVisible();
  await expectAccessible(page);

  // The same code cannot be used twice.
  await newAccount(page, baseURL!, "es");
  await page.goto("/mi-cuenta/licencia");
  await page.getByLabel("Código de licencia").fill(codes[0]!);
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("El código de licencia no está disponible")).toBeVisible();

  // The generator now sees one code assigned.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL! }]);
  await login(accounts.licenceGenerator);
  await page.goto("/gestion/licencias");
  const row = page.getByRole("table").getByRole("row").nth(1);
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
});

test("in English: the generator's screen and the wizard, with the English messages", async ({ page, baseURL, login }) => {
  await page.context().addCookies([
    { name: "cookieConsent", value: "0.0", url: baseURL! },
    { name: "language", value: "en", url: baseURL! },
  ]);
  await login(accounts.licenceGenerator);
  const codes = await generateBatch(page, EN, 2);
  // A free code can be revoked; it is then not available.
  await page.getByLabel("Licence code").fill(codes[1]!);
  await page.getByRole("button", { name: "Revoke code" }).click();
  await expect(page.getByText(`The code ${codes[1]} has been revoked.`)).toBeVisible();

  await newAccount(page, baseURL!, "en");
  await page.goto("/my-account/licence");
  await expect(page.getByRole("heading", { name: "Step 1 of 5: Licence code" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Licence code").fill(codes[1]!);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The licence code is not available")).toBeVisible();
  await page.getByLabel("Licence code").fill(codes[0]!);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Province of the school").selectOption({ label: "Sevilla" });
  await page.getByRole("button", { name: "Next" }).click();
  // The code is the foundation's: in Sevilla it claims only the foundation's charter school (decision 049).
  await page.getByLabel("Town of the school").selectOption({ label: "Sevilla" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 4 of 5: School" })).toBeVisible();
  await expect(page.getByLabel("School", { exact: true }).locator("option")).toHaveCount(2);
  await page.getByLabel("School", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Add licence" }).click();
  await expect(page.getByText("You must add an entity")).toBeVisible();
  await page.getByLabel("Entity", { exact: true }).fill("Junta de Andalucía");
  await page.getByRole("button", { name: "Add licence" }).click();
  await expect(page.getByRole("heading", { name: "Licence added!" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to My panel" }).click();
  await expect(page).toHaveURL("/my-panel");
  await expect(page.getByText("Digital skills in Primary").first()).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step posts to the server, which checks it", async ({ page, baseURL, login }) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "0.0", url: baseURL! }]);
    await login(accounts.licenceGenerator);
    // axe runs in the page's JavaScript, so it checks these same screens in the journeys above.
    const codes = await generateBatch(page, ES, 1, { axe: false });
    await newAccount(page, baseURL!, "es");
    await page.goto("/mi-cuenta/licencia");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByText("Este campo es obligatorio")).toBeVisible();
    await expect(page.getByLabel("Código de licencia")).toBeFocused();
    await page.getByLabel("Código de licencia").fill(codes[0]!);
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByLabel("Provincia del centro").selectOption({ label: "Zaragoza" });
    await page.getByRole("button", { name: "Siguiente" }).click();
    // The code is the foundation's: Zaragoza's charter school is the foundation's (decision 049).
    await page.getByLabel("Localidad del centro").selectOption({ label: "Zaragoza" });
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByLabel("Centro", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByLabel("Entidad", { exact: true }).fill("Gobierno de Aragón");
    await page.getByRole("button", { name: "Añadir licencia" }).click();
    await expect(page.getByRole("heading", { name: "¡Licencia añadida!" })).toBeVisible();
    await expect(page.getByText(/, Zaragoza$/)).toBeVisible();
  });
});

test("only licence generators reach the generator's screen and its CSV", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  const screen = await page.goto("/gestion/licencias");
  expect(screen?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  const csv = await page.request.get("/gestion/licencias/00000000-0000-0000-0000-000000000000/codigos.csv");
  expect(csv.status()).toBe(403);
});

test("the 403 of a licence page leads a registered user to the wizard", async ({ visitor: page, login }) => {
  await login(accounts.family);
  await page.goto("/mi-panel");
  await page.getByRole("link", { name: "Añadir una licencia" }).click();
  await expect(page).toHaveURL("/mi-cuenta/licencia");
  await expect(page.getByRole("heading", { name: "Paso 1 de 5: Código de licencia" })).toBeVisible();
});

test("licence generators find the screen in their account menu", async ({ visitor: page, login }) => {
  await login(accounts.licenceGenerator);
  await page.goto("/");
  const menu = page.getByRole("button", { name: /Menú de la cuenta/ });
  await expect(async () => {
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  await page.getByRole("link", { name: "Licencias" }).click();
  await expect(page).toHaveURL("/gestion/licencias");
});
