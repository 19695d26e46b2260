import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, loggedInContext, test } from "./fixtures.ts";

// The licence request of issue 5 (licences domain) and its staff list; the dossier, FAQs and downloads are in
// formation-pages.spec.ts.

/** Fills one teacher row, found by its legend ("Docente 1", "Teacher 2"). */
async function fillTeacher(
  page: Page,
  legend: string,
  row: { name: string; courses: string; subjects: string; trained: string },
  labels = SPANISH,
) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await group.getByLabel(labels.name).fill(row.name);
  await group.getByLabel(labels.courses).fill(row.courses);
  await group.getByLabel(labels.subjects).fill(row.subjects);
  await group.getByRole("radio", { name: row.trained, exact: true }).check();
}
const SPANISH = { name: "Nombre y apellidos", courses: "Cursos", subjects: "Asignaturas" };
const ENGLISH = { name: "Full name", courses: "Year groups", subjects: "Subjects" };

test("a teacher asks for licences in Spanish (an error first), and the licence generator sees the request", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  await page.goto("/licencias");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Solicitud de licencias" })).toBeVisible();
  await expectAccessible(page);

  const reason = `Se incorporan dos docentes al segundo ciclo (${Date.now()})`;
  await page.getByLabel("Número de licencias").fill("0");
  await page.getByLabel("Motivo de la solicitud").fill(reason);
  await fillTeacher(page, "Docente 1", {
    name: "Lucía Gómez Prieto",
    courses: "3.º y 4.º de primaria",
    subjects: "Matemáticas",
    trained: "Sí",
  });
  await page.getByLabel("Confirmo que la dirección del centro está informada de esta solicitud.").check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Pide al menos una licencia")).toBeVisible();
  await expect(page.getByLabel("Número de licencias")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Número de licencias").fill("2");
  // With JavaScript a row is added in place (no round trip) and its first field gets the focus.
  await page.getByRole("button", { name: "Añadir docente" }).click();
  await expect(page.getByRole("group", { name: "Docente 2", exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Docente 2", exact: true }).getByLabel("Nombre y apellidos")).toBeFocused();
  // A new row starts clean: its messages come when a field is left or the form is sent.
  await expect(page.getByRole("group", { name: "Docente 2", exact: true }).locator('[aria-invalid="true"]')).toHaveCount(0);
  await fillTeacher(page, "Docente 2", { name: "Pablo Ruiz", courses: "5.º de primaria", subjects: "Ciencias", trained: "No" });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();

  await expect(page.getByRole("heading", { name: "Solicitud enviada" })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Pablo Ruiz" })).toBeVisible();
  await expectAccessible(page);

  await login(accounts.licenceGenerator);
  await page.goto("/gestion/solicitudes-licencias");
  await expect(page.getByRole("heading", { level: 1, name: "Solicitudes de licencias" })).toBeVisible();
  const request = page.getByRole("article").filter({ hasText: reason });
  await expect(request).toBeVisible();
  await expect(request.getByRole("link", { name: accounts.teacher.email })).toBeVisible();
  await expect(request.getByRole("rowheader", { name: "Lucía Gómez Prieto" })).toBeVisible();
  await expect(request.getByText("Con formación")).toBeVisible();
  await expectAccessible(page);
});

test("a teacher asks for licences in English, after the form lists what is missing", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/licences");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Licence request" })).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Enter the number of licences")).toBeVisible();
  await expect(page.getByText("Explain the reason for the request")).toBeVisible();
  await expect(page.getByText("Say whether they have had the training")).toBeVisible();
  await expect(page.getByText("You must confirm that the school's management has been informed")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Number of licences").fill("1");
  await page.getByLabel("Reason for the request").fill("A new teacher joins Year 5.");
  await fillTeacher(page, "Teacher 1", { name: "Sam Taylor", courses: "Year 5", subjects: "Science", trained: "No" }, ENGLISH);
  await page.getByLabel("I confirm that the school's management has been informed of this request.").check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Request sent" })).toBeVisible();
  await expect(page.getByText("Not trained")).toBeVisible();
  await expectAccessible(page);
});

test("with JavaScript, removing a row in place moves the later rows' messages up with them and the focus to the add button", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  await page.goto("/licencias");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Añadir docente" }).click();
  await page.getByRole("button", { name: "Añadir docente" }).click();
  await fillTeacher(page, "Docente 2", { name: "Pablo Ruiz", courses: "5.º", subjects: "Ciencias", trained: "No" });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  // Rows 1 and 3 are empty: each shows its messages, and the focus goes to the first field refused.
  await expect(page.getByLabel("Número de licencias")).toBeFocused();
  const row = (n: number) => page.getByRole("group", { name: `Docente ${n}`, exact: true });
  await expect(row(2).locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(row(3).getByLabel("Nombre y apellidos")).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Quitar docente 2" }).click();
  await expect(page.getByRole("button", { name: "Añadir docente" })).toBeFocused();
  await expect(row(3)).toHaveCount(0);
  // The former third row, now the second, keeps its empty fields and its messages.
  await expect(row(2).getByLabel("Nombre y apellidos")).toHaveValue("");
  await expect(row(2).getByLabel("Nombre y apellidos")).toHaveAttribute("aria-invalid", "true");
  await expect(row(1).getByLabel("Nombre y apellidos")).toHaveAttribute("aria-invalid", "true");
  // Fixed as it is typed (a field showing an error is checked again as it changes).
  await row(2).getByLabel("Nombre y apellidos").fill("Lucía Gómez");
  await expect(row(2).getByLabel("Nombre y apellidos")).toHaveAttribute("aria-invalid", "false");
});

test("without JavaScript, rows are added and removed by the server keeping what was typed, and the server checks every field", async ({
  browser,
  baseURL,
}) => {
  const context = await loggedInContext(browser, baseURL!, accounts.teacher, false);
  const page = await context.newPage();
  await page.goto("/licencias");
  await page.getByLabel("Número de licencias").fill("3");
  await page.getByLabel("Motivo de la solicitud").fill("Más grupos este curso");
  await fillTeacher(page, "Docente 1", { name: "Ana Martín", courses: "1.º", subjects: "Lengua", trained: "Sí" });
  await page.getByRole("button", { name: "Añadir docente" }).click();
  await expect(page.getByRole("group", { name: "Docente 2", exact: true })).toBeVisible();
  await expect(page.getByLabel("Número de licencias")).toHaveValue("3");
  await expect(page.getByRole("group", { name: "Docente 1", exact: true }).getByLabel("Nombre y apellidos")).toHaveValue("Ana Martín");
  await expect(page.getByRole("group", { name: "Docente 1", exact: true }).getByRole("radio", { name: "Sí" })).toBeChecked();

  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Escribe el nombre del docente")).toBeVisible();
  await expect(page.getByText("Indica si ha recibido la formación")).toBeVisible();
  await expect(page.getByText("Debes confirmar que la dirección del centro está informada")).toBeVisible();

  await page.getByRole("button", { name: "Quitar docente 2" }).click();
  await expect(page.getByRole("group", { name: "Docente 2", exact: true })).toHaveCount(0);
  await page.getByLabel("Confirmo que la dirección del centro está informada de esta solicitud.").check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByRole("heading", { name: "Solicitud enviada" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Ana Martín" })).toBeVisible();
  await context.close();
});

test("an account without a licence meets the 403 on the licence request, and only licence generators see the requests", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.family);
  const response = await page.goto("/licencias");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  await expect(page.getByLabel("Número de licencias")).toHaveCount(0);
  await expectAccessible(page);
  const staff = await page.goto("/gestion/solicitudes-licencias");
  expect(staff?.status()).toBe(403);
  await login(accounts.teacher);
  expect((await page.goto("/gestion/solicitudes-licencias"))?.status()).toBe(403);
});
