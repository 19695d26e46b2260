/**
 * Rich content (forum themes, bulletin posts; decision 030): what both sides need of it. The editor posts
 * HTML, which the server sanitises (server/services/contributions/rich-text.ts) before storing; without
 * JavaScript the field is a plain textarea whose text becomes paragraphs here.
 */

/** At most this many characters of text (what a reader reads, not the markup). */
export const RICH_TEXT_MAX_TEXT = 10_000;
/** At most this many characters of stored HTML; larger input is refused before it is parsed. */
export const RICH_TEXT_MAX_HTML = 100_000;

/** Heading levels the editor writes (the page's title is the h1); the sanitiser keeps h2–h4. */
export const EDITOR_HEADING_LEVELS = [2, 3] as const;
export type EditorHeadingLevel = (typeof EDITOR_HEADING_LEVELS)[number];

/**
 * The only images rich content may show: files the server itself stored (server/storage/images.ts writes
 * `/uploads/<folder>/<32 hex>.webp`). No remote image: it would tell a third party who reads the page.
 */
export const STORED_IMAGE_PATH = /^\/uploads\/[a-z][a-z-]*\/[0-9a-f]{32}\.webp$/;

/**
 * The formats an image in rich content may come in (spec §5: JPG, PNG, GIF). The browser checks the declared
 * type for a fast answer; the server decides by the bytes and stores WebP (server/storage/images.ts).
 */
export const RICH_TEXT_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/gif"];

/** The hidden field that says a rich field's value is the editor's HTML; without it the value is plain text. */
export const richTextFormatField = (name: string) => `${name}Format`;
export const RICH_TEXT_HTML_FORMAT = "html";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A plain text as paragraphs: blank lines separate them, a single line break stays one (<br>). Line by line,
 * not by expressions over the whole text: a long run of spaces would make those take quadratic time.
 */
export function plainTextToHtml(text: string): string {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  const close = () => {
    if (lines.length > 0) paragraphs.push(`<p>${lines.map(escapeHtml).join("<br>")}</p>`);
    lines = [];
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed === "") close();
    else lines.push(trimmed);
  }
  close();
  return paragraphs.join("");
}

/** A rich field's posted value as HTML (still to be sanitised): the editor's HTML, or the textarea's text. */
export function postedRichText(value: unknown, format: unknown): string {
  const text = typeof value === "string" ? value : "";
  return format === RICH_TEXT_HTML_FORMAT ? text : plainTextToHtml(text);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,8});/gi, (whole, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The text of sanitised rich content: blocks as paragraphs separated by a blank line, line breaks kept, list
 * items one a line. For excerpts and search (collapse the white space), and for the textarea a page shows
 * without JavaScript. Written for the sanitiser's output (no comments, no `>` inside attributes), so a
 * few expressions do instead of a parser; its result is text, never markup.
 */
export function richTextToPlain(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "\n")
      .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol)>|<hr\b[^>]*>/gi, "\n\n")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
