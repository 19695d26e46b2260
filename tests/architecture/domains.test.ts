import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SCREENS } from "../../app/screens.ts";

/**
 * docs/architecture.md's domains, held against the folders (issue 32, decision 052): every domain keeps one name in
 * every layer. The domains' table names the domains; the table beside it says, layer by layer, which folders (or,
 * for the tables, which files) each domain owns: `✓` its own name, further names after it, `—` none. Its header names
 * each layer as a pattern: `dir/*\/` reads the folders of dir, `dir/*.ts` its TypeScript files (tests left out).
 * A folder no row names fails, and so does a row naming one that is not there.
 */
const root = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const NO_DOMAIN = "(no domain)";

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** The rows of the table whose header starts with `header`, as cells; the header row first. */
function table(header: string): string[][] {
  const lines = doc.split("\n");
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start < 0) throw new Error(`docs/architecture.md has no table starting with "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith("|")) break;
    if (/^\|[\s|:-]+\|$/.test(line)) continue; // the separator row
    rows.push(cells(line));
  }
  return rows;
}

const domains = table("| domain | what it holds |")
  .slice(1)
  .map(([name]) => name ?? "");
const [layerHeader = [], ...layerRows] = table("| domain | app/routes/");
const layers = layerHeader.slice(1);

/** What a layer holds on disk: its folders (`dir/*\/`) or its TypeScript files' names (`dir/*.ts`). */
function onDisk(layer: string): string[] {
  const folders = layer.match(/^(.+)\/\*\/$/);
  const files = layer.match(/^(.+)\/\*\.ts$/);
  const dir = path.join(root, (folders ?? files)?.[1] ?? layer);
  const entries = readdirSync(dir, { withFileTypes: true });
  if (folders) return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith("+")).map((entry) => entry.name);
  if (files) {
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      .map((entry) => entry.name.replace(/\.ts$/, ""));
  }
  throw new Error(`The layer "${layer}" is neither dir/*/ nor dir/*.ts`);
}

/** What the table says a layer holds: every row's names, with the row that names each. */
function inTable(column: number): Map<string, string> {
  const owners = new Map<string, string>();
  for (const row of layerRows) {
    const owner = row[0] ?? "";
    const cell = row[column + 1] ?? "";
    if (cell === "—" || cell === "") continue;
    for (const name of cell.split(",").map((part) => part.trim())) {
      const folder = name === "✓" ? owner : name;
      if (owners.has(folder)) throw new Error(`${folder} is named twice in ${layers[column]}: by ${owners.get(folder)} and ${owner}`);
      owners.set(folder, owner);
    }
  }
  return owners;
}

test("the domains' table and the table of their folders name the same domains, in the same order", () => {
  expect(domains.length).toBeGreaterThan(10);
  expect(layers).toEqual(["app/routes/*/", "app/components/*/", "server/graphql/schema/*/", "server/services/*/", "server/db/schema/*.ts"]);
  expect(layerRows.map(([name]) => name)).toEqual([...domains, NO_DOMAIN]);
  for (const row of layerRows) expect(row, `the row of ${row[0]}`).toHaveLength(layers.length + 1);
});

test.each(layers.map((layer, column) => [layer, column] as const))(
  "%s: every folder is a domain's, every domain's folder is there",
  (layer, column) => {
    const named = inTable(column);
    const present = onDisk(layer);
    const unnamed = present.filter((folder) => !named.has(folder)).sort();
    const missing = [...named.keys()].filter((folder) => !present.includes(folder)).sort();
    expect(unnamed, `in ${layer} but named by no row of docs/architecture.md's table`).toEqual([]);
    expect(missing, `named by docs/architecture.md's table but not in ${layer}`).toEqual([]);
  },
);

test("every screen lives in a folder of app/routes (a domain's or site/), none loose at its top", () => {
  const loose = readdirSync(path.join(root, "app/routes"), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  expect(loose).toEqual([]);
  const folders = new Set(inTable(0).keys());
  const outside = [...new Set(Object.values(SCREENS))].filter((file) => !folders.has(file.split("/")[1] ?? ""));
  expect(outside).toEqual([]);
  for (const file of new Set(Object.values(SCREENS))) expect(file).toMatch(/^routes\/[a-z-]+\/[a-z0-9-]+\.tsx?$/);
});
