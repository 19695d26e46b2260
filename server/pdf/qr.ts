import type { PDFPage, RGB } from "pdf-lib";
import qrcode from "qrcode-generator";

/**
 * QR codes drawn as vector squares (sharp at any print size, no image to embed), in a PDF or as an SVG path.
 * The encoder is qrcode-generator (pure JavaScript, no dependencies), used on the server only.
 */

/** The QR code's modules, row by row (true: dark). Error correction M: it survives a crease or a smudge. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** The light margin a reader needs around the code, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * Draws the QR code of `text` in a square of `size` points whose bottom-left corner is (x, y), quiet zone
 * included (painted white). Each row's runs of dark modules are one rectangle each: a few hundred, not thousands.
 */
export function drawQr(page: PDFPage, text: string, box: { x: number; y: number; size: number; dark: RGB; light: RGB }) {
  const matrix = qrMatrix(text);
  const modules = matrix.length + 2 * QR_QUIET_ZONE;
  const cell = box.size / modules;
  page.drawRectangle({ x: box.x, y: box.y, width: box.size, height: box.size, color: box.light });
  matrix.forEach((row, r) => {
    const top = box.y + box.size - (r + QR_QUIET_ZONE) * cell;
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c];
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        // A hair wider and taller than the cell, so no light seams show between neighbours when printed.
        page.drawRectangle({
          x: box.x + (start + QR_QUIET_ZONE) * cell,
          y: top - cell - 0.05,
          width: (c - start) * cell + 0.05,
          height: cell + 0.05,
          color: box.dark,
        });
        start = -1;
      }
    }
  });
}

/**
 * The QR code of `text` as one SVG path on a grid of modules (quiet zone included): `size` is the grid's side
 * for the viewBox, `d` the dark modules, each row's runs as one rectangle. For pages that draw it inline (an
 * adventure key's card): no image, no script, sharp when printed.
 */
export function qrSvgPath(text: string): { size: number; d: string } {
  const matrix = qrMatrix(text);
  const parts: string[] = [];
  matrix.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c];
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        parts.push(`M${start + QR_QUIET_ZONE} ${r + QR_QUIET_ZONE}h${c - start}v1h-${c - start}z`);
        start = -1;
      }
    }
  });
  return { size: matrix.length + 2 * QR_QUIET_ZONE, d: parts.join("") };
}
