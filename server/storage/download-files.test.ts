import { describe, expect, test } from "vitest";
import { checkDownloadFile } from "./download-files.ts";
import { MediaRefused } from "./media.ts";

// The staff downloads' SVG printables (issue 31, 3.11): kept as sent, so nothing a browser could run may be in them,
// however it is spelt (character references, animation that sets a handler, a stylesheet, a document by data: URL).

const text = (s: string) => new TextEncoder().encode(s);
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

async function verdict(svg: string): Promise<string> {
  try {
    return (await checkDownloadFile(text(svg))).format;
  } catch (error) {
    if (error instanceof MediaRefused) return error.messageKey;
    throw error;
  }
}

describe("an SVG printable", () => {
  test.each([
    [
      "a plain drawing",
      `<svg ${NS} viewBox="0 0 10 10"><rect width="4" height="4" fill="#f00"/><text x="1" y="8">Ficha &amp; recortable &#160;&#xE1;</text></svg>`,
    ],
    [
      "with its XML declaration, a comment and a doctype",
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Ficha -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${NS}><circle r="2"/></svg>`,
    ],
    [
      "reusing its own shapes and gradients",
      `<svg ${NS}><defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h4"/></defs><use href="#p"/><use xlink:href="#p"/><rect fill="url(#g)" width="2" height="2"/></svg>`,
    ],
    ["with an embedded photo", `<svg ${NS}><image width="2" height="2" href="data:image/png;base64,iVBORw0KGgo="/></svg>`],
    ["with a link to the programme's site", `<svg ${NS}><a href="https://example.org/ficha"><text>web</text></a></svg>`],
    [
      "with a harmless animation",
      `<svg ${NS}><rect width="2" height="2"><animate attributeName="opacity" from="0" to="1" dur="1s"/><set attributeName="fill" to="red" begin="1s"/></rect></svg>`,
    ],
  ])("%s passes", async (_name, svg) => {
    expect(await verdict(svg)).toBe("svg");
  });

  test.each([
    ["a script link spelt with a decimal reference for the colon", `<svg ${NS}><a href="javascript&#58;alert(1)"><text>x</text></a></svg>`],
    [
      "a script link spelt with a reference for its first letter",
      `<svg ${NS}><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>`,
    ],
    [
      "a script link spelt with hexadecimal references and a tab",
      `<svg ${NS}><a href="&#x6A;ava&#x09;script&#x3A;alert(1)"><text>x</text></a></svg>`,
    ],
    ["a script link spelt with named references", `<svg ${NS}><a href="javascript&colon;alert(1)"><text>x</text></a></svg>`],
    ["an animation that sets a handler", `<svg ${NS}><rect width="9" height="9"><set attributeName="onclick" to="alert(1)"/></rect></svg>`],
    [
      "an animation that sets a link",
      `<svg ${NS}><a href="#"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>`,
    ],
    [
      "a stylesheet processing instruction",
      `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="data:text/xsl,x"?>\n<svg ${NS}><rect width="1" height="1"/></svg>`,
    ],
    [
      "a stylesheet processing instruction in place of the declaration",
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}><rect width="1" height="1"/></svg>`,
    ],
    ["a processing instruction inside the drawing", `<svg ${NS}><?xml-stylesheet href="x.css"?><rect width="1" height="1"/></svg>`],
    [
      "a shape reused from a data: document",
      `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48L3N2Zz4=#x"/></svg>`,
    ],
    ["a shape reused from another site", `<svg ${NS}><use xlink:href="https://evil.example/s.svg#x"/></svg>`],
    ["an image that is another SVG document", `<svg ${NS}><image href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"/></svg>`],
    ["a handler, as before", `<svg ${NS} onload="alert(1)"></svg>`],
    ["a script, as before", `<svg ${NS}><script>alert(1)</script></svg>`],
  ])("%s is refused", async (_name, svg) => {
    expect(await verdict(svg)).toBe("files.formatInvalid");
  });
});
