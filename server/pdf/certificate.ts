import { PageSizes, type PDFFont, type PDFPage, type RGB, StandardFonts } from "pdf-lib";
import { createPdf, type PdfMeta } from "./document.ts";
import { drawQr } from "./qr.ts";
import { winAnsi, wrap } from "./text.ts";
import { COLOURS, type Fonts } from "./writer.ts";

/**
 * A course certificate: one landscape A4 page in the house style (the brand band, navy and coral on white),
 * the teacher's name and the course in large type, and at the foot the verification code with a QR code
 * that opens the public page verifying it. Callers hand finished texts, in the teacher's language.
 */
export type PdfCertificate = {
  /** Small label above the title ("Código Pequeño · Formación del profesorado"). */
  kicker: string;
  /** "Certificado de formación". */
  title: string;
  /** Before the name: "Se certifica que". */
  statement: string;
  holder: string;
  /** Between the name and the course: "ha completado el curso". */
  achievement: string;
  course: string;
  /** Under the course: its hours and the completion date, as a sentence. */
  details: string;
  verification: {
    /** "Código de verificación". */
    label: string;
    code: string;
    /** Before the address: "Comprueba este certificado en". */
    caption: string;
    /** The verification page's absolute address; the QR code holds it. */
    url: string;
  };
  meta: PdfMeta;
  /** The foot line: the site and its address. */
  footer: string;
};

const [WIDTH, HEIGHT] = [PageSizes.A4[1], PageSizes.A4[0]];
const FRAME = 28;
const TEXT_WIDTH = WIDTH - 2 * 110;
const QR_SIZE = 112;

/** The certificate's PDF bytes. */
export async function renderCertificate(spec: PdfCertificate): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(spec.meta);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const page = doc.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({ x: 0, y: HEIGHT - 18, width: WIDTH, height: 18, color: COLOURS.sun });
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: 8, color: COLOURS.sun });
  page.drawRectangle({
    x: FRAME,
    y: FRAME,
    width: WIDTH - 2 * FRAME,
    height: HEIGHT - 18 - 2 * FRAME + 8,
    borderColor: COLOURS.navy,
    borderWidth: 1.5,
  });
  page.drawRectangle({
    x: FRAME + 6,
    y: FRAME + 6,
    width: WIDTH - 2 * FRAME - 12,
    height: HEIGHT - 18 - 2 * FRAME - 4,
    borderColor: COLOURS.line,
    borderWidth: 0.75,
  });

  let y = HEIGHT - 88;
  const line = (text: string, font: PDFFont, size: number | number[], color: RGB, after: number) => {
    y = centred(page, text, { font, sizes: typeof size === "number" ? [size] : size, color, y, maxWidth: TEXT_WIDTH });
    y -= after;
  };
  line(spec.kicker.toUpperCase(), fonts.bold, 10, COLOURS.coral, 14);
  line(spec.title, fonts.bold, 30, COLOURS.navy, 26);
  line(spec.statement, fonts.italic, 13, COLOURS.muted, 10);
  // A long name or course title takes a smaller size rather than reach the verification block.
  line(spec.holder, fonts.bold, [26, 20, 15], COLOURS.navy, 6);
  page.drawLine({ start: { x: WIDTH / 2 - 90, y: y + 2 }, end: { x: WIDTH / 2 + 90, y: y + 2 }, thickness: 2, color: COLOURS.sun });
  y -= 14;
  line(spec.achievement, fonts.italic, 13, COLOURS.muted, 10);
  line(spec.course, fonts.bold, [19, 15, 12], COLOURS.coral, 12);
  line(spec.details, fonts.regular, 12.5, COLOURS.ink, 0);

  drawVerification(page, fonts, mono, spec.verification);
  const footer = winAnsi(spec.footer, fonts.regular);
  page.drawText(footer, { x: FRAME + 16, y: FRAME + 14, size: 8.5, font: fonts.regular, color: COLOURS.muted });
  return doc.save();
}

/**
 * Centred, wrapped lines from `y` (the first line's top) down, in the first of `sizes` that needs at most two
 * lines (else the last, at most three lines); returns where the last line ends.
 */
function centred(page: PDFPage, text: string, o: { font: PDFFont; sizes: number[]; color: RGB; y: number; maxWidth: number }): number {
  const clean = winAnsi(text, o.font);
  let size = o.sizes[0] ?? 12;
  let lines = wrap(clean, o.font, size, o.maxWidth);
  for (const smaller of o.sizes.slice(1)) {
    if (lines.length <= 2) break;
    size = smaller;
    lines = wrap(clean, o.font, size, o.maxWidth);
  }
  // Beyond three lines even at the smallest size (a title of hundreds of characters) the rest is cut, marked "...".
  if (o.sizes.length > 1 && lines.length > 3) lines = [...lines.slice(0, 2), `${lines[2]}...`];
  let y = o.y;
  for (const line of lines) {
    y -= size * 1.25;
    const width = o.font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: (WIDTH - width) / 2, y, size, font: o.font, color: o.color });
  }
  return y - size * 0.35;
}

/** The foot of the page: the code and the address at the left, the QR code at the right. */
function drawVerification(page: PDFPage, fonts: Fonts, mono: PDFFont, v: PdfCertificate["verification"]) {
  const left = FRAME + 60;
  const qrX = WIDTH - FRAME - 44 - QR_SIZE;
  const bottom = FRAME + 36;
  drawQr(page, v.url, { x: qrX, y: bottom, size: QR_SIZE, dark: COLOURS.navy, light: COLOURS.white });
  const textWidth = qrX - left - 24;
  let y = bottom + QR_SIZE - 12;
  page.drawText(winAnsi(v.label, fonts.bold), { x: left, y, size: 10, font: fonts.bold, color: COLOURS.navy });
  y -= 24;
  page.drawText(winAnsi(v.code, mono), { x: left, y, size: 20, font: mono, color: COLOURS.ink });
  y -= 24;
  page.drawText(winAnsi(v.caption, fonts.regular), { x: left, y, size: 9.5, font: fonts.regular, color: COLOURS.muted });
  // An address has no spaces to break at: wrap cuts it where a line is full.
  for (const line of wrap(winAnsi(v.url, fonts.regular), fonts.regular, 9.5, textWidth)) {
    y -= 13;
    page.drawText(line, { x: left, y, size: 9.5, font: fonts.regular, color: COLOURS.navy });
  }
}
