import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { budgetKind, type ClientManifest, overBudget, pageSizes, parseManifest, staticImportsOf, table } from "./js-budget-report.ts";

// Random bytes written in base64: gzip gives back about `kib` KiB.
const filler = (kib: number) => `/*${randomBytes(kib * 1024).toString("base64")}*/`;

const chunks: Record<string, string> = {
  "/assets/entry.js": `import{a}from"./react.js";${filler(100)}`,
  "/assets/react.js": filler(5),
  "/assets/root.js": `import{a}from"./react.js";import"./shell.js";${filler(5)}`,
  "/assets/shell.js": filler(1),
  "/assets/layout.js": `import{a}from"./react.js";`,
  // The form page loads a big validation chunk statically; the home page only asks for one on demand.
  "/assets/signup.js": `import{b as c}from"./forms.js";${filler(1)}`,
  "/assets/forms.js": filler(40),
  "/assets/home.js": `const m=()=>import("./forms.js");${filler(1)}`,
  "/assets/panel.js": `import*as f from"./forms.js";`,
};
const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"] },
    screens: { id: "screens", parentId: "root", module: "/assets/layout.js" },
    "home.es": { id: "home.es", parentId: "screens", path: "/", module: "/assets/home.js" },
    "signup.es": { id: "signup.es", parentId: "screens", path: "/registro", module: "/assets/signup.js" },
    "signup.en": { id: "signup.en", parentId: "screens", path: "/signup", module: "/assets/signup.js" },
    "my-panel.es": { id: "my-panel.es", parentId: "screens", path: "/mi-panel", module: "/assets/panel.js" },
    "activity-guide.es": {
      id: "activity-guide.es",
      parentId: "screens",
      path: "/guia.pdf",
      module: "/assets/x.js",
      hasDefaultExport: false,
    },
  },
};
const read = (url: string) => {
  const code = chunks[url];
  if (code === undefined) throw new Error(`no chunk ${url}`);
  return code;
};

test("a chunk's static imports are followed, its dynamic ones are not", () => {
  expect(
    staticImportsOf(`import{a as b}from"./a.js";import"./b.js";import*as c from"./c.js";export{d}from"./d.js";import("./e.js")`),
  ).toEqual(["./a.js", "./b.js", "./c.js", "./d.js"]);
});

test("the manifest file is read as React Router writes it", () => {
  expect(parseManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
});

test("each page counts the entry, the root and the layout with its own module and everything they import", () => {
  const pages = pageSizes(manifest, read);
  // One row per route name; layouts and resource routes are no pages.
  expect(pages.map((page) => page.route).sort()).toEqual(["home", "my-panel", "signup"]);
  const signup = pages.find((page) => page.route === "signup")!;
  expect(signup.chunks.map((chunk) => chunk.file).sort()).toEqual(
    [
      "/assets/entry.js",
      "/assets/forms.js",
      "/assets/layout.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/signup.js",
    ].sort(),
  );
  expect(signup.kind).toBe("public"); // anonymous: a visitor without an account opens it
  const home = pages.find((page) => page.route === "home")!;
  expect(home.chunks.map((chunk) => chunk.file)).not.toContain("/assets/forms.js");
  expect(home.bytes).toBeGreaterThan(110 * 1024);
  expect(home.bytes).toBeLessThan(125 * 1024);
  expect(signup.bytes - home.bytes).toBeGreaterThan(40 * 1024);
});

test("public and anonymous pages get the public budget, the others the screens' one", () => {
  expect([budgetKind("public"), budgetKind("anonymous"), budgetKind("login"), budgetKind("licence"), budgetKind("moderator")]).toEqual([
    "public",
    "public",
    "screen",
    "screen",
    "screen",
  ]);
});

test("a page over its budget is named with its size and its largest own chunks", () => {
  const pages = pageSizes(manifest, read);
  const problems = overBudget(pages);
  // signup (public, about 152 KiB) breaks 127; my-panel (a screen, about 151 KiB) breaks 150; home fits.
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(
    /^signup \(\/registro, public\): 15\d\.\d KiB > 127 KiB by 2\d\.\d KiB; its own largest chunks: forms\.js 40\.\d/,
  );
  expect(problems[1]).toMatch(/^my-panel \(\/mi-panel, screen\): 15\d\.\d KiB > 150 KiB/);
  expect(table(pages)).toMatch(/signup +\/registro +anonymous +15\d\.\d +127 +forms\.js 40\.\d +OVER/);
});
