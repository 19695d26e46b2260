import { PDFDocument, PDFName } from "pdf-lib";
import { expect, test } from "vitest";
import { pdfText } from "../test/pdf-text.ts";
import { type PdfDocument, renderPdf } from "./document.ts";

const spec = (overrides: Partial<PdfDocument> = {}): PdfDocument => ({
  kicker: "Informe de clase",
  title: "Robótica en 5.º B",
  subtitle: "Curso 2025-2026 → primer trimestre",
  sections: [
    {
      heading: "Datos",
      blocks: [
        {
          facts: [
            ["Centro", "CEIP Las Viñas"],
            ["Docente", "Ana Muñoz 👩‍🏫"],
          ],
        },
      ],
    },
    {
      heading: "Sesiones",
      blocks: [{ p: "Primer párrafo." }, { ul: ["Uno", "Dos"] }, { ol: ["Paso", "Otro paso"] }, { note: "Una nota." }],
    },
    {
      heading: "Resultados",
      blocks: [{ table: { head: ["Grupo", "Reto", "Intentos"], widths: [2, 3, 1], rows: [["A", "Laberinto", "3"]] } }],
    },
  ],
  meta: { title: "Informe", subject: "Robótica", author: "Fundación Código Pequeño", creator: "Código Pequeño", language: "es-ES" },
  footer: { text: "Código Pequeño", page: (page, pages) => `Página ${page} de ${pages}` },
  ...overrides,
});

test("every kind of block is drawn on A4 with the document's metadata and language", async () => {
  const doc = await PDFDocument.load(await renderPdf(spec()));
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  expect(doc.getTitle()).toBe("Informe");
  expect(doc.getAuthor()).toBe("Fundación Código Pequeño");
  expect(doc.getSubject()).toBe("Robótica");
  expect(String(doc.catalog.get(PDFName.of("Lang")))).toContain("es-ES");
});

test("the footer numbers every page out of the total", async () => {
  const long = { heading: "Largo", blocks: Array.from({ length: 200 }, (_, i) => ({ p: `Párrafo ${i} ${"palabra ".repeat(20)}` })) };
  const calls: string[] = [];
  const bytes = await renderPdf(
    spec({
      sections: [long],
      footer: {
        text: "x",
        page: (page, pages) => {
          calls.push(`${page}/${pages}`);
          return "";
        },
      },
    }),
  );
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  expect(pages).toBeGreaterThan(3);
  expect(calls).toEqual(Array.from({ length: pages }, (_, i) => `${i + 1}/${pages}`));
});

test("with a fixed date the same document comes out byte for byte the same", async () => {
  const date = new Date(Date.UTC(2025, 8, 1));
  const fixed = spec({ meta: { ...spec().meta, date } });
  const [a, b] = [await renderPdf(fixed), await renderPdf(fixed)];
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  expect((await PDFDocument.load(a)).getCreationDate()?.toISOString()).toBe(date.toISOString());
});

test("a bar chart draws its legend, each group's label, each value beside its bar, the empty ones and the scale", async () => {
  const bytes = await renderPdf(
    spec({
      sections: [
        {
          heading: "Inicial frente a final",
          blocks: [
            {
              bars: {
                series: [
                  { label: "Inicial", colour: "navy" },
                  { label: "Final", colour: "coral" },
                ],
                groups: [
                  { label: "Comunicación", values: [40, 75] },
                  { label: "Resolución de problemas", values: [null, 100] },
                ],
                max: 100,
                format: (value) => `${Math.round(value)} %`,
                empty: "Sin datos",
              },
            },
          ],
        },
      ],
    }),
  );
  const [lines] = await pdfText(bytes);
  expect(lines).toEqual(
    expect.arrayContaining([
      "Inicial",
      "Final",
      "Comunicación",
      "Resolución de problemas",
      "40 %",
      "75 %",
      "Sin datos",
      "100 %",
      "0 %",
      "50 %",
    ]),
  );
});
