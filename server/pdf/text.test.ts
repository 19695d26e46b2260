import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { winAnsi, wrap } from "./text.ts";

describe("text for the standard fonts", () => {
  test("winAnsi keeps Spanish, swaps look-alikes and drops the rest", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(winAnsi("¿Qué tal, niña? «Sí» — 10 €", font)).toBe("¿Qué tal, niña? «Sí» — 10 €");
    expect(winAnsi("a → b ≤ c ✓", font)).toBe("a -> b <= c v");
    expect(winAnsi("Łódź ő", font)).toBe("Lódz o");
    expect(winAnsi("🤖 robot 你好", font)).toBe(" robot ");
    expect(winAnsi("uno\u00a0dos\tnueve\n\n diez\u202f€", font)).toBe("uno dos nueve diez €");
    expect(() => font.encodeText(winAnsi("👩‍👩‍👧 ⇒ ∑ \u0007", font))).not.toThrow();
  });

  test("wrap fits every line in the width and cuts words longer than a line", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrap(`uno dos tres ${"y".repeat(300)} fin`, font, 11, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join("").replace(/ /g, "")).toBe(`unodostres${"y".repeat(300)}fin`);
  });
});
