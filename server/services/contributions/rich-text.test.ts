import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { RichContent } from "../../../app/components/content/RichContent.tsx";
import { plainTextToHtml, postedRichText, RICH_TEXT_MAX_HTML, RICH_TEXT_MAX_TEXT, richTextToPlain } from "../../../common/rich-text.ts";
import { DomainError } from "../errors.ts";
import { EXTERNAL_LINK_REL, parseRichText, safeHref, sanitizeRichText } from "./rich-text.ts";

const IMAGE = "/uploads/contributions/0123456789abcdef0123456789abcdef.webp";

/**
 * Attack strings in the manner of OWASP's XSS filter evasion cheat sheet: scripts, event handlers, script
 * URLs (entities, white space, case, encodings), other namespaces, broken and nested markup, styles,
 * frames, forms, meta refresh, base, srcdoc, templates and parser confusions.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  '<script src="data:text/javascript,alert(1)"></script>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>alert(1);//<</script>",
  "<script>alert(1)//",
  '<script/xss src="https://evil.example/x.js"></script>',
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>",
  "<img/src=x/onerror=alert(1)>",
  '<img """><script>alert(1)</script>">',
  "<img src=javascript:alert(1)>",
  '<img src="jav\tascript:alert(1)">',
  "<img src=`javascript:alert(1)`>",
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<img src="https://tracker.example/pixel.gif">',
  '<img src="//tracker.example/pixel.gif">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  `<img src="${IMAGE}" onload="alert(1)">`,
  `<img src="${IMAGE}?x=1">`,
  '<img src="/uploads/../secret.webp">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="java&#x0A;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">click</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="&#14;  javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="livescript:alert(1)">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">hover</a>',
  '<a href="https://ok.example" style="position:fixed;inset:0">overlay</a>',
  '<a href="https://ok.example" target="_self" rel="opener">opener</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<a href="/local/path">relative</a>',
  '<a href="http://">no host</a>',
  "<a href='https://ok.example/\"onmouseover=\"alert(1)'>quote</a>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  "<body onload=alert(1)>",
  '<body background="javascript:alert(1)">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<applet code="x"></applet>',
  '<form action="javascript:alert(1)"><button>send</button></form>',
  '<form><button formaction="javascript:alert(1)">send</button></form>',
  '<input type="image" src="x" onerror="alert(1)">',
  "<input autofocus onfocus=alert(1)>",
  "<textarea autofocus onfocus=alert(1)>",
  "<select autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<meta charset="x-imap4-modified-utf7">',
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background-image:url(javascript:alert(1))">styled</p>',
  '<p style="width:expression(alert(1))">expression</p>',
  '<p style="behavior:url(xss.htc)">behavior</p>',
  '<p class="sr-only fixed inset-0" id="main">classes</p>',
  '<div style="background:url(&#1;javascript:alert(1))">x</div>',
  '<table background="javascript:alert(1)"><td background="javascript:alert(1)">t</td></table>',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<noembed><img src=x onerror=alert(1)></noembed>",
  "<title><img src=x onerror=alert(1)></title>",
  "<!--<img src=x onerror=alert(1)>-->",
  "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<p><strong>nested <em>and <a href="javascript:alert(1)">unclosed',
  "</p></strong><img src=x onerror=alert(1)><p>",
  '<p title="</p><script>alert(1)</script>">attr</p>',
  '<a href="https://ok.example"><a href="javascript:alert(1)">nested link</a></a>',
  "<h1 onclick=alert(1)>big</h1>",
  '<ol start="1;alert(1)" onclick=alert(1)><li>x</li></ol>',
  "<div onpointerenter=alert(1) tabindex=0 contenteditable>div</div>",
  '<span data-x="1" aria-hidden="true" hidden>hidden</span>',
  "\u0000<script>alert(1)</script>",
  "<scr\u0000ipt>alert(1)</scr\u0000ipt>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<isindex type=image src=1 onerror=alert(1)>",
  '<object><param name="src" value="javascript:alert(1)"></object>',
  "<keygen autofocus onfocus=alert(1)>",
  '<a href="https://ok.example" ping="https://tracker.example" download>ping</a>',
];

const TAGS = new Set([
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "hr",
]);
const ATTRIBUTES: Record<string, readonly string[]> = { a: ["href", "target", "rel"], img: ["src", "alt"], ol: ["start"] };

type Node = DefaultTreeAdapterMap["childNode"];

/** Everything wrong with a fragment as a browser's parser (parse5, the WHATWG algorithm) builds it. */
function vectorsIn(html: string, container = ""): string[] {
  const found: string[] = [];
  const visit = (nodes: readonly Node[], inContainer: boolean) => {
    for (const node of nodes) {
      if (node.nodeName === "#comment") found.push(`comment ${JSON.stringify((node as { data: string }).data)}`);
      if (!("tagName" in node)) continue;
      const allowed = TAGS.has(node.tagName) || (!inContainer && node.tagName === container);
      if (!allowed || node.namespaceURI !== "http://www.w3.org/1999/xhtml") found.push(`element <${node.tagName}>`);
      const names = node.tagName === container && !inContainer ? ["class"] : (ATTRIBUTES[node.tagName] ?? []);
      for (const { name, value } of node.attrs) {
        if (!names.includes(name)) found.push(`attribute ${name} on <${node.tagName}>`);
        if (name === "href" && safeHref(value) !== value) found.push(`href ${value}`);
        if (name === "src" && !/^\/uploads\/[a-z-]+\/[0-9a-f]{32}\.webp$/.test(value)) found.push(`src ${value}`);
        if (name === "target" && value !== "_blank") found.push(`target ${value}`);
      }
      if (node.tagName === "a" && /^https?:/.test(node.attrs.find((a) => a.name === "href")?.value ?? "")) {
        if (node.attrs.find((a) => a.name === "rel")?.value !== EXTERNAL_LINK_REL) found.push("external link without rel");
      }
      visit(node.childNodes, inContainer || node.tagName === container);
    }
  };
  visit(parseFragment(html).childNodes as Node[], false);
  return found;
}

describe("sanitizeRichText", () => {
  test("the check below finds something in every payload as it came (a check that finds nothing proves nothing)", () => {
    // In a fragment a browser drops <body> and <frameset> themselves; the last one is text already.
    const unseen = PAYLOADS.filter((payload) => vectorsIn(payload).length === 0);
    expect(unseen).toEqual([
      "<body onload=alert(1)>",
      '<body background="javascript:alert(1)">',
      '<frameset><frame src="javascript:alert(1)"></frameset>',
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    ]);
  });

  test.each(PAYLOADS)("leaves nothing executable of %s", (payload) => {
    const clean = sanitizeRichText(payload);
    expect(vectorsIn(clean)).toEqual([]);
    expect(clean).not.toMatch(
      /<\s*(script|style|iframe|svg|math|object|embed|form|meta|base|link|template|input|textarea|select|button)\b/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/(java|vb|live)script\s*:|data\s*:/i);
    // What is stored comes back unchanged through the sanitiser (it is already its own output).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  test("rendered back into a page through RichContent, every payload stays inert", () => {
    for (const payload of PAYLOADS) {
      const page = renderToStaticMarkup(createElement(RichContent, { html: sanitizeRichText(payload) }));
      expect(vectorsIn(page, "div"), payload).toEqual([]);
      expect(page.startsWith('<div class="rich-text">') && page.endsWith("</div>"), payload).toBe(true);
    }
  });

  test("a script's text, written as text, is shown as text", () => {
    const page = renderToStaticMarkup(
      createElement(RichContent, { html: sanitizeRichText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>") }),
    );
    expect(page).toBe('<div class="rich-text"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>');
    expect(vectorsIn(page, "div")).toEqual([]);
  });

  test("keeps what the editor writes", () => {
    // Tiptap's getHTML() for every mark and node the toolbar offers.
    const editor = [
      "<h2>Título</h2><h3>Sub</h3>",
      "<p>Texto <strong>negrita</strong> <em>cursiva</em> <u>subrayado</u> <s>tachado</s> <code>x</code><br>otra línea</p>",
      '<ul><li><p>uno</p></li></ul><ol start="3"><li><p>tres</p></li></ol>',
      "<blockquote><p>cita</p></blockquote><pre><code>a &lt; b</code></pre><hr>",
      `<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/a?b=1&amp;c=2">enlace</a></p>`,
      `<img src="${IMAGE}" alt="Un robot"><p></p>`,
    ].join("");
    expect(sanitizeRichText(editor)).toBe(
      [
        "<h2>Título</h2><h3>Sub</h3>",
        "<p>Texto <strong>negrita</strong> <em>cursiva</em> <u>subrayado</u> <s>tachado</s> <code>x</code><br />otra línea</p>",
        '<ul><li><p>uno</p></li></ul><ol start="3"><li><p>tres</p></li></ol>',
        "<blockquote><p>cita</p></blockquote><pre><code>a &lt; b</code></pre><hr />",
        `<p><a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="${EXTERNAL_LINK_REL}">enlace</a></p>`,
        `<img src="${IMAGE}" alt="Un robot" />`,
      ].join(""),
    );
  });

  test("empty paragraphs at the end go (the editor's place to type after an image), others stay", () => {
    expect(sanitizeRichText("<p>a</p><p></p><p>b</p><p><br></p><p> </p>")).toBe("<p>a</p><p></p><p>b</p>");
    expect(sanitizeRichText("<p></p>")).toBe("");
    expect(sanitizeRichText("<p>a</p><p></p>")).toBe("<p>a</p>");
    expect(sanitizeRichText("<blockquote><p>a</p></blockquote><p></p>")).toBe("<blockquote><p>a</p></blockquote>");
    expect(sanitizeRichText("<p><strong></strong></p>")).toBe("<p><strong></strong></p>");
  });

  test("pasted markup is brought to the editor's tags; links get the users' rel, mail links no new tab", () => {
    expect(sanitizeRichText("<h1>a</h1><h6>b</h6><b>c</b><i>d</i><del>e</del>")).toBe(
      "<h2>a</h2><h4>b</h4><strong>c</strong><em>d</em><s>e</s>",
    );
    expect(sanitizeRichText('<a href="mailto:hola@example.org">m</a>')).toBe('<a href="mailto:hola@example.org" rel="nofollow ugc">m</a>');
    expect(sanitizeRichText('<a href=" HTTPS://Example.org ">x</a>')).toBe(
      `<a href="https://example.org/" target="_blank" rel="${EXTERNAL_LINK_REL}">x</a>`,
    );
    // A refused link keeps its text; a refused image goes whole.
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">texto</a> <img src="https://t.example/p.gif" alt="píxel"></p>')).toBe(
      "<p>texto </p>",
    );
  });
});

describe("safeHref", () => {
  test.each([
    ["https://example.org", "https://example.org/"],
    ["http://example.org/a b", null],
    ["mailto:a@example.org", "mailto:a@example.org"],
    ["ftp://example.org", null],
    ["javascript:alert(1)", null],
    ["/relative", null],
    ["https://", null],
    [undefined, null],
  ])("%s → %s", (href, expected) => expect(safeHref(href)).toBe(expected));
});

describe("plain text and rich text", () => {
  test("a textarea's text becomes paragraphs, its single line breaks stay, its markup is text", () => {
    expect(plainTextToHtml('Hola\r\nmundo\n\n\n  Segundo <b>párrafo</b> & "más"  \n \n')).toBe(
      "<p>Hola<br>mundo</p><p>Segundo &lt;b&gt;párrafo&lt;/b&gt; &amp; &quot;más&quot;</p>",
    );
    expect(plainTextToHtml(" \n\n ")).toBe("");
    expect(sanitizeRichText(plainTextToHtml("<script>alert(1)</script>"))).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  test("a posted value is the editor's HTML only when the form says so", () => {
    expect(postedRichText("<p>a</p>", "html")).toBe("<p>a</p>");
    expect(postedRichText("<p>a</p>", null)).toBe("<p>&lt;p&gt;a&lt;/p&gt;</p>");
    expect(postedRichText(undefined, "html")).toBe("");
  });

  test("the text of stored content: blocks as paragraphs, entities read", () => {
    const html = sanitizeRichText(
      "<h2>T &amp; t</h2><p>a<br>b&nbsp;c</p><ul><li><p>uno</p></li><li><p>dos</p></li></ul><p>&lt;x&gt; &quot;q&quot;</p>",
    );
    expect(richTextToPlain(html)).toBe('T & t\n\na\nb\u00a0c\n\nuno\n\ndos\n\n<x> "q"');
    // The textarea's text comes back as the same paragraphs.
    expect(plainTextToHtml(richTextToPlain("<p>uno<br />dos</p><p>tres</p>"))).toBe("<p>uno<br>dos</p><p>tres</p>");
  });
});

// Their time (linear, not quadratic: a request must not hold the server) is measured by `npm run bench:text`
// (bench/rich-text.ts), not asserted here: a test does not time (a loaded machine would fail it).
test("long runs of spaces, tags or empty paragraphs are read whole and refused or kept as the rules say", () => {
  const spaces = `a${" ".repeat(RICH_TEXT_MAX_HTML - 10)}b`;
  expect(plainTextToHtml(spaces)).toMatch(/^<p>a[ \u00a0]+b<\/p>$/);
  expect(richTextToPlain(`<p>${spaces}</p>`)).toMatch(/^a\s+b$/);
  // Empty paragraphs under the limit are kept as written; past the HTML's limit, refused as a field error.
  for (const input of ["<p></p>".repeat(14_000), "<p> </p>".repeat(12_000)]) expect(parseRichText(`${input}x`).text).toBe("x");
  for (const input of ["<p><br></p>".repeat(9_000), "<b>".repeat(30_000), `&${"a".repeat(90_000)}`]) {
    let refused: unknown = null;
    try {
      parseRichText(`${input}x`);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
  }
});

describe("parseRichText", () => {
  const refusal = (input: unknown) => {
    try {
      parseRichText(input, "body");
      return null;
    } catch (error) {
      return error instanceof DomainError ? error.fields : error;
    }
  };

  test("stores the sanitised HTML and its text", () => {
    expect(parseRichText('<p onclick="x">Hola <script>y</script></p>')).toEqual({ html: "<p>Hola </p>", text: "Hola" });
    expect(parseRichText(`<img src="${IMAGE}" alt="">`).html).toBe(`<img src="${IMAGE}" alt="" />`);
  });

  test("refuses what has no text nor image, and what is too long, on the named field", () => {
    expect(refusal("")).toEqual({ body: "editor.errors.empty" });
    expect(refusal(null)).toEqual({ body: "editor.errors.empty" });
    expect(refusal("<p> </p><p><br></p><script>alert(1)</script>")).toEqual({ body: "editor.errors.empty" });
    expect(refusal('<img src="https://t.example/p.gif">')).toEqual({ body: "editor.errors.empty" });
    expect(refusal(`<p>${"a".repeat(RICH_TEXT_MAX_TEXT)}</p>`)).toBeNull();
    expect(refusal(`<p>${"a".repeat(RICH_TEXT_MAX_TEXT + 1)}</p>`)).toEqual({ body: "editor.errors.tooLong" });
    expect(refusal(`<p>${"<b></b>".repeat(RICH_TEXT_MAX_HTML / 7 + 1)}a</p>`)).toEqual({ body: "editor.errors.tooLong" });
  });
});
