import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * The open-activity teacher survey and "who you are" (issue 15; decision 033): a signed-in family answers an
 * open activity's survey (a refused send first), the foundation's staff see the count; a new user says in the
 * profile that they are an entity.
 */

const OPEN = { slug: "programa-a-tu-robot-de-papel", title: "Programa a tu robot de papel" };

test("a family answers an open activity's survey; staff see it counted", async ({ browser, baseURL }) => {
  const family = await openAs(browser, baseURL!, accounts.family);
  // A premium activity has no survey.
  expect((await family.goto("/actividades/museo-aumentado-del-aula/encuesta"))?.status()).toBe(404);

  await family.goto(`/actividades/${OPEN.slug}`);
  await expect(family.getByText("¿Has usado esta actividad con niñas y niños?")).toBeVisible();
  await family.getByRole("link", { name: "Cuéntanoslo" }).click();
  await expect(family).toHaveURL(`/actividades/${OPEN.slug}/encuesta`);
  await expect(family.getByRole("heading", { level: 1, name: "Encuesta sobre la actividad" })).toBeVisible();
  await expect(family.getByText(`Si has usado «${OPEN.title}» con niñas y niños`)).toBeVisible();
  await expectAccessible(family);

  // Sent empty: each required question's message, and the first one takes the focus.
  await family.getByRole("button", { name: "Enviar respuestas" }).click();
  await expect(family.getByText("Marca al menos una edad")).toBeVisible();
  await expect(family.getByText("Responde sí o no")).toBeVisible();
  await expect(family.getByRole("checkbox", { name: "6-8 años" })).toBeFocused();
  await expectAccessible(family);

  await family.getByRole("checkbox", { name: "6-8 años" }).check();
  await family.getByRole("checkbox", { name: "9-12 años" }).check();
  await family
    .getByRole("group", { name: /¿Con cuántos niños y niñas/ })
    .getByRole("radio", { name: "De 25 a 50" })
    .check();
  await family
    .getByRole("group", { name: /¿La usaste con niñas y niños\?/ })
    .getByRole("radio", { name: "Sí" })
    .check();
  await family
    .getByRole("group", { name: /¿La recomendarías\?/ })
    .getByRole("radio", { name: "Sí" })
    .check();
  await family.getByRole("button", { name: "Enviar respuestas" }).click();
  await expect(family.getByRole("status")).toHaveText("¡Gracias! Hemos guardado tus respuestas. Puedes cambiarlas cuando quieras.");
  await expectAccessible(family);

  // Coming back, the form holds the saved answer.
  await family.reload();
  await expect(family.getByRole("checkbox", { name: "9-12 años" })).toBeChecked();
  await expect(family.getByRole("checkbox", { name: "+12 años" })).not.toBeChecked();
  await expect(family.getByRole("button", { name: "Actualizar respuestas" })).toBeVisible();
  await family.context().close();

  const staff = await openAs(browser, baseURL!, accounts.developer);
  await staff.goto("/gestion/encuestas");
  await expect(staff.getByRole("heading", { level: 1, name: "Encuestas de las actividades abiertas" })).toBeVisible();
  const row = staff.getByRole("row", { name: new RegExp(OPEN.title) });
  // Answers, then 6-8, 9-12, +12, other, then 25-50.
  await expect(row.getByRole("cell").nth(0)).toHaveText(/^[1-9]\d*$/);
  await expect(row.getByRole("cell").nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^[1-9]\d*$/);
  await expectAccessible(staff);
  await staff.context().close();
});

/** A brand-new account, signed in in the browser (its type changes nothing another journey reads). */
async function newAccount(page: Page, baseURL: string) {
  const email = `entidad-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($i: SignupInput!) { signup(input: $i) { ... on MutationSignupSuccess { data { token } } } }",
      variables: {
        i: {
          email,
          name: "Rosa",
          lastName: "Gil",
          birthday: "1980-02-03",
          password: "clave-123",
          repeatPassword: "clave-123",
          privacy: true,
        },
      },
    },
  });
  const token = (await response.json()).data.signup.data.token as string;
  await page.context().addCookies([
    { name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "cookieConsent", value: "0.0", url: baseURL },
  ]);
}

test("a user says in the profile that they are an entity", async ({ page, baseURL }) => {
  await newAccount(page, baseURL!);
  await page.goto("/mi-cuenta/configuracion");
  const block = page.getByRole("form", { name: "¿Quién eres?" });
  await expect(block.getByRole("radio", { name: "Docente de un centro educativo" })).toBeChecked();
  // A school's teacher says nothing more: the entity's and the agent's fields stay out of sight.
  await expect(block.getByRole("group", { name: "Datos de la entidad" })).toBeHidden();
  await expect(block.getByRole("group", { name: "Tu papel en la entidad" })).toBeHidden();

  await block.getByRole("radio", { name: "Entidad (fundación o asociación)" }).check();
  await expect(block.getByRole("group", { name: "Datos de la entidad" })).toBeVisible();
  await expect(block.getByRole("group", { name: "Tu papel en la entidad" })).toBeHidden();
  await block.getByRole("button", { name: "Guardar" }).click();
  await expect(block.getByText("Elige si la entidad es una fundación o una asociación")).toBeVisible();
  await expect(block.getByText("Elige el sector de la entidad")).toBeVisible();
  await expect(block.getByRole("radio", { name: "Fundación", exact: true })).toBeFocused();
  await expectAccessible(page);

  await block.getByRole("radio", { name: "Fundación", exact: true }).check();
  await block.getByRole("radio", { name: "Educación", exact: true }).check();
  await block.getByLabel("Provincia de la entidad").selectOption({ label: "Sevilla" });
  await block.getByRole("button", { name: "Guardar" }).click();
  await expect(block.getByRole("status")).toHaveText("¡Listo! Hemos guardado quién eres.");
  await expectAccessible(page);

  await page.reload();
  await expect(block.getByRole("radio", { name: "Entidad (fundación o asociación)" })).toBeChecked();
  await expect(block.getByRole("radio", { name: "Fundación", exact: true })).toBeChecked();
  await expect(block.getByRole("radio", { name: "Educación", exact: true })).toBeChecked();
  await expect(block.getByLabel("Provincia de la entidad").locator("option:checked")).toHaveText("Sevilla");
});
