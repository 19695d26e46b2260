import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// Issue 15, the teacher's side of the classroom evaluation. The name is new on every run (a retry on the same server
// would otherwise meet its own classroom: names are unique for the teacher in the school year).
const name = `Aula E2E ${Date.now().toString(36).slice(-5)}`;

test("a licensed teacher creates a classroom, opens its initial key, prints its card, closes it and sees no results yet", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  await page.goto("/mi-panel");
  await page.getByRole("link", { name: "Evaluación de tus aulas" }).click();
  await expect(page).toHaveURL(/\/evaluacion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Evaluación de tus aulas" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Crear un aula" }).click();
  await expect(page).toHaveURL(/\/nueva-aula$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nueva aula" })).toBeVisible();
  await expectAccessible(page);

  // No pupils counted: refused, with the message on the field, which takes the focus.
  await page.getByRole("textbox", { name: "Nombre del aula" }).fill(name);
  await page.getByRole("combobox", { name: "Edad del alumnado" }).selectOption({ label: "9-12 años" });
  const girls = page.getByRole("spinbutton", { name: "Número de niñas" });
  await girls.fill("0");
  await page.getByRole("spinbutton", { name: "Número de niños" }).fill("0");
  await page.getByRole("spinbutton", { name: "Años que el alumnado lleva en el programa" }).fill("1");
  await page.getByRole("button", { name: "Crear el aula" }).click();
  await expect(page.getByText("El aula debe tener al menos una niña o un niño")).toBeVisible();
  await expect(girls).toHaveAttribute("aria-invalid", "true");
  await expect(girls).toHaveAccessibleDescription(/^El aula debe tener al menos una niña o un niño/);
  await expect(girls).toBeFocused();
  await expectAccessible(page);

  await girls.fill("11");
  await page.getByRole("spinbutton", { name: "Número de niños" }).fill("12");
  await page.getByRole("button", { name: "Crear el aula" }).click();
  await expect(page).toHaveURL(/\/evaluacion\?creada=\d+$/);
  await expect(page.getByRole("status")).toHaveText(`Has creado el aula «${name}».`);
  const classroom = page.getByRole("article", { name });
  await expect(classroom.getByText("23 (11 niñas y 12 niños)")).toBeVisible();
  // The demo teacher's school is a reference centre: initial, final and the reference-centre evaluation.
  await expect(classroom.getByText("Sin abrir")).toHaveCount(3);

  await classroom.getByRole("button", { name: `Abrir la clave de la evaluación inicial de «${name}»` }).click();
  const opened = page.getByRole("status");
  await expect(opened).toHaveText(new RegExp(`^Has abierto la clave de la evaluación inicial de «${name}»: [2-9A-HJKMNP-Z]{6}\\.$`));
  const code = /: ([2-9A-Z]{6})\.$/.exec((await opened.textContent()) ?? "")?.[1] ?? "";
  await expect(classroom.getByText(code)).toBeVisible();
  await expectAccessible(page);

  await classroom.getByRole("link", { name: `Ver e imprimir la tarjeta de la evaluación inicial de «${name}»` }).click();
  await expect(page).toHaveURL(/\/evaluacion\/clave\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tarjeta de la clave" })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`/aventura/${code}$`))).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(`^Código QR que abre http://localhost:\\d+/aventura/${code}$`) })).toBeVisible();
  await expect(page.getByText("Formad grupos de 1 a 3 personas")).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir la tarjeta" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Volver a la evaluación" }).click();
  await expect(page).toHaveURL(/\/evaluacion$/);
  await classroom.getByRole("button", { name: `Cerrar la clave de la evaluación inicial de «${name}»` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Has cerrado la clave de la evaluación inicial de «${name}». Los grupos ya no pueden responder con ella.`,
  );
  await expect(classroom.getByRole("button", { name: `Volver a abrir la clave de la evaluación inicial de «${name}»` })).toBeVisible();
  await expectAccessible(page);

  await classroom.getByRole("link", { name: `Ver los resultados del aula «${name}»` }).click();
  await expect(page).toHaveURL(/\/evaluacion\/aula\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Resultados de «${name}»` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Evaluación inicial" }).getByText("Todavía no ha jugado ningún grupo con esta clave."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar el informe de clase (PDF)" })).toBeVisible();
  await expectAccessible(page);
});
