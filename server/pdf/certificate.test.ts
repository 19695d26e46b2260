import { PDFDocument, PDFName } from "pdf-lib";
import { expect, test } from "vitest";
import { pdfText } from "../test/pdf-text.ts";
import { type PdfCertificate, renderCertificate } from "./certificate.ts";
import { qrMatrix } from "./qr.ts";

const spec = (overrides: Partial<PdfCertificate> = {}): PdfCertificate => ({
  kicker: "Código Pequeño · Formación del profesorado",
  title: "Certificado de formación",
  statement: "Se certifica que",
  holder: "Marta Ruiz Lozano",
  achievement: "ha completado el curso",
  course: "Robótica educativa en el aula",
  details: "6 horas de formación, completado el 3 de marzo de 2027.",
  verification: {
    label: "Código de verificación",
    code: "ABCD-EFGH-JK23",
    caption: "Comprueba este certificado en",
    url: "https://codigopequeno.example/certificado/ABCD-EFGH-JK23",
  },
  meta: { title: "Certificado", subject: "Robótica", author: "Código Pequeño", creator: "Código Pequeño", language: "es-ES" },
  footer: "Código Pequeño · https://codigopequeno.example",
  ...overrides,
});

test("one landscape A4 page with the name, the course, the details, the code and the address, and its metadata", async () => {
  const bytes = await renderCertificate(spec());
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(1);
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  expect(doc.getTitle()).toBe("Certificado");
  expect(String(doc.catalog.get(PDFName.of("Lang")))).toContain("es-ES");
  const [lines] = await pdfText(bytes);
  expect(lines).toEqual(
    expect.arrayContaining([
      "CÓDIGO PEQUEÑO · FORMACIÓN DEL PROFESORADO",
      "Marta Ruiz Lozano",
      "Robótica educativa en el aula",
      "6 horas de formación, completado el 3 de marzo de 2027.",
      "ABCD-EFGH-JK23",
      "https://codigopequeno.example/certificado/ABCD-EFGH-JK23",
    ]),
  );
});

test("long names and titles shrink and wrap but stay whole; text outside WinAnsi does not break it", async () => {
  const course = `Competencia digital docente: ${"programación, robótica e inteligencia artificial ".repeat(3)}`.trim();
  const bytes = await renderCertificate(
    spec({ holder: "María de los Ángeles Fernández-Villaverde y Gutiérrez de la Concha 👩‍🏫", course }),
  );
  const [lines = []] = await pdfText(bytes);
  expect(lines.join(" ")).toContain("María de los Ángeles Fernández-Villaverde y Gutiérrez de la Concha");
  expect(lines.join(" ").replace(/\s+/g, " ")).toContain(course);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
});

test("the QR code holds the verification address: a square matrix with the three finder patterns", () => {
  const matrix = qrMatrix("https://codigopequeno.example/certificado/ABCD-EFGH-JK23");
  const size = matrix.length;
  expect(size).toBeGreaterThanOrEqual(21);
  expect(matrix.every((row) => row.length === size)).toBe(true);
  // A finder pattern: a 7×7 dark ring around a light ring around a 3×3 dark square.
  const finder = (top: number, left: number) =>
    Array.from({ length: 7 }, (_, r) => Array.from({ length: 7 }, (_, c) => matrix[top + r]?.[left + c]));
  const expected = Array.from({ length: 7 }, (_, r) =>
    Array.from({ length: 7 }, (_, c) => r === 0 || r === 6 || c === 0 || c === 6 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)),
  );
  expect(finder(0, 0)).toEqual(expected);
  expect(finder(0, size - 7)).toEqual(expected);
  expect(finder(size - 7, 0)).toEqual(expected);
  // A longer address makes a bigger code.
  expect(qrMatrix(`https://codigopequeno.example/${"x".repeat(200)}`).length).toBeGreaterThan(size);
});
