import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * The Europe super-challenge (issue 16; decision 035) on the journeys' clock, 1 December 2025: the 2025-26
 * submission stage. The page in both languages with its stages; the demo teacher, whose school the demo
 * pre-registered, submits a full entry and sees its state; the foundation's staff find it with its files.
 */

/** Small real files made here: a two-second clip (ffmpeg), three photos and a photographed form (sharp), a PDF. */
async function entryFiles() {
  const folder = mkdtempSync(path.join(tmpdir(), "e2e-europe-"));
  try {
    const clip = path.join(folder, "clase.mp4");
    const run = spawnSync("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=160x120:rate=10",
      "-t",
      "2",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      clip,
    ]);
    if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
    const photo = async (r: number, name: string) => ({
      name,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g: 140, b: 200 } } })
        .jpeg()
        .toBuffer(),
    });
    return {
      video: { name: "clase.mp4", mimeType: "video/mp4", buffer: readFileSync(clip) },
      photos: await Promise.all([photo(40, "robot.jpg"), photo(120, "prototipo.jpg"), photo(220, "equipo.jpg")]),
      under14: {
        name: "autorizaciones-menores.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
      },
      over14: await photo(90, "autorizaciones-mayores.jpg"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test("the page in both languages: the edition, its stages, prize, finalists and audience", async ({ browser, baseURL }) => {
  const visitor = await openAs(browser, baseURL!, null);
  await visitor.goto("/superreto-europeo");
  await expect(visitor.getByRole("heading", { level: 1, name: "Superreto europeo 2025-26" })).toBeVisible();
  const stages = visitor.getByRole("region", { name: "Calendario de la edición 2025-26" }).getByRole("listitem");
  await expect(stages.nth(0)).toContainText("Cerrado");
  await expect(stages.nth(0)).toContainText("Preinscripción");
  await expect(stages.nth(1)).toContainText("Abierto ahora");
  await expect(stages.nth(1)).toContainText("Del 1 de noviembre de 2025 al 23 de enero de 2026");
  await expect(visitor.getByText("10 centros finalistas.", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Edición 2024-25" })).toBeVisible();
  await expectAccessible(visitor);

  await visitor.goto("/european-superchallenge");
  await expect(visitor.getByRole("heading", { level: 1, name: "European super-challenge 2025-26" })).toBeVisible();
  await expect(visitor.getByText("Open now")).toBeVisible();
  await expect(visitor.getByText("A prize valued at €1,500 for the winning project.")).toBeVisible();
  await expectAccessible(visitor);
  // The form asks a visitor to log in first.
  await visitor.getByRole("link", { name: "Log in to take part" }).click();
  await expect(visitor).toHaveURL(/\/access\?page=/);
  await visitor.context().close();
});

test("the demo teacher submits the school's entry; staff find it with its files", async ({ browser, baseURL }) => {
  const files = await entryFiles();
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.goto("/superreto-europeo");
  await expect(teacher.getByTestId("europe-entry")).toContainText("Preinscrito");
  await teacher.getByRole("link", { name: "Ver la inscripción de mi centro" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Superreto europeo 2025-26" })).toBeVisible();
  await expect(teacher.getByText("CEIP Miguel de Cervantes (código 28065012), Getafe.")).toBeVisible();
  await expectAccessible(teacher);

  await teacher.getByLabel("Problema detectado").fill("El patio se inunda cada vez que llueve.");
  await teacher.getByLabel("Solución ideada").fill("Sensores de humedad que avisan al conserje con una luz.");
  await teacher.getByLabel("Sostenibilidad del modelo y objetivos").fill("Material reutilizado y un panel solar pequeño.");
  await teacher.getByLabel("Elementos tecnológicos").fill("Una placa programable, sensores y una página web.");
  await teacher.getByLabel("Proceso de ideación").fill("Lluvia de ideas en clase y un prototipo de cartón.");
  // Sent without files: the browser's checks say what is missing, and the first refused field takes the focus.
  await teacher.getByRole("button", { name: "Enviar el proyecto" }).click();
  await expect(teacher.getByText("Sube el vídeo del proyecto")).toBeVisible();
  await expect(teacher.getByText("Sube entre 3 y 5 fotos")).toBeVisible();
  await expect(teacher.getByText("Indica si aparecen personas")).toBeVisible();
  await expect(teacher.getByLabel("Vídeo del proyecto")).toBeFocused();
  await expectAccessible(teacher);

  await teacher.getByLabel("Vídeo del proyecto").setInputFiles(files.video);
  await teacher.getByLabel("Fotos del proyecto").setInputFiles(files.photos);
  await teacher.getByRole("radio", { name: "Sí, y tenemos sus autorizaciones de derechos de imagen" }).check();
  await teacher.getByLabel("Autorizaciones de derechos de imagen de menores de 14 años").setInputFiles(files.under14);
  await teacher.getByLabel("Autorizaciones de derechos de imagen de mayores de 14 años").setInputFiles(files.over14);
  const people = ["Lucía Martín", "Hugo Pérez", "Aitana Gómez", "Daniel Ortiz", "Marta Ruiz Lozano"];
  for (const [i, name] of people.entries()) {
    const row = teacher.getByRole("group", { name: `Persona ${i + 1}` });
    await row.getByLabel("Nombre y apellidos").fill(name);
    await row.getByLabel("Participa como").selectOption(i < 4 ? "student" : "teacher");
  }
  await teacher.getByLabel("He leído y acepto las bases legales del superreto europeo.").check();
  await teacher.getByLabel("Consiento el tratamiento de los datos enviados para gestionar la participación del centro.").check();
  await teacher.getByLabel("Conozco y acepto el protocolo de viaje para las personas que viajen.").check();
  await teacher.getByRole("button", { name: "Enviar el proyecto" }).click();
  await expect(teacher.getByRole("status")).toHaveText("¡Proyecto enviado! Gracias por participar en el superreto europeo.", {
    timeout: 20_000,
  });
  await expect(teacher.getByTestId("europe-entry")).toContainText(
    "Tu centro, CEIP Miguel de Cervantes, envió su proyecto el 1 de diciembre de 2025.",
  );
  await expect(teacher.getByRole("button", { name: "Enviar el proyecto" })).toHaveCount(0);
  await expectAccessible(teacher);
  await teacher.context().close();

  const staff = await openAs(browser, baseURL!, accounts.developer);
  await staff.goto("/gestion/superreto-europeo?edition=2025-26");
  const entry = staff.getByRole("article", { name: "CEIP Miguel de Cervantes · 2025-26" });
  await expect(entry).toContainText("Proyecto enviado");
  await expect(entry).toContainText("El patio se inunda cada vez que llueve.");
  await expect(entry).toContainText("Marta Ruiz Lozano (Docente)");
  await expectAccessible(staff);
  const link = entry.getByRole("link", { name: "Derechos de imagen, menores de 14" });
  const download = await staff.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="autorizaciones-menores\.pdf"/);
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  await staff.context().close();
});
