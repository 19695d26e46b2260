import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, test } from "vitest";
import { FONTS_CACHED_KEY, rewriteScripts, scriptsAfterPaint } from "./scripts-after-paint.ts";

// The shape React Router 8's <Scripts /> renders (the head's preloads, the context script, the module script).
const page = [
  '<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/events.js"/>',
  '<noscript><link rel="stylesheet" href="/assets/fonts.css"/></noscript></head>',
  "<body><main><h1>Eventos · ñandú</h1></main>",
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/events.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};\n\nimport("/assets/entry.client.js");</script>',
  '<script nonce="abc">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>',
].join("");

test("the page keeps no preload link and loads its scripts from the module script once painted", () => {
  const html = rewriteScripts(page);
  expect(html).not.toContain('rel="modulepreload"');
  const start = html.indexOf('type="module" async="">') + 'type="module" async="">'.length;
  const script = html.slice(start, html.indexOf("</script>", start));
  expect(
    script.startsWith(
      'await new Promise((go) => {if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();',
    ),
  ).toBe(true);
  expect(script).toContain('getEntriesByName("first-contentful-paint")');
  expect(script).toContain('["/assets/entry.client.js","/assets/framework.js","/assets/root.js","/assets/events.js"]');
  // The font's stylesheet after the paint, once the browser has its files (decision 036); without JavaScript it
  // still loads from <noscript>.
  expect(script).toContain('{const S=["/assets/fonts.css"];');
  expect(script).toContain(
    'if(c)for(const href of S)document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",href}));',
  );
  expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/fonts.css"/></noscript>');
  expect(script).toContain('const route0 = await import("/assets/root.js"), route1 = await import("/assets/events.js");');
  expect(script).not.toContain("import * as");
  expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};');
  expect(script.endsWith('import("/assets/entry.client.js");')).toBe(true);
  // Everything else is as rendered: the content, the hydration data and its stream.
  expect(html).toContain("<h1>Eventos · ñandú</h1>");
  expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  expect(html.endsWith('<script nonce="abc">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>')).toBe(
    true,
  );
});

test("a page without React Router's scripts is left as it is", () => {
  const plain = "<!DOCTYPE html><html><body><p>Sin scripts</p></body></html>";
  expect(rewriteScripts(plain)).toBe(plain);
});

test("over a stream cut anywhere, even inside a character, the result is the same", async () => {
  const bytes = Buffer.from(page, "utf8");
  const cut = bytes.indexOf(Buffer.from("ñ")) + 1; // between the two bytes of ñ
  for (const size of [1, 7, 64, cut, bytes.length]) {
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    const out = await text(Readable.from(chunks).pipe(scriptsAfterPaint()));
    expect(out).toBe(rewriteScripts(page));
  }
});

/** The module script's font part, run as a browser would with the given storage and files. */
async function runFonts(stored: string | null, files: Record<string, string>) {
  const html = rewriteScripts(page);
  const start = html.indexOf("{const S=");
  const part = html.slice(start, html.indexOf("}for (const href of", start) + 1);
  const storage: Record<string, string> = stored ? { [FONTS_CACHED_KEY]: stored } : {};
  const appended: string[] = [];
  const fetched: string[] = [];
  let timer: (() => void) | undefined;
  const browser = {
    // Like the browser's: a property set is kept as a string.
    localStorage: new Proxy(storage, { set: (target, key, value) => Reflect.set(target, key, String(value)) }),
    document: { readyState: "complete", head: { append: (link: { href: string }) => appended.push(link.href) }, createElement: () => ({}) },
    location: { href: "http://localhost/eventos" },
    setTimeout: (fn: () => void) => {
      timer = fn;
    },
    addEventListener: () => {},
    fetch: async (url: URL) => {
      fetched.push(url.pathname);
      const body = files[url.pathname];
      return { ok: body !== undefined, text: async () => body ?? "", arrayBuffer: async () => new ArrayBuffer(0) };
    },
  };
  new Function(...Object.keys(browser), part)(...Object.values(browser));
  await (timer as unknown as () => Promise<void>)?.();
  await new Promise((go) => setTimeout(go, 0));
  return { appended, fetched, cached: storage[FONTS_CACHED_KEY] ?? null };
}

test("a first visit keeps the fallback font and, once loaded, fetches the Latin files and notes them; a later visit adds the font", async () => {
  const css =
    "@font-face{src:url(/assets/nunito-cyrillic-wght-normal-C.woff2)}@font-face{src:url(/assets/nunito-latin-ext-wght-normal-E.woff2)}@font-face{src:url(/assets/nunito-latin-wght-normal-L.woff2)}";
  const files = {
    "/assets/fonts.css": css,
    "/assets/nunito-latin-ext-wght-normal-E.woff2": "",
    "/assets/nunito-latin-wght-normal-L.woff2": "",
  };
  const first = await runFonts(null, files);
  expect(first.appended).toEqual([]);
  expect(first.fetched).toEqual([
    "/assets/fonts.css",
    "/assets/nunito-latin-ext-wght-normal-E.woff2",
    "/assets/nunito-latin-wght-normal-L.woff2",
  ]);
  expect(first.cached).toBe("1");
  // A file that did not come is not noted: the next visit tries again.
  const missing = await runFonts(null, { "/assets/fonts.css": css });
  expect(missing.cached).toBeNull();
  const later = await runFonts("1", files);
  expect(later.appended).toEqual(["/assets/fonts.css"]);
  expect(later.fetched).toEqual([]);
});
