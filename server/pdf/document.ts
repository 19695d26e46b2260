import { PDFDocument, StandardFonts } from "pdf-lib";
import { COLOURS, FOOTER_Y, type Fonts, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, Writer } from "./writer.ts";
import { winAnsi } from "./text.ts";

/**
 * The one PDF drawing module: a small document model (a title block, then sections of paragraphs, lists,
 * facts, notes, tables and bar charts) drawn on A4 in the house style, with a footer on every page. The activity
 * guide, the formation downloads and the coming reports describe their document in this model and get
 * its bytes from `renderPdf`; a course certificate is a one-page landscape layout of its own (certificate.ts).
 * It imports nothing of the project (pdf-lib, and a QR encoder for the certificate): pages of the web app's
 * server side (`*.server.ts`) may use it without reaching the database or the services.
 */
export type PdfBlock =
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { facts: [label: string, value: string][] }
  | { table: { head: string[]; widths: number[]; rows: string[][]; caption?: string } }
  | { bars: PdfBarChart }
  | { note: string };

/**
 * A grouped horizontal bar chart (a class report's initial against final evaluation): one group of bars per
 * category, one bar per series in the series' colour, each value written beside its bar; a legend above and the
 * scale's ticks below. A chart is a picture: the document should give its numbers in a table too.
 */
export type PdfBarChart = {
  series: { label: string; colour: BarColour }[];
  /** A null value draws no bar, only `empty` (no data for that series in that group). */
  groups: { label: string; values: (number | null)[] }[];
  /** The scale's top: a bar of this value fills the plot (100 for percentages). */
  max: number;
  /** How a value (and a tick) is written: "75 %". */
  format: (value: number) => string;
  empty: string;
};
export type BarColour = "navy" | "coral" | "sun" | "muted";

export type PdfSection = { heading: string; blocks: PdfBlock[] };

/** Every document's metadata. */
export type PdfMeta = {
  title: string;
  subject: string;
  author: string;
  /** Who made it, also shown as the creator and producer. */
  creator: string;
  /** BCP 47, "es-ES" or "en-GB". */
  language: string;
  /** A fixed date makes the same document come out byte for byte the same; otherwise now. */
  date?: Date;
};

export type PdfDocument = {
  /** Small label above the title ("Guía del docente"). */
  kicker: string;
  title: string;
  subtitle: string;
  sections: PdfSection[];
  meta: PdfMeta;
  footer: {
    /** Left of the footer: the site and what the document is. */
    text: string;
    /** Right of the footer: "Página 2 de 5". */
    page: (page: number, pages: number) => string;
  };
};

const FOOTER_SIZE = 8.5;

/** The PDF's bytes. */
export async function renderPdf(spec: PdfDocument): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(spec.meta);
  const out = new Writer(doc, fonts);
  out.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 18, width: PAGE_WIDTH, height: 18, color: COLOURS.sun });
  out.y -= 6;
  out.text(spec.kicker.toUpperCase(), { font: fonts.bold, size: 9, color: COLOURS.coral, after: 2 });
  out.text(spec.title, { font: fonts.bold, size: 22, color: COLOURS.navy, after: 4 });
  out.text(spec.subtitle, { font: fonts.italic, size: 12, after: 6 });
  for (const section of spec.sections) {
    out.heading(section.heading);
    for (const block of section.blocks) {
      if ("p" in block) out.text(block.p);
      else if ("ul" in block) for (const item of block.ul) out.text(item, { indent: 16, marker: "•", after: 3 });
      else if ("ol" in block) for (const [i, item] of block.ol.entries()) out.text(item, { indent: 20, marker: `${i + 1}.`, after: 3 });
      else if ("facts" in block) for (const [label, value] of block.facts) out.fact(label, value);
      else if ("note" in block) out.note(block.note);
      else if ("bars" in block) out.bars(block.bars);
      else out.table(block.table);
    }
  }
  drawFooters(doc, fonts, spec.footer);
  return doc.save();
}

/** A new document with the house fonts embedded and its metadata set: the start of every kind of document. */
export async function createPdf(meta: PdfMeta): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setLanguage(meta.language);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.creator);
  if (meta.date) {
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
  }
  return { doc, fonts };
}

function drawFooters(doc: PDFDocument, fonts: Fonts, footer: PdfDocument["footer"]) {
  const pages = doc.getPages();
  const font = fonts.regular;
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_Y + 14 },
      end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: COLOURS.muted,
    });
    page.drawText(winAnsi(footer.text, font), { x: MARGIN, y: FOOTER_Y, size: FOOTER_SIZE, font, color: COLOURS.muted });
    const number = winAnsi(footer.page(i + 1, pages.length), font);
    const width = font.widthOfTextAtSize(number, FOOTER_SIZE);
    page.drawText(number, { x: PAGE_WIDTH - MARGIN - width, y: FOOTER_Y, size: FOOTER_SIZE, font, color: COLOURS.muted });
  });
}
