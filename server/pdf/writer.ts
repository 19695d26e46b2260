import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";
import type { PdfBarChart } from "./document.ts";
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
        this.page.drawText(options.marker, {
          x: MARGIN + indent - width - 6,
          y: this.y,
          size,
          font: this.fonts.bold,
          color: COLOURS.coral,
        });
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
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: WIDTH,
      height,
      color: COLOURS.cream,
      borderColor: COLOURS.sun,
      borderWidth: 1,
    });
    let y = this.y - 7;
    for (const line of lines) {
      y -= 14.7;
      this.page.drawText(line, { x: MARGIN + 12, y: y + 3, size: BODY_SIZE, font, color: COLOURS.ink });
    }
    this.y -= height + 8;
  }
  /** A grouped horizontal bar chart (document.ts PdfBarChart): legend, bars with their values, the scale's ticks. */
  bars({ series, groups, max, format, empty }: PdfBarChart) {
    const small = 9;
    const labelWidth = 130;
    const plotX = MARGIN + labelWidth;
    const plotWidth = WIDTH - labelWidth - 48;
    const bar = 11;
    const gap = 2;
    const groupGap = 12;
    const groupHeight = series.length * (bar + gap) - gap;
    this.room(22 + groups.length * (groupHeight + groupGap) + 20);
    // The legend: a square of each series' colour and its name, in a row.
    let x = plotX;
    this.y -= 12;
    for (const s of series) {
      const label = winAnsi(s.label, this.fonts.regular);
      this.page.drawRectangle({ x, y: this.y - 1, width: 9, height: 9, color: COLOURS[s.colour] });
      this.page.drawText(label, { x: x + 13, y: this.y, size: small, font: this.fonts.regular, color: COLOURS.ink });
      x += 13 + this.fonts.regular.widthOfTextAtSize(label, small) + 18;
    }
    this.y -= 12;
    const top = this.y;
    const bottom = top - groups.length * (groupHeight + groupGap) + groupGap;
    for (let tick = 0; tick <= 4; tick++) {
      const tx = plotX + (plotWidth * tick) / 4;
      this.page.drawLine({
        start: { x: tx, y: top },
        end: { x: tx, y: bottom - 4 },
        thickness: tick === 0 ? 1 : 0.5,
        color: tick === 0 ? COLOURS.muted : COLOURS.line,
      });
      const text = winAnsi(format((max * tick) / 4), this.fonts.regular);
      const width = this.fonts.regular.widthOfTextAtSize(text, small - 1);
      this.page.drawText(text, { x: tx - width / 2, y: bottom - 14, size: small - 1, font: this.fonts.regular, color: COLOURS.muted });
    }
    groups.forEach((group, i) => {
      const gy = top - i * (groupHeight + groupGap);
      wrap(winAnsi(group.label, this.fonts.bold), this.fonts.bold, small, labelWidth - 10).forEach((line, j) => {
        this.page.drawText(line, { x: MARGIN, y: gy - 9 - j * 11, size: small, font: this.fonts.bold, color: COLOURS.navy });
      });
      series.forEach((s, j) => {
        const by = gy - (j + 1) * bar - j * gap;
        const value = group.values[j] ?? null;
        if (value === null) {
          this.page.drawText(winAnsi(empty, this.fonts.italic), {
            x: plotX + 4,
            y: by + 2,
            size: small - 1,
            font: this.fonts.italic,
            color: COLOURS.muted,
          });
          return;
        }
        const width = (plotWidth * Math.max(0, Math.min(value, max))) / max;
        if (width > 0) this.page.drawRectangle({ x: plotX, y: by, width, height: bar, color: COLOURS[s.colour] });
        this.page.drawText(winAnsi(format(value), this.fonts.regular), {
          x: plotX + width + 4,
          y: by + 2,
          size: small - 1,
          font: this.fonts.regular,
          color: COLOURS.ink,
        });
      });
    });
    this.y = bottom - 26;
  }
  /** A table with a header row; `widths` are the columns' shares of the text width; a caption stays with its first rows. */
  table({ head, widths, rows, caption }: { head: string[]; widths: number[]; rows: string[][]; caption?: string }) {
    if (caption) {
      this.room(90);
      this.y -= 4;
      this.text(caption, { font: this.fonts.bold, size: 9.5, color: COLOURS.navy, after: 4 });
    }
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
