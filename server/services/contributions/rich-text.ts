import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_MAX_HTML, RICH_TEXT_MAX_TEXT, richTextToPlain, STORED_IMAGE_PATH } from "../../../common/rich-text.ts";
import { DomainError } from "../errors.ts";

/**
 * Rich content (forum themes, bulletin posts) is sanitised on the way in against an allowlist of what the
 * editor writes (decision 030): whatever is stored is this module's output, and pages render it as it is.
 */

/** External links open in a new tab, without the page's window, and tell search engines they are users'. */
export const EXTERNAL_LINK_REL = "noopener nofollow ugc";

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** A link's address when it is an absolute http(s) or mailto URL, written as the URL parser writes it; else null. */
export function safeHref(href: string | undefined): string | null {
  // Spaces or control characters inside an address are an obfuscation, not a typo worth repairing.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused
  if (!href || /[\u0000-\u0020\u007f-\u009f]/.test(href.trim())) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  return url.href;
}

/** No attributes (a fresh object each time: sanitize-html works on the one it gets). */
const none = (): sanitizeHtml.Attributes => ({});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "em", "u", "s", "code", "pre", "blockquote", "ul", "ol", "li", "a", "img", "hr"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Elements whose content is not text a reader wrote go with it; any other refused tag leaves its text.
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "select",
    "xmp",
    "noscript",
    "noembed",
    "noframes",
    "title",
    "template",
    "iframe",
    "object",
    "svg",
    "math",
  ],
  parseStyleAttributes: false,
  // Renames are only ever to allowed tags: sanitize-html would close a later sibling with the name of a renamed
  // tag it dropped. A link or image found unsafe keeps its name, loses its attributes and goes in exclusiveFilter.
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (_, attribs) => {
      const href = safeHref(attribs.href);
      if (!href) return { tagName: "a", attribs: none() };
      return {
        tagName: "a",
        attribs: href.startsWith("mailto:") ? { href, rel: "nofollow ugc" } : { href, target: "_blank", rel: EXTERNAL_LINK_REL },
      };
    },
    img: (_, attribs) => {
      const src = attribs.src?.trim() ?? "";
      if (!STORED_IMAGE_PATH.test(src)) return { tagName: "img", attribs: none() };
      return { tagName: "img", attribs: { src, alt: attribs.alt ?? "" } };
    },
    ol: (_, attribs) => ({
      tagName: "ol",
      attribs: attribs.start && /^[1-9]\d{0,3}$/.test(attribs.start) ? { start: attribs.start } : none(),
    }),
  },
  // A link to nowhere safe leaves its text; an image from anywhere but our uploads goes whole.
  exclusiveFilter: (frame) => {
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return frame.tag === "img" && !frame.attribs.src;
  },
};

/** Rich content reduced to the allowlist: no script, no event handler, no style, no remote image, safe links only. */
export function sanitizeRichText(html: string): string {
  // Control characters go first (a NUL inside a tag's name hides it from some parsers); what they joined is
  // then judged like the rest.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  return withoutEmptyEnd(sanitizeHtml(html.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""), OPTIONS).trim());
}

/**
 * The editor keeps an empty paragraph after a closing image or list, to type into: it is not content. Walked
 * back from the end (one expression anchored at the end would take quadratic time over many such paragraphs).
 */
function withoutEmptyEnd(html: string): string {
  let end = html.length;
  while (html.endsWith("</p>", end)) {
    // The paragraph's opening tag: "<p></p>" is the shortest, so it starts 7 characters back at the latest.
    const start = html.lastIndexOf("<p>", end - 7);
    if (
      start < 0 ||
      html
        .slice(start + 3, end - 4)
        .replaceAll("<br />", "")
        .trim() !== ""
    )
      break;
    end = start;
  }
  return html.slice(0, end);
}

export type RichText = { html: string; text: string };

/**
 * A rich field's input (see common/rich-text.ts: postedRichText) as stored: sanitised, with its text. An
 * input with neither text nor an image is empty; one past the limits is too long (before sanitising, so a
 * huge input is never parsed). Refusals name `field` with the editor's message keys.
 */
export function parseRichText(input: unknown, field = "content"): RichText {
  const raw = typeof input === "string" ? input : "";
  const tooLong = () => new DomainError("VALIDATION", { fields: { [field]: "editor.errors.tooLong" } });
  if (raw.length > RICH_TEXT_MAX_HTML) throw tooLong();
  const html = sanitizeRichText(raw);
  const text = richTextToPlain(html);
  if (text === "" && !html.includes("<img")) throw new DomainError("VALIDATION", { fields: { [field]: "editor.errors.empty" } });
  if (text.length > RICH_TEXT_MAX_TEXT || html.length > RICH_TEXT_MAX_HTML) throw tooLong();
  return { html, text };
}
