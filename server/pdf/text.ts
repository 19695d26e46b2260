import type { PDFFont } from "pdf-lib";

/**
 * Text for pdf-lib's standard fonts. Helvetica needs no font file but only encodes WinAnsi (Latin-1 and a
 * few more, every Spanish letter among them), so every text passes through `winAnsi` before it is drawn.
 */

/** Look-alikes for characters WinAnsi lacks; anything else outside it (emoji, pictographs) is dropped. */
const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "↑": "^",
  "↓": "v",
  "⇒": "=>",
  "↔": "<->",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "✘": "x",
  "×": "x",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "★": "*",
  "☆": "*",
  "●": "•",
  "◦": "•",
  "▪": "•",
  "′": "'",
  "″": '"',
  ı: "i",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
};

/** Makes text drawable with a standard font: look-alikes, accents dropped where needed, the rest removed. */
export function winAnsi(text: string, font: PDFFont): string {
  const supported = supportedBy(font);
  let out = "";
  // Every kind of space and line break becomes one plain space: a paragraph is drawn as wrapped lines.
  for (const char of text.normalize("NFC").replace(/\s+/g, " ")) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      // "ő" → "o": the base letters WinAnsi has, without their marks.
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      if (base && [...base].every((c) => supported.has(c.codePointAt(0) ?? 0))) out += base;
    }
  }
  return out.replace(/ {2,}/g, " ");
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
function supportedBy(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Breaks a paragraph into lines that fit `width`; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
