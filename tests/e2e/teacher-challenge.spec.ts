import { readFile } from "node:fs/promises";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * The teachers' super-challenge 2024 (issue 16; decision 035). The journeys' server runs on 1 December 2025, long
 * after the deadline (30 April 2024): the page says registration is closed, the form that it has ended (in Spanish
 * and English); the foundation's staff read the demo's candidacies and download them as CSV.
 */

test("after the deadline the page and the form say registration has ended", async ({ browser, baseURL }) => {
  const family = await openAs(browser, baseURL!, accounts.family);
  await family.goto("/superreto-docentes");
  await expect(family.getByRole("heading", { level: 1, name: "Superreto docente" })).toBeVisible();
  await expect(family.getByText("Inscripción cerrada", { exact: true })).toBeVisible();
  await expect(family.getByText("La inscripción terminó el 30 de abril de 2024.")).toBeVisible();
  await expect(family.getByRole("definition").filter({ hasText: "Hasta el 30 de abril de 2024 incluido" })).toBeVisible();
  await expectAccessible(family);

  // Closed: the page no longer leads to the form, which says so to whoever opens it.
  await expect(family.getByRole("link", { name: "Ir al formulario de inscripción" })).toHaveCount(0);
  await family.goto("/formulario-superreto-docentes");
  await expect(family.getByRole("heading", { level: 1, name: "Inscripción en el superreto docente" })).toBeVisible();
  await expect(family.getByRole("heading", { name: "La inscripción ha terminado" })).toBeVisible();
  await expect(family.getByText("El plazo para presentar candidaturas al superreto docente terminó el 30 de abril de 2024.")).toBeVisible();
  await expect(family.getByRole("button", { name: "Enviar la candidatura" })).toHaveCount(0);
  await expectAccessible(family);

  await family.goto("/teachers-superchallenge-form");
  await expect(family.getByRole("heading", { level: 1, name: "Teachers' super-challenge registration" })).toBeVisible();
  await expect(family.getByRole("heading", { name: "Registration has ended" })).toBeVisible();
  await expect(family.getByText("The deadline for candidacies to the teachers' super-challenge ended on 30 April 2024.")).toBeVisible();
  await expect(family.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(family);
  await family.context().close();
});

test("the foundation's staff list the candidacies and download them as CSV", async ({ browser, baseURL }) => {
  const staff = await openAs(browser, baseURL!, accounts.developer);
  await staff.goto("/gestion/superreto-docentes");
  await expect(staff.getByRole("heading", { level: 1, name: "Superreto docente: candidaturas" })).toBeVisible();
  await expect(staff.getByText("3 candidaturas")).toBeVisible();
  // Newest first, each with its fields and its links.
  const candidacies = staff.getByRole("article");
  await expect(candidacies.first().getByRole("heading", { level: 2 })).toHaveText("Pantallas con sentido · CEIP Gloria Fuertes");
  const cervantes = staff.getByRole("article", { name: "Robots que cuentan historias · CEIP Miguel de Cervantes" });
  await expect(cervantes.getByText("28065012")).toBeVisible();
  await expect(cervantes.getByRole("link", { name: "Memoria (PDF)" })).toHaveAttribute(
    "href",
    "https://example.org/superreto/cervantes/memoria.pdf",
  );
  await expectAccessible(staff);

  const downloading = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Descargar todas en CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("superreto-docente-2024.csv");
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFid,sent_at,name,last_name,role,email,candidacy_name,centre_name,centre_code,autonomous_community,")).toBe(
    true,
  );
  expect(
    text
      .trimEnd()
      .split("\r\n")
      .filter((line) => /^\d+,2024-/.test(line)),
  ).toHaveLength(3);
  expect(text).toContain("Robots que cuentan historias,CEIP Miguel de Cervantes,28065012,Comunidad de Madrid");
  await staff.context().close();
});
