import { expect, test } from "vitest";
import { QR_QUIET_ZONE, qrMatrix, qrSvgPath } from "./qr.ts";

test("the SVG path paints exactly the QR code's dark modules, inside its quiet zone", () => {
  const text = "https://codigopequeno.example/aventura/ABC234";
  const matrix = qrMatrix(text);
  const { size, d } = qrSvgPath(text);
  expect(size).toBe(matrix.length + 2 * QR_QUIET_ZONE);
  const painted = matrix.map((row) => row.map(() => false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let c = Number(x); c < Number(x) + Number(w); c++) painted[Number(y) - QR_QUIET_ZONE]![c - QR_QUIET_ZONE] = true;
  }
  expect(painted).toEqual(matrix);
  expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, "")).toBe("");
});
