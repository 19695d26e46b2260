import { gzipSync } from "node:zlib";
import { type Access, ROUTES, type RouteName } from "../common/routes.ts";

/**
 * The first-load JavaScript of every page, computed from the production build: the gzip bytes of the
 * scripts a page's HTML loads (React Router's entry, then the root, the screens' layout and the page's route,
 * each module with its static imports, followed transitively). Budgets by who can open the page: a visitor
 * without an account (access public or anonymous) on slow school networks gets the tighter one.
 */
export const BUDGET_KIB = { public: 127, screen: 150 } as const;
export type BudgetKind = keyof typeof BUDGET_KIB;

/** React Router's client manifest, the parts read here. */
export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; module: string; imports?: string[]; hasDefaultExport?: boolean }>;
};

export type PageSize = {
  /** Route name of common/routes.ts (or the route id for one outside it, the 404). */
  route: string;
  path: string;
  access: Access | "-";
  kind: BudgetKind;
  /** Gzip bytes of all its chunks. */
  bytes: number;
  /** Its chunks, largest first, with their gzip bytes. */
  chunks: { file: string; bytes: number }[];
};

/** Reads `window.__reactRouterManifest={…}` as written to build/client/assets/manifest-*.js. */
export function parseManifest(source: string): ClientManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("Not a React Router client manifest");
  return JSON.parse(source.slice(start, end + 1)) as ClientManifest;
}

/** The relative static imports of a built chunk (`import{…}from"./x.js"`, `import"./x.js"`), not `import("…")`. */
export function staticImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]+?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g)) found.push(match[1]!);
  return found;
}

export function budgetKind(access: Access | "-"): BudgetKind {
  return access === "public" || access === "anonymous" || access === "-" ? "public" : "screen";
}

/**
 * Every page's chunks and sizes. `read` gives a chunk's code by its URL path (/assets/x.js). One row per route
 * name: the language versions of a route share one module.
 */
export function pageSizes(manifest: ClientManifest, read: (url: string) => string): PageSize[] {
  const gzipped = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(read(url), { level: 9 }).length;
      gzipped.set(url, size);
    }
    return size;
  };
  const importsCache = new Map<string, string[]>();
  const importsOf = (url: string) => {
    let list = importsCache.get(url);
    if (!list) {
      const folder = url.slice(0, url.lastIndexOf("/") + 1);
      list = staticImportsOf(read(url)).map((relative) => folder + relative.slice(2));
      importsCache.set(url, list);
    }
    return list;
  };
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const url = queue.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(...importsOf(url));
    }
    return seen;
  };

  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const rows = new Map<string, PageSize>();
  for (const route of Object.values(manifest.routes)) {
    if (parents.has(route.id) || route.path === undefined || route.hasDefaultExport === false) continue; // layouts, resource routes
    const name = route.id.replace(/\.(es|en)$/, "");
    if (rows.has(name)) continue;
    const chain = [];
    for (
      let current: typeof route | undefined = route;
      current;
      current = current.parentId ? manifest.routes[current.parentId] : undefined
    ) {
      chain.push(current);
    }
    const start = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    for (const link of chain) start.push(link.module, ...(link.imports ?? []));
    const chunks = [...closure(start)].map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
    const access = name in ROUTES ? ROUTES[name as RouteName].access : "-";
    rows.set(name, {
      route: name,
      path: route.path,
      access,
      kind: budgetKind(access),
      bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
      chunks,
    });
  }
  return [...rows.values()].sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route));
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Chunks every page loads (the framework, the root): what is left is what the page itself adds. */
export function sharedChunks(pages: PageSize[]): Set<string> {
  const [first, ...rest] = pages;
  const shared = new Set(first?.chunks.map((chunk) => chunk.file));
  for (const page of rest) {
    const own = new Set(page.chunks.map((chunk) => chunk.file));
    for (const file of shared) if (!own.has(file)) shared.delete(file);
  }
  return shared;
}

export function table(pages: PageSize[]): string {
  const shared = sharedChunks(pages);
  const sharedBytes = pages[0]?.chunks.filter((chunk) => shared.has(chunk.file)).reduce((sum, chunk) => sum + chunk.bytes, 0) ?? 0;
  const lines = [
    `First-load JS per page (gzip KiB; every page loads ${kib(sharedBytes)} KiB of shared chunks)`,
    `${"route".padEnd(34)} ${"path".padEnd(44)} ${"access".padEnd(16)} ${"KiB".padStart(6)} ${"budget".padStart(6)}  largest own chunk`,
  ];
  for (const page of pages) {
    const own = page.chunks.find((chunk) => !shared.has(chunk.file));
    const mark = page.bytes > BUDGET_KIB[page.kind] * 1024 ? "  OVER" : "";
    lines.push(
      `${page.route.padEnd(34)} ${page.path.padEnd(44)} ${page.access.padEnd(16)} ${kib(page.bytes).padStart(6)} ${String(BUDGET_KIB[page.kind]).padStart(6)}  ` +
        `${own ? `${own.file.replace("/assets/", "")} ${kib(own.bytes)}` : "-"}${mark}`,
    );
  }
  return lines.join("\n");
}

/** One line per page over its budget, naming the page, its excess and its largest chunks (its own first). */
export function overBudget(pages: PageSize[]): string[] {
  const shared = sharedChunks(pages);
  const problems: string[] = [];
  for (const page of pages) {
    const limit = BUDGET_KIB[page.kind] * 1024;
    if (page.bytes <= limit) continue;
    const describe = (list: PageSize["chunks"]) =>
      list
        .slice(0, 5)
        .map((chunk) => `${chunk.file.replace("/assets/", "")} ${kib(chunk.bytes)}`)
        .join(", ");
    const own = page.chunks.filter((chunk) => !shared.has(chunk.file));
    problems.push(
      `${page.route} (${page.path}, ${page.kind}): ${kib(page.bytes)} KiB > ${BUDGET_KIB[page.kind]} KiB by ${kib(page.bytes - limit)} KiB; ` +
        `its own largest chunks: ${describe(own) || "none"}; largest of all: ${describe(page.chunks)}`,
    );
  }
  return problems;
}
