import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../common/routes.ts";
import { contents, getFaqs } from "./index.server.ts";

/** The dossier (es and en) and the FAQs (es only): the structure the pages and their index rely on. */
describe("teacher dossier", () => {
  for (const lang of ["es", "en"] as const) {
    const doc = contents[lang].dossier;
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
  const groups = getFaqs();
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
