import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Lets a server-rendered page paint before its JavaScript loads (decision 024). React Router writes a
 * `<link rel="modulepreload">` per chunk into the head and a module script whose static imports start every
 * download as soon as the HTML is parsed: on a slow school connection the page's 20-odd scripts then share
 * the bandwidth with the stylesheet, the font and the cover image the first paint waits for. This moves
 * the downloads to just after the first paint: the preload links leave the HTML, and the module script
 * waits for the paint, adds the page's <noscript> stylesheets (the font, once the browser has its files: decision
 * 036) and the preloads back (all chunks
 * still download in parallel, with no import waterfall) and
 * imports the route modules dynamically. The page reads and its links and forms work as plain HTML until
 * it is hydrated, as before; the hydration data (React Router's context script) is untouched.
 */
export function rewriteScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  if (preloads.length === 0) return html;
  // Stylesheets the page gives in <noscript> (the font): without JavaScript they load from there.
  const stylesheets = [...withoutPreloads.matchAll(/<noscript><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/g)].map((m) => m[1]!);
  return withoutPreloads.replace(MODULE_SCRIPT, (_script, open: string, body: string) => {
    const imports: string[] = [];
    const rest = body.replace(/import \* as (\w+) from ("[^"]+");\n?/g, (_line, name: string, url: string) => {
      imports.push(`${name} = await import(${url})`);
      return "";
    });
    const afterPaint =
      `await new Promise((go) => {${AFTER_FIRST_PAINT}});` +
      `{const S=${JSON.stringify(stylesheets)};${FONTS_ONCE_CACHED}}` +
      `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
      (imports.length > 0 ? `const ${imports.join(", ")};` : "");
    return `${open}${afterPaint}${rest}</script>`;
  });
}

/**
 * Calls `go` once the browser reports the first contentful paint (as presented: a frame callback comes too
 * early). A tab opened in the background paints nothing, and a browser without paint timing reports
 * nothing: they go at once. The timeout keeps a page that never paints text working.
 */
const AFTER_FIRST_PAINT = [
  'if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();',
  'new PerformanceObserver((list, seen) => { if (list.getEntriesByName("first-contentful-paint").length) { seen.disconnect(); go(); } }).observe({ type: "paint", buffered: true });',
  "setTimeout(go, 3000);",
].join(" ");

/** Set in the browser's local storage once the typeface's files are in its cache (decision 036). */
export const FONTS_CACHED_KEY = "fontsCached";

/**
 * The typeface (the page's <noscript> stylesheets, `S`) only where the browser has its files already: applying a web
 * font after the paint lays the whole page out again, a long task on a slow machine (decision 036). A first visit
 * keeps the metric-matched fallback and, once the page has loaded and settled, fetches the Latin files into the
 * browser's cache and notes it; later visits add the stylesheet after the paint, from the cache. Written small:
 * it travels in every page's HTML.
 */
const FONTS_ONCE_CACHED = String.raw`
let c;try{c=localStorage.${FONTS_CACHED_KEY}}catch{}
if(c)for(const href of S)document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",href}));
else{const w=()=>setTimeout(()=>Promise.all(S.map(async(h)=>{const u=new URL(h,location.href);
for(const[,f]of(await(await fetch(u)).text()).matchAll(/url\(["']?([^"')]*latin[^"')]*\.woff2)/g)){
const r=await fetch(new URL(f,u));if(!r.ok)throw f;await r.arrayBuffer()}}))
.then(()=>{try{localStorage.${FONTS_CACHED_KEY}=1}catch{}},()=>{}),3e3);
document.readyState=="complete"?w():addEventListener("load",w,{once:true})}
`.replace(/\n/g, "");

/** React Router's module script (`<Scripts />`): the route modules' imports and the entry's `import()`. */
const MODULE_SCRIPT = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)<\/script>/;

/**
 * The rewrite over a rendered stream: it holds the document back only until React Router's module script
 * has passed (the shell, written in one go), then lets the streamed hydration data through untouched.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) return callback(null, text);
      held += text;
      const script = MODULE_SCRIPT.exec(held);
      if (!script) return callback();
      done = true;
      const end = script.index + script[0].length;
      const out = rewriteScripts(held.slice(0, end)) + held.slice(end);
      held = "";
      callback(null, out);
    },
    flush(callback) {
      held += decoder.end();
      callback(null, held || undefined);
    },
  });
}
