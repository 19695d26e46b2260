import { type PdfBlock, type PdfDocument, type PdfSection, renderPdf as draw } from "../../../pdf/document.ts";

export type { PdfBlock, PdfSection };

/**
 * A formation download's PDF (texts in Spanish), drawn by the one PDF module (server/pdf). The date is
 * fixed so that a file regenerated on another data directory comes out byte for byte the same.
 */
export type PdfDoc = Pick<PdfDocument, "kicker" | "title" | "subtitle" | "sections"> & { subject: string };

const FIXED_DATE = new Date(Date.UTC(2025, 8, 1, 8, 0, 0));

/** The PDF's bytes. */
export function renderPdf(spec: PdfDoc): Promise<Uint8Array> {
  return draw({
    ...spec,
    meta: {
      title: spec.title,
      subject: spec.subject,
      author: "Fundación Código Pequeño",
      creator: "Código Pequeño",
      language: "es-ES",
      date: FIXED_DATE,
    },
    footer: { text: "Código Pequeño · Material de formación", page: (page, pages) => `Página ${page} de ${pages}` },
  });
}
