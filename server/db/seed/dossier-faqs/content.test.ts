import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../../common/routes.ts";
import { dossier as enDossier } from "./dossier-en.ts";
import { dossier as esDossier } from "./dossier-es.ts";
import { faqs } from "./faqs.ts";

const dossiers = { es: esDossier, en: enDossier };

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

/** What app/i18n/content/content.test.ts held for the dossier while it was one of the content catalogues. */
describe("teacher dossier's texts", () => {
  it("have the same keys and list lengths in Spanish and English", () => {
    expect(shape(enDossier)).toEqual(shape(esDossier));
  });
  it("have no empty texts", () => {
    for (const lang of ["es", "en"] as const) {
      for (const text of strings(dossiers[lang])) expect(text.trim()).not.toBe("");
    }
  });
  it("link only to known routes", () => {
    for (const lang of ["es", "en"] as const) {
      for (const text of strings(dossiers[lang])) {
        for (const m of text.matchAll(/\]\(route:([^)#]+)/g)) expect(Object.keys(ROUTES)).toContain(m[1]);
      }
    }
  });
});

/** The dossier (es and en) and the FAQs (es only): the structure the pages and their index rely on. */
describe("teacher dossier", () => {
  for (const lang of ["es", "en"] as const) {
    const doc = dossiers[lang];
    it(`has at least eight sections with subsections and unique anchors (${lang})`, () => {
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.filter((s) => s.subsections?.length).length).toBeGreaterThanOrEqual(8);
      const ids = doc.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    });
    it(`links only to anchors it has (${lang})`, () => {
      const ids = new Set(doc.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]));
      const text = JSON.stringify(doc);
      for (const m of text.matchAll(/\]\(#([^)]+)\)/g)) expect(ids).toContain(m[1]);
    });
  }
});

describe("FAQs", () => {
  const groups = faqs;
  it("hold at least 24 questions in at least 5 groups, with unique ids and real answers", () => {
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const items = groups.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThanOrEqual(24);
    const ids = [...groups.map((g) => g.id), ...items.map((i) => i.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(item.q.trim().length, item.id).toBeGreaterThan(10);
      expect(item.a.trim().length, item.id).toBeGreaterThan(40);
    }
  });
  it("link only to known routes", () => {
    for (const m of JSON.stringify(groups).matchAll(/\]\(route:([^)#]+)/g)) expect(Object.keys(ROUTES)).toContain(m[1]);
  });
});
