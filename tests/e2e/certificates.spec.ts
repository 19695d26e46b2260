import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { DEMO_COMPLETED_COURSE } from "../../server/db/seed/courses-demo.ts";
import { pdfText } from "../../server/test/pdf-text.ts";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// Issue 14: the demo teacher completed a course (the demo seed); My panel counts its hours and gives its
// certificate, whose code the public page verifies.

test("a teacher downloads a course certificate from My panel, and anyone verifies its code", async ({ visitor: page, login, baseURL }) => {
  await login(accounts.teacher);
  await page.goto("/mi-panel");
  const training = page.getByRole("region", { name: "Formación docente" });
  await expect(training.getByText(/^6 de 16 horas este curso escolar \(\d{4}-\d{2}\)$/)).toBeVisible();
  await expect(training.getByRole("progressbar", { name: /6 de 16 horas/ })).toHaveAttribute("aria-valuenow", "6");
  await expect(training.getByText(DEMO_COMPLETED_COURSE.titleEs, { exact: true })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await training.getByRole("link", { name: `Descargar el certificado: ${DEMO_COMPLETED_COURSE.titleEs}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificado-${DEMO_COMPLETED_COURSE.slug}.pdf`);
  const bytes = await readFile(await download.path());
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  const [lines = []] = await pdfText(bytes);
  expect(lines).toEqual(expect.arrayContaining([`${accounts.teacher.name} Ruiz Lozano`, DEMO_COMPLETED_COURSE.titleEs]));
  const code = lines.find((line) => /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(line));
  expect(code, "the certificate shows its code").toBeTruthy();
  // The QR code and the printed address open the verification page on this site.
  expect(lines).toContain(`${baseURL}/certificado/${code}`);

  // Anyone holding the code: signed out now.
  await page.context().clearCookies({ name: "token" });
  await page.goto(`/certificado/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Verificación de certificados" })).toBeVisible();
  const result = page.getByRole("region", { name: "Este certificado es válido" });
  await expect(result.getByText(`${accounts.teacher.name} Ruiz Lozano`)).toBeVisible();
  await expect(result.getByText(DEMO_COMPLETED_COURSE.titleEs)).toBeVisible();
  await expect(result.getByText(code!)).toBeVisible();
  await expectAccessible(page);

  // A code typed wrong: the page says so, and answers 404.
  await page.getByLabel("Código de verificación").fill("abcd efgh jk23");
  await page.getByRole("button", { name: "Comprobar" }).click();
  await expect(page).toHaveURL(/\/certificado\/ABCD-EFGH-JK23$/);
  await expect(page.getByRole("heading", { name: "Este código de certificado no es válido" })).toBeVisible();
  expect((await page.request.get("/certificado/ABCD-EFGH-JK23")).status()).toBe(404);
  await expectAccessible(page);

  // The English page, from a code written in lower case.
  await page.goto(`/certificate/${code!.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/certificate/${code}$`));
  await expect(page.getByRole("region", { name: "This certificate is valid" }).getByText(DEMO_COMPLETED_COURSE.titleEn)).toBeVisible();
  await page.goto("/certificate/not-a-code");
  await expect(page.getByRole("heading", { name: "This certificate code is not valid" })).toBeVisible();
  await expectAccessible(page);
});
