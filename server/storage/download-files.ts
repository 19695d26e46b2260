import { fileTypeFromBuffer } from "file-type";
import { UPLOAD_MAX_BYTES } from "../../common/constants.ts";
import { MediaRefused, type MediaUpload } from "./media.ts";
import { svgActiveContent } from "./svg.ts";

/**
 * The formation downloads' files (section 3) as an editor uploads them: the formats the downloads pages hold — a PDF,
 * a CSV sheet, an SVG printable — judged by their bytes, never by their name or declared type, at most 10 MB (the
 * product's upload limit). They are kept as sent and served only as attachments (`nosniff`, never inline), yet nothing
 * that a browser could run is let in: a PDF or CSV that starts as markup, an SVG with scripts, handlers, embedded
 * documents or links other than its own (svg.ts).
 */
export const DOWNLOAD_FORMATS = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  svg: "image/svg+xml",
} as const;
export type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

/** Markup near the start: what a browser that ignored the type might read the file as. */
const MARKUP = /<(script|html|body|head|iframe|svg|object|embed|!doctype)[\s/>]/i;
const SNIFFED_BYTES = 1024;
/** An SVG document: an optional XML declaration, comments and doctype, then the <svg> element, closed at the end. */
const SVG_DOCUMENT = /^(?:<\?xml\s[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>[]*>\s*)*<svg[\s>][\s\S]*<\/svg>\s*$/i;
/** Control characters other than tab, line feed and carriage return: no text file holds them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file's format and its bytes; MediaRefused ("files.tooLarge", "files.formatInvalid") otherwise. */
export async function checkDownloadFile(upload: MediaUpload): Promise<{ format: DownloadFormat; bytes: Uint8Array }> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.size;
  if (size > UPLOAD_MAX_BYTES) throw new MediaRefused("tooLarge", `${size} bytes`);
  const bytes = upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer());
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new MediaRefused("tooLarge", `${bytes.byteLength} bytes`);
  if (bytes.byteLength === 0) throw new MediaRefused("formatInvalid", "an empty file");
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFFED_BYTES)).toString("latin1");
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "pdf") {
    if (MARKUP.test(head)) throw new MediaRefused("formatInvalid", "a PDF that is also markup");
    return { format: "pdf", bytes };
  }
  // Anything else file-type recognises is a binary format of another kind (XML is left to the text checks below).
  if (detected && detected.ext !== "xml") throw new MediaRefused("formatInvalid", `content is ${detected.mime}`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new MediaRefused("formatInvalid", "text that is not UTF-8");
  }
  if (CONTROL.test(text)) throw new MediaRefused("formatInvalid", "binary content");
  const trimmed = text.trim();
  if (SVG_DOCUMENT.test(trimmed)) {
    const active = svgActiveContent(trimmed);
    if (active) throw new MediaRefused("formatInvalid", `an SVG with ${active}`);
    return { format: "svg", bytes };
  }
  if (trimmed.startsWith("<") || MARKUP.test(head)) throw new MediaRefused("formatInvalid", "markup that is not an SVG");
  // A sheet: its first line has at least two columns.
  const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? "";
  if (!/[,;\t]/.test(firstLine)) throw new MediaRefused("formatInvalid", "text that is not a CSV sheet");
  return { format: "csv", bytes };
}
