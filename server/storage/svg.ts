/**
 * What makes an SVG unsafe to keep as sent (issue 31, 3.11): anything a browser could run or load as another document,
 * however it is spelt. Attribute values are read as a browser reads them (character references decoded, the tabs and
 * line breaks a URL ignores removed) before they are judged, and links are checked against an allow-list rather than a
 * list of bad schemes.
 */

/** Elements and declarations that run or embed other documents, and event handlers, as the markup spells them. */
const ACTIVE_MARKUP = /<\s*script|<\s*foreignObject|<\s*iframe|<\s*object|<\s*embed|<!ENTITY|\son[a-z]+\s*=/i;
/** A processing instruction other than the document's own XML declaration at its start (xml-stylesheet among them). */
const XML_DECLARATION = /^<\?xml\s[^>]*\?>/;
/** A start tag with its attributes (quoted values may hold `>`). */
const START_TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** The XML's own named references; any other (an HTML one such as &colon;) is not XML and is refused. */
const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Schemes that run or show a document in any decoded text (text content included). */
const SCRIPT_SCHEME = /(?:java|vb)script:|data:text\/html/i;
/** The links an SVG printable may hold: its own fragments, photos inside <image>, web and mail links on <a>. */
const FRAGMENT = /^#/;
const EMBEDDED_PHOTO = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*$/i;
const WEB_LINK = /^(?:https?:\/\/|mailto:)/i;
/** A data: URL anywhere that is not a photo (a document to reuse or show). */
const OTHER_DATA_URL = /data:(?!image\/(?:png|jpeg|gif|webp);base64,)/i;
/** Animation elements set other attributes; setting a handler or a link is how they run script. */
const ANIMATION = /^(?:set|animate|animateMotion|animateTransform|animateColor)$/;

/** The reason an SVG document's text may not be kept, or null when it holds nothing active. */
export function svgActiveContent(svg: string): string | null {
  if (ACTIVE_MARKUP.test(svg)) return "a script, handler or embedded document";
  if (svg.replace(XML_DECLARATION, "").includes("<?")) return "a processing instruction";
  let unknownEntity = false;
  const decoded = decodeReferences(svg, () => {
    unknownEntity = true;
  });
  if (unknownEntity) return "a named reference XML does not define";
  const flat = withoutUrlWhitespace(decoded);
  if (SCRIPT_SCHEME.test(flat)) return "a script link";
  if (OTHER_DATA_URL.test(flat)) return "a data: URL that is not a photo";
  const tags = [...svg.matchAll(START_TAG)];
  // Every start tag must read as one (a tag the pattern cannot read could hide its attributes from the checks below).
  const starts = new Set(tags.map((tag) => tag.index));
  for (const start of svg.matchAll(/<[A-Za-z]/g)) if (!starts.has(start.index)) return "a tag that cannot be read";
  for (const [, name, attributes = ""] of tags) {
    const element = localName(name!);
    for (const [, attribute, ...values] of attributes.matchAll(ATTRIBUTE)) {
      const key = attribute!.toLowerCase();
      const isLink = key === "href" || key.endsWith(":href");
      if (!isLink && key !== "attributename") continue;
      const value = withoutUrlWhitespace(decodeReferences(values.find((v) => v !== undefined) ?? "", () => {}));
      if (ANIMATION.test(element) && key === "attributename" && /^(?:on|(?:xlink:)?href$)/i.test(value))
        return "an animation of a handler or link";
      if (isLink) {
        const allowed =
          FRAGMENT.test(value) || (element === "image" && EMBEDDED_PHOTO.test(value)) || (element === "a" && WEB_LINK.test(value));
        if (!allowed) return `a link the printable may not hold on <${element}>`;
      }
    }
  }
  return null;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** A URL as a browser reads it: no ASCII whitespace or control characters anywhere. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const withoutUrlWhitespace = (value: string) => value.replace(/[\u0000-\u0020]+/g, "");

/** Decimal, hexadecimal and XML named references decoded (the semicolon optional, as HTML parsers allow). */
function decodeReferences(text: string, onUnknown: () => void): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));?/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      const known = XML_ENTITIES[name];
      if (known === undefined) onUnknown();
      return known ?? whole;
    }
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}
