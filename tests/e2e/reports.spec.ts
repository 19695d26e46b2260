import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

// Issue 15, point 5: follow-up reports. The demo teacher (a school's: NORMAL) fills the reference-centre report.

/** The report's address in the newest email to `email` (the e2e server writes mail to E2E_OUTBOX). */
function reportLinkTo(email: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(process.env.E2E_OUTBOX!)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
  } catch {
    return "";
  }
  for (const file of files) {
    const raw = readFileSync(path.join(process.env.E2E_OUTBOX!, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/[^\s"<>]+\/informeseguimientopc\/[A-Z0-9-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return "";
}

test("staff issue a report; the teacher opens it from the email, saves a draft, resumes it, sends it and finds it locked", async ({
  browser,
  baseURL,
}) => {
  // Two people, five pages checked by axe: longer than one journey's default.
  test.setTimeout(60_000);
  const staff = await openAs(browser, baseURL!, accounts.developer);
  await staff.goto("/gestion/informes-seguimiento");
  await expect(staff.getByRole("heading", { level: 1, name: "Informes de seguimiento" })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByLabel("Correo del docente").fill(accounts.teacher.email);
  await staff.getByRole("button", { name: "Emitir y enviar el correo" }).click();
  const issued = staff
    .getByRole("status")
    .getByText(/^Informe emitido para docente@demo\.test \(Centro de referencia\), código [A-Z0-9]{5}-[A-Z0-9]{5}\./);
  await expect(issued).toBeVisible();
  await expect(staff.getByRole("row", { name: /docente@demo\.test/ }).first()).toContainText("Pendiente");
  await expectAccessible(staff);

  await expect.poll(() => reportLinkTo(accounts.teacher.email)).toMatch(/\/informeseguimientopc\/[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  const link = new URL(reportLinkTo(accounts.teacher.email));
  expect(link.origin).toBe(new URL(baseURL!).origin);

  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  // Typed by hand first, wrong.
  await teacher.goto("/informeseguimientopc");
  await expect(teacher.getByRole("heading", { level: 1, name: "Informe de seguimiento" })).toBeVisible();
  await expectAccessible(teacher);
  const code = teacher.getByRole("textbox", { name: "Código del informe" });
  await code.fill("ZZZZZ-ZZZZZ");
  await teacher.getByRole("button", { name: "Abrir el informe" }).click();
  await expect(teacher.getByText("El código es incorrecto")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toBeFocused();
  await expectAccessible(teacher);

  // The emailed address opens it, prefilled with the teacher's name and school.
  await teacher.goto(link.pathname);
  await expect(teacher.getByRole("heading", { level: 1, name: "Informe de seguimiento: centro de referencia" })).toBeVisible();
  await expect(teacher.getByLabel("Nombre y apellidos")).toHaveValue("Marta Ruiz Lozano");
  await expectAccessible(teacher);
  await teacher.getByLabel("Nombre del aula").fill("4.º A");
  await teacher.getByLabel("Número de alumnos y alumnas").fill("24");
  await teacher
    .getByRole("group", { name: "Los materiales del programa (guías, fichas y kits) son adecuados para el aula" })
    .getByLabel("4 (alto)")
    .check();
  const suggestions = teacher.getByLabel("Sugerencias para mejorar el programa");
  await suggestions.fill("Más sesiones de robótica.");
  // The live count is the field's description.
  await expect(suggestions).toHaveAccessibleDescription("25 de 2000 caracteres");
  await teacher.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(teacher.getByRole("status").getByText(/^Borrador guardado a las \d{2}:\d{2}$/)).toBeVisible();

  // Resumed later: the saved answers are there.
  await teacher.reload();
  await expect(teacher.getByLabel("Nombre del aula")).toHaveValue("4.º A");
  await expect(teacher.getByLabel("Número de alumnos y alumnas")).toHaveValue("24");
  await expect(teacher.getByRole("group", { name: /^Los materiales del programa/ }).getByLabel("4 (alto)")).toBeChecked();
  await expect(teacher.getByText(/^Borrador guardado a las \d{2}:\d{2}$/)).toBeVisible();

  // Sent incomplete: the summary takes the focus and names what is missing.
  await teacher.getByRole("button", { name: "Enviar" }).click();
  const summary = teacher.getByRole("alert").filter({ hasText: "No se ha enviado" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /^Asignaturas: Marca al menos una asignatura$/ })).toBeVisible();
  await expect(teacher.getByText("Elige un valor del 1 al 5").first()).toBeVisible();
  await expectAccessible(teacher);

  // Completed and sent.
  await teacher.getByLabel("Edad del alumnado").selectOption("nineToTwelve");
  await teacher.getByLabel("Matemáticas").check();
  for (const question of await teacher.getByRole("group", { name: "Valoración del programa" }).getByRole("group").all()) {
    await question.getByLabel("5 (muy alto)").check();
  }
  await teacher.getByRole("group", { name: "¿Se ha estropeado o perdido algún material del programa?" }).getByLabel("No").check();
  await teacher.getByRole("button", { name: "Enviar" }).click();
  await expect(teacher.getByText("Informe enviado. ¡Gracias!")).toBeVisible();
  await expect(teacher.getByText(/^Enviado el .+ a las \d{2}:\d{2}$/)).toBeVisible();
  // Locked: the answers read as text, nothing left to save or send, after a reload too.
  await teacher.reload();
  await expect(teacher.getByText("Este informe ya se ha enviado y no se puede cambiar. Gracias por tu tiempo.")).toBeVisible();
  await expect(teacher.getByRole("button", { name: "Guardar borrador" })).toHaveCount(0);
  await expect(teacher.getByRole("textbox")).toHaveCount(0);
  await expect(teacher.getByText("4.º A")).toBeVisible();
  await expect(teacher.getByText("Más sesiones de robótica.")).toBeVisible();
  await expectAccessible(teacher);

  await staff.reload();
  await expect(staff.getByRole("row", { name: /docente@demo\.test/ }).first()).toContainText("Enviado");
  await staff.context().close();
  await teacher.context().close();
});
