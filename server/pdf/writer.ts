import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";
import { winAnsi, wrap } from "./text.ts";

/** The house style of every PDF the product draws: A4, one margin, the brand's colours. */
export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 56;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FOOTER_Y = 30;
export const COLOURS = {
  navy: rgb(0x1d / 255, 0x35 / 255, 0x57 / 255),
  ink: rgb(0x1d / 255, 0x2b / 255, 0x3a / 255),
  muted: rgb(0x5b / 255, 0x64 / 255, 0x72 / 255),
  coral: rgb(0xc9 / 255, 0x18 / 255, 0x4a / 255),
  sun: rgb(1, 0xd1 / 255, 0x66 / 255),
  cream: rgb(1, 0xf8 / 255, 0xec / 255),
  line: rgb(0xe8 / 255, 0xdf / 255, 0xcd / 255),
  white: rgb(1, 1, 1),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
export type TextOptions = { font?: PDFFont; size?: number; color?: RGB; indent?: number; marker?: string; after?: number };

const BODY_SIZE = 10.5;
/** Where the label column of a fact ends and its value starts. */
const FACT_LABEL_WIDTH = 120;

/** Writes down the page, starting a new one when the text reaches the footer. */
export class Writer {
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage(PageSizes.A4);
  }
  room(height: number) {
    if (this.y - height >= FOOTER_Y + 28) return;
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }
  /** A paragraph, wrapped; with a marker ("•", "3.") hanging left of its first line. */
  text(text: string, options: TextOptions = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? BODY_SIZE;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    wrap(winAnsi(text, font), font, size, WIDTH - indent).forEach((line, i) => {
      this.room(lineHeight);
      this.y -= lineHeight;
      if (i === 0 && options.marker) {
        const width = this.fonts.bold.widthOfTextAtSize(options.marker, size);
        this.page.drawText(options.marker, { x: MARGIN + indent - width - 6, y: this.y, size, font: this.fonts.bold, color: COLOURS.coral });
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? COLOURS.ink });
    });
    this.y -= options.after ?? 5;
  }
  heading(text: string) {
    this.room(70); // a heading stays with the first lines under it
    this.y -= 12;
    this.text(text, { font: this.fonts.bold, size: 14, color: COLOURS.navy, after: 2 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + 48, y: this.y }, thickness: 2, color: COLOURS.sun });
    this.y -= 6;
  }
  /** A label in bold beside its value, the value wrapping in its own column. */
  fact(label: string, value: string) {
    const lineHeight = BODY_SIZE * 1.4;
    this.room(lineHeight); // so the value's first line and the label share a page
    const { page, y } = this;
    this.text(value, { indent: FACT_LABEL_WIDTH, after: 1 });
    const font = this.fonts.bold;
    page.drawText(winAnsi(label, font), { x: MARGIN, y: y - lineHeight, size: BODY_SIZE, font, color: COLOURS.navy });
  }
  /** A boxed remark in italics. */
  note(text: string) {
    const font = this.fonts.italic;
    const lines = wrap(winAnsi(text, font), font, BODY_SIZE, WIDTH - 24);
    const height = lines.length * 14.7 + 14;
    this.room(height);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: COLOURS.cream, borderColor: COLOURS.sun, borderWidth: 1 });
    let y = this.y - 7;
    for (const line of lines) {
      y -= 14.7;
      this.page.drawText(line, { x: MARGIN + 12, y: y + 3, size: BODY_SIZE, font, color: COLOURS.ink });
    }
    this.y -= height + 8;
  }
  /** A table with a header row; `widths` are the columns' shares of the text width. */
  table({ head, widths, rows }: { head: string[]; widths: number[]; rows: string[][] }) {
    const total = widths.reduce((a, b) => a + b, 0);
    const columns = widths.map((w) => (w / total) * WIDTH);
    const row = (cells: string[], font: PDFFont, fill?: RGB, color = COLOURS.ink) => {
      const wrapped = cells.map((cell, i) => wrap(winAnsi(cell, font), font, 9.5, (columns[i] ?? 0) - 10));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 13 + 10;
      this.room(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const width = columns[i] ?? 0;
        this.page.drawRectangle({ x, y: this.y - height, width, height, color: fill, borderColor: COLOURS.line, borderWidth: 0.75 });
        lines.forEach((line, j) => {
          this.page.drawText(line, { x: x + 5, y: this.y - 15 - j * 13, size: 9.5, font, color });
        });
        x += width;
      });
      this.y -= height;
    };
    row(head, this.fonts.bold, COLOURS.navy, COLOURS.white);
    for (const cells of rows) row(cells, this.fonts.regular);
    this.y -= 8;
  }
}
