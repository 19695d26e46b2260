import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/**
 * The import graph's one-way rule (decision 051): app → common, server → common; common imports neither; the server
 * never imports the app; the app reaches the server only through server/app-entry.ts, and only from its server-only
 * modules (`*.server.ts`, `*.server.tsx`), so that no server code can enter the browser's bundle. Tests (`*.test.ts`,
 * `*.test.tsx`) and the server's test helpers (server/test/) may cross: they check the whole and enter no bundle.
 */
export const SANCTIONED_SERVER_ENTRY = "server/app-entry.ts";

export type Layer = "app" | "common" | "server" | "other";

export type Violation = { file: string; specifier: string; target: string; rule: string };

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(["node_modules", "build", ".react-router"]);

/** Every .ts and .tsx file under the folder, as paths relative to the repository root. */
export function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
    }
  };
  walk(folder);
  return found;
}

// `from "x"`, `import "x"`, `import("x")`, `require("x")`: every way a module names another, comments included
// (a commented import costs a false alarm, never a missed one).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'\n]+)["']/g;

export function specifiersOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) => match[1]!);
}

export function layerOf(path: string): Layer {
  const top = path.split("/")[0];
  return top === "app" || top === "common" || top === "server" ? top : "other";
}

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.startsWith("server/test/");
}

/** The rule an import from `file` (relative to the root) of `specifier` breaks, or null. */
export function ruleBroken(file: string, specifier: string): { target: string; rule: string } | null {
  if (!specifier.startsWith(".")) return null; // packages and node: built-ins
  const target = normalize(join(dirname(file), specifier))
    .split("\\")
    .join("/");
  const from = layerOf(file);
  const to = layerOf(target);
  if (from === "common" && (to === "app" || to === "server")) return { target, rule: `common/ imports neither app/ nor server/` };
  if (isTestFile(file)) return null;
  if (from === "server" && to === "app") return { target, rule: "server/ never imports app/" };
  if (from === "app" && to === "server") {
    if (target !== SANCTIONED_SERVER_ENTRY) return { target, rule: `app/ reaches server/ only through ${SANCTIONED_SERVER_ENTRY}` };
    if (!/\.server\.tsx?$/.test(file)) return { target, rule: `only app's *.server.ts(x) modules import ${SANCTIONED_SERVER_ENTRY}` };
  }
  return null;
}

export function violationsOf(file: string, text: string): Violation[] {
  return specifiersOf(text).flatMap((specifier) => {
    const broken = ruleBroken(file, specifier);
    return broken ? [{ file, specifier, ...broken }] : [];
  });
}

/** Every broken rule in app/, common/ and server/ of the repository at `root`. */
export function violationsIn(root: string): Violation[] {
  return ["app", "common", "server"].flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) => violationsOf(file, readFileSync(join(root, file), "utf8"))),
  );
}

export const describeViolation = (v: Violation) => `${v.file} imports "${v.specifier}" (${v.target}): ${v.rule}`;
