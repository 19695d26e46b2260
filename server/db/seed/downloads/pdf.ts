import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A small document model and its A4 rendering with pdf-lib, for the formation downloads' PDFs (texts in
 * Spanish). Standard Helvetica needs no font file but only encodes WinAnsi, which holds every Spanish
 * letter; anything else is replaced or dropped by `drawable`. Dates are fixed so that a file regenerated
 * on another data directory comes out byte for byte the same.
 */
export type PdfBlock =
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: { head: string[]; widths: number[]; rows: string[][] } }
  | { note: string };

export type PdfSection = { heading: string; blocks: PdfBlock[] };

export type PdfDoc = {
  /** Small label above the title ("Guía del docente"). */
  kicker: string;
  title: string;
  subtitle: string;
  subject: string;
  sections: PdfSection[];
};

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 30;
const NAVY = rgb(0x1d / 255, 0x35 / 255, 0x57 / 255);
const INK = rgb(0x1d / 255, 0x2b / 255, 0x3a / 255);
const MUTED = rgb(0x5b / 255, 0x64 / 255, 0x72 / 255);
const CORAL = rgb(0xc9 / 255, 0x18 / 255, 0x4a / 255);
const SUN = rgb(1, 0xd1 / 255, 0x66 / 255);
const CREAM = rgb(1, 0xf8 / 255, 0xec / 255);
const LINE = rgb(0xe8 / 255, 0xdf / 255, 0xcd / 255);
const FIXED_DATE = new Date(Date.UTC(2025, 8, 1, 8, 0, 0));
const SITE = "Código Pequeño · Material de formación";

const REPLACEMENTS: Record<string, string> = { "→": "->", "≤": "<=", "≥": ">=", "×": "x", "−": "-", "\u00a0": " ", "\u202f": " " };

/** Text the standard font can draw: look-alikes for a few signs, accents kept where WinAnsi has them. */
function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.normalize("NFC").replace(/\s+/g, " ")) {
    if (supported.has(char.codePointAt(0) ?? 0)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else out += char.normalize("NFD").replace(/\p{M}/gu, "").replace(/[^\x20-\x7e]/g, "");
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** Writes down the page, starting a new one when the text reaches the footer. */
class Writer {
  page: PDFPage;
  y: number;
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }
  room(height: number) {
    if (this.y - height >= FOOTER_Y + 28) return;
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }
  text(text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; indent?: number; marker?: string; after?: number }) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    wrap(drawable(text, font), font, size, WIDTH - indent).forEach((line, i) => {
      this.room(lineHeight);
      this.y -= lineHeight;
      if (i === 0 && options.marker) {
        const width = this.fonts.bold.widthOfTextAtSize(options.marker, size);
        this.page.drawText(options.marker, { x: MARGIN + indent - width - 6, y: this.y, size, font: this.fonts.bold, color: CORAL });
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    });
    this.y -= options.after ?? 5;
  }
  heading(text: string) {
    this.room(70); // a heading stays with the first lines under it
    this.y -= 12;
    this.text(text, { font: this.fonts.bold, size: 14, color: NAVY, after: 2 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + 48, y: this.y }, thickness: 2, color: SUN });
    this.y -= 6;
  }
  note(text: string) {
    const font = this.fonts.italic;
    const lines = wrap(drawable(text, font), font, 10.5, WIDTH - 24);
    const height = lines.length * 14.7 + 14;
    this.room(height);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: CREAM, borderColor: SUN, borderWidth: 1 });
    let y = this.y - 7;
    for (const line of lines) {
      y -= 14.7;
      this.page.drawText(line, { x: MARGIN + 12, y: y + 3, size: 10.5, font, color: INK });
    }
    this.y -= height + 8;
  }
  table({ head, widths, rows }: { head: string[]; widths: number[]; rows: string[][] }) {
    const total = widths.reduce((a, b) => a + b, 0);
    const columns = widths.map((w) => (w / total) * WIDTH);
    const row = (cells: string[], font: PDFFont, fill?: ReturnType<typeof rgb>, color = INK) => {
      const wrapped = cells.map((cell, i) => wrap(drawable(cell, font), font, 9.5, (columns[i] ?? 0) - 10));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 13 + 10;
      this.room(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const width = columns[i] ?? 0;
        this.page.drawRectangle({ x, y: this.y - height, width, height, color: fill, borderColor: LINE, borderWidth: 0.75 });
        lines.forEach((line, j) => {
          this.page.drawText(line, { x: x + 5, y: this.y - 15 - j * 13, size: 9.5, font, color });
        });
        x += width;
      });
      this.y -= height;
    };
    row(head, this.fonts.bold, NAVY, rgb(1, 1, 1));
    for (const cells of rows) row(cells, this.fonts.regular);
    this.y -= 8;
  }
}

/** The PDF's bytes. */
export async function renderPdf(spec: PdfDoc): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor("Fundación Código Pequeño");
  doc.setSubject(spec.subject);
  doc.setLanguage("es-ES");
  doc.setCreator("Código Pequeño");
  doc.setProducer("Código Pequeño");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const out = new Writer(doc, fonts);
  out.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 18, width: PAGE_WIDTH, height: 18, color: SUN });
  out.y -= 6;
  out.text(spec.kicker.toUpperCase(), { font: fonts.bold, size: 9, color: CORAL, after: 2 });
  out.text(spec.title, { font: fonts.bold, size: 22, color: NAVY, after: 4 });
  out.text(spec.subtitle, { font: fonts.italic, size: 12, after: 6 });
  for (const section of spec.sections) {
    out.heading(section.heading);
    for (const block of section.blocks) {
      if ("p" in block) out.text(block.p, {});
      else if ("ul" in block) for (const item of block.ul) out.text(item, { indent: 16, marker: "•", after: 3 });
      else if ("ol" in block) for (const [i, item] of block.ol.entries()) out.text(item, { indent: 20, marker: `${i + 1}.`, after: 3 });
      else if ("note" in block) out.note(block.note);
      else out.table(block.table);
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 14 }, end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_Y + 14 }, thickness: 0.5, color: MUTED });
    page.drawText(drawable(SITE, fonts.regular), { x: MARGIN, y: FOOTER_Y, size: 8.5, font: fonts.regular, color: MUTED });
    const number = `Página ${i + 1} de ${pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(number, 8.5);
    page.drawText(drawable(number, fonts.regular), { x: PAGE_WIDTH - MARGIN - width, y: FOOTER_Y, size: 8.5, font: fonts.regular, color: MUTED });
  });
  return doc.save();
}
