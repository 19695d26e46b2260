import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { AGE_LABELS, categoryFromApi } from "../../common/catalogue.ts";
import type { Language } from "../../common/languages.ts";
import { catalogue } from "../i18n/catalogues.server.ts";
import { graphql, type ResultOf } from "./graphql.ts";

/**
 * The downloadable guide of an activity: an A4 PDF built on request from its texts in the page's
 * language (title, summary, facts, description, materials, numbered steps, tips; a footer with the
 * site and page numbers on every page). Standard Helvetica needs no font file but only encodes
 * WinAnsi (Latin-1 and a few more), so every text passes through `winAnsi` first.
 */

/** What the guide shows, as the `activity` query returns it (category in its API name, "threeD"). */
export const GuideActivityFields = graphql(`
  fragment GuideActivityFields on Activity @_unmask {
    title summary category audience ageSegments difficulty minutes withKit withMaterials withPc withTablet
    competences description materials steps tips
  }
`);
export type GuideActivity = ResultOf<typeof GuideActivityFields>;

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 32;
const NAVY = rgb(0x1d / 255, 0x35 / 255, 0x57 / 255);
const INK = rgb(0x1d / 255, 0x2b / 255, 0x3a / 255);
const MUTED = rgb(0x5b / 255, 0x64 / 255, 0x72 / 255);
const CORAL = rgb(0xc9 / 255, 0x18 / 255, 0x4a / 255);

/** Look-alikes for characters WinAnsi lacks; anything else outside it (emoji, pictographs) is dropped. */
const REPLACEMENTS: Record<string, string> = {
  "→": "->", "←": "<-", "↑": "^", "↓": "v", "⇒": "=>", "↔": "<->", "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~",
  "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x", "−": "-", "‐": "-", "‑": "-", "\u00a0": " ", "\u202f": " ",
  "\u2009": " ", "★": "*", "☆": "*", "●": "•", "◦": "•", "▪": "•", "′": "'", "″": "\"", "ı": "i",
  "Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "Ħ": "H", "ħ": "h",
};

/** Makes text drawable with a standard font: look-alikes, accents dropped where needed, the rest removed. */
export function winAnsi(text: string, font: PDFFont): string {
  const supported = supportedBy(font);
  let out = "";
  for (const char of text.normalize("NFC").replace(/[\t\r\n\f\v]+/g, " ")) {
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

type Style = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; indent?: number; gapAfter?: number };

/** Writes down the page, adding pages as text reaches the footer. */
class Writer {
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;
  private readonly doc: PDFDocument;
  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.page = doc.addPage(PageSizes.A4);
  }
  private room(height: number) {
    if (this.y - height < FOOTER_Y + 24) {
      this.page = this.doc.addPage(PageSizes.A4);
      this.y = PAGE_HEIGHT - MARGIN;
    }
  }
  paragraph(text: string, style: Style, marker?: string) {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * 1.35;
    const lines = wrap(winAnsi(text, style.font), style.font, style.size, WIDTH - indent);
    lines.forEach((line, i) => {
      this.room(lineHeight);
      this.y -= lineHeight;
      if (i === 0 && marker) {
        const markerWidth = style.font.widthOfTextAtSize(marker, style.size);
        this.page.drawText(marker, { x: MARGIN + indent - markerWidth - 6, y: this.y, size: style.size, font: style.font, color: CORAL });
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size: style.size, font: style.font, color: style.color });
    });
    this.y -= style.gapAfter ?? 0;
  }
  /** A label in bold beside its value, the value wrapping in its own column. */
  fact(label: string, value: string, labelFont: PDFFont, style: Style) {
    const lineHeight = style.size * 1.35;
    this.room(lineHeight); // so the value's first line and the label share a page
    const { page, y } = this;
    this.paragraph(value, { ...style, indent: 120, gapAfter: 1 });
    page.drawText(winAnsi(label, labelFont), { x: MARGIN, y: y - lineHeight, size: style.size, font: labelFont, color: NAVY });
  }
  heading(text: string, font: PDFFont) {
    this.room(60); // keep a heading with the first lines under it
    this.y -= 10;
    this.paragraph(text, { font, size: 14, color: NAVY, gapAfter: 4 });
  }
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

/** The guide's PDF bytes. `siteUrl` is the address printed in the footer. */
export async function buildGuidePdf(activity: GuideActivity, lang: Language, siteUrl: string): Promise<Uint8Array> {
  const texts = catalogue(lang);
  const { detail } = texts.activities;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  doc.setTitle(`${activity.title} · ${detail.guideTitle}`);
  doc.setAuthor(texts.meta.siteName);
  doc.setSubject(activity.summary);
  doc.setLanguage(lang === "es" ? "es-ES" : "en-GB");
  doc.setCreator(texts.meta.siteName);
  doc.setProducer(texts.meta.siteName);

  const body: Style = { font: regular, size: 11, color: INK, gapAfter: 6 };
  const out = new Writer(doc);
  out.paragraph(detail.guideTitle.toUpperCase(), { font: bold, size: 9, color: CORAL, gapAfter: 2 });
  out.paragraph(activity.title, { font: bold, size: 22, color: NAVY, gapAfter: 6 });
  out.paragraph(activity.summary, { font: italic, size: 12, color: INK, gapAfter: 10 });

  const category = categoryFromApi(activity.category);
  const devices = [activity.withPc && texts.activities.devices.pc, activity.withTablet && texts.activities.devices.tablet].filter(Boolean);
  const facts: [string, string][] = [
    [detail.audience, texts.activities.audiences[activity.audience]],
    [detail.ages, `${activity.ageSegments.map((s) => AGE_LABELS[s]).join(", ")} ${texts.guide.ageUnit}`],
    [detail.difficulty, texts.activities.difficulties[activity.difficulty]],
    [detail.time, fill(texts.activities.card.minutes, { count: activity.minutes })],
    ...(category ? [[detail.category, texts.activities.categories[category]] as [string, string]] : []),
    [detail.kit, activity.withKit ? detail.withKit : detail.withoutKit],
    [detail.materials, activity.withMaterials ? detail.withMaterials : detail.withoutMaterials],
    [detail.devices, devices.length ? devices.join(", ") : detail.noDevice],
    [detail.competences, activity.competences.map((c) => texts.activities.competences[c]).join(", ")],
  ];
  out.heading(detail.facts, bold);
  for (const [label, value] of facts) out.fact(label, value, bold, body);

  if (activity.description) {
    out.heading(detail.about, bold);
    for (const paragraph of activity.description.split(/\n\s*\n/)) out.paragraph(paragraph, body);
  }
  if (activity.materials?.length) {
    out.heading(detail.needs, bold);
    for (const item of activity.materials) out.paragraph(item, { ...body, indent: 16, gapAfter: 2 }, "•");
  }
  if (activity.steps?.length) {
    out.heading(detail.steps, bold);
    for (const [i, step] of activity.steps.entries()) out.paragraph(step, { ...body, indent: 22 }, `${i + 1}.`);
  }
  if (activity.tips) {
    out.heading(detail.tips, bold);
    for (const paragraph of activity.tips.split(/\n\s*\n/)) out.paragraph(paragraph, body);
  }

  const pages = doc.getPages();
  const footer = winAnsi(`${texts.meta.siteName} · ${siteUrl}`, regular);
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 14 }, end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_Y + 14 }, thickness: 0.5, color: MUTED });
    page.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 9, font: regular, color: MUTED });
    const number = fill(texts.guide.page, { page: i + 1, pages: pages.length });
    const width = regular.widthOfTextAtSize(number, 9);
    page.drawText(number, { x: PAGE_WIDTH - MARGIN - width, y: FOOTER_Y, size: 9, font: regular, color: MUTED });
  });
  return doc.save();
}
