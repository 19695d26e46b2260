import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../common/routes.ts";
import { contents } from "./index.server.ts";

/** Every key path, with array lengths, so that a missing or extra translation fails. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  }
  return [path];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("content catalogues", () => {
  it("have the same keys and list lengths in Spanish and English", () => {
    expect(shape(contents.en)).toEqual(shape(contents.es));
  });

  it("have no empty texts", () => {
    for (const lang of ["es", "en"] as const) {
      for (const text of strings(contents[lang])) expect(text.trim()).not.toBe("");
    }
  });

  it("link only to known routes", () => {
    for (const lang of ["es", "en"] as const) {
      for (const text of strings(contents[lang])) {
        for (const m of text.matchAll(/\]\(route:([^)#]+)/g)) expect(Object.keys(ROUTES)).toContain(m[1]);
      }
    }
  });

  it("gives every legal section a unique anchor", () => {
    for (const lang of ["es", "en"] as const) {
      for (const doc of Object.values(contents[lang].legal.docs)) {
        const ids = doc.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });
});
