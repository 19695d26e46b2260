import { readFileSync } from "node:fs";
import path from "node:path";
import { ERROR_KEYS } from "../../common/errors.ts";
import { es } from "./es/index.ts";

/**
 * Which parts of the catalogue a module and everything it imports can show (for app/i18n/screen-texts.test.ts,
 * which keeps app/i18n/screen-texts.ts in step with the code). Node only.
 *
 * Every string or template literal that starts with a catalogue key counts, as far as it is written out
 * ("activities.card.minutes"; `activities.difficulties.${level}` → "activities.difficulties"; `signup.${name}`
 * → "signup"): a page carries the texts its code can reach, not their siblings. A module that translates a
 * key it received (`t(error as never)`: an error from the server or a form) may show any error text of the
 * namespaces it uses, and the shared validation texts.
 */
const APP = path.resolve(import.meta.dirname, "..");
const NAMESPACES = new Set(Object.keys(es));
const KEY = /["'`]([a-zA-Z]+)((?:\.[a-zA-Z0-9_-]+)*)(\.\$\{|\.|["'`]|\$\{)/g;
const IMPORT = /(?:import|export)\s[^"']*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function exists(key: string): boolean {
  let node: unknown = es;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    const record = node as Record<string, unknown>;
    // A plural leaf is looked up by its base ("itineraries.count" → "count_one", "count_other").
    node = part in record ? record[part] : Object.keys(record).some((k) => k.startsWith(`${part}_`)) ? "" : undefined;
  }
  return node !== undefined;
}

/**
 * The modules a file pulls in (relative imports under app/ and common/, not the loaders' `.server` modules), not
 * going into the modules of `stopAt` (absolute paths).
 */
function graph(entry: string, seen = new Set<string>(), stopAt: ReadonlySet<string> = new Set()): Set<string> {
  if (seen.has(entry) || stopAt.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, "utf8");
  for (const match of source.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(entry), match[1] ?? match[2] ?? "");
    if (/\.server\.tsx?$|\/i18n\/(es|en|content)\/|\.(css|svg)(\?.*)?$/.test(target) || target.includes("?")) continue;
    if (!/\.tsx?$/.test(target)) continue;
    graph(target, seen, stopAt);
  }
  return seen;
}

/**
 * The catalogue paths the modules reachable from `entry` (relative to app/) can show; the modules of `stopAt`
 * (relative to app/) and what only they import are left out.
 */
export function textsUsedBy(entry: string, stopAt: readonly string[] = []): Set<string> {
  const used = new Set<string>();
  let dynamic = false;
  for (const file of graph(path.join(APP, entry), new Set(), new Set(stopAt.map((file) => path.join(APP, file))))) {
    const source = readFileSync(file, "utf8");
    if (/\bt\([^)]*as never/.test(source)) dynamic = true;
    for (const [, ns = "", rest = "", after] of source.matchAll(KEY)) {
      if (!NAMESPACES.has(ns)) continue;
      const parts = [ns, ...rest.split(".").slice(1)];
      // `a.b${x}`: the last segment is only the start of a name. A namespace alone is a key only as
      // `ns.${x}` ("activities" is also a route's name).
      if (after === "${") parts.pop();
      else if (parts.length === 1 && after !== ".${") continue;
      if (parts.length === 0) continue;
      const key = parts.join(".");
      if (exists(key)) used.add(key);
    }
  }
  if (dynamic) {
    const namespaces = new Set([...used].map((key) => key.split(".")[0] ?? ""));
    used.add("validation");
    for (const ns of namespaces) {
      for (const part of ["errors", "validation"]) if (exists(`${ns}.${part}`)) used.add(`${ns}.${part}`);
    }
    for (const key of Object.values(ERROR_KEYS)) if (namespaces.has(key.split(".")[0] ?? "")) used.add(key);
  }
  return used;
}

/** Drops paths another path in the set (or in `covered`) already includes. */
export function minimal(paths: Iterable<string>, covered: Iterable<string> = []): string[] {
  const all = [...new Set(paths)];
  const cover = [...all, ...covered];
  const isCovered = (key: string) => cover.some((other) => other !== key && key.startsWith(`${other}.`));
  const known = new Set(covered);
  return all.filter((key) => !known.has(key) && !isCovered(key)).sort();
}
