import { describe, expect, it } from "vitest";
import { getFaqs } from "../../i18n/content/index.server.ts";
import { formatOf, formatSize } from "./downloads.ts";
import { countFaqs, foldText, searchFaqs } from "./faq-search.ts";

describe("FAQ search", () => {
  const groups = getFaqs();
  it("ignores case and accents, and needs every word", () => {
    expect(foldText("Evaluación ÁREA")).toBe("evaluacion area");
    const plain = searchFaqs(groups, "evaluacion");
    const accented = searchFaqs(groups, "EVALUACIÓN");
    expect(countFaqs(plain)).toBeGreaterThan(0);
    expect(plain).toEqual(accented);
    expect(countFaqs(searchFaqs(groups, "evaluación clave aventura"))).toBeLessThan(countFaqs(plain));
  });
  it("keeps everything for an empty search and nothing for words that appear nowhere", () => {
    expect(countFaqs(searchFaqs(groups, "   "))).toBe(countFaqs(groups));
    expect(searchFaqs(groups, "zzzqqq")).toEqual([]);
  });
  it("searches the answers' link labels, not their targets", () => {
    expect(countFaqs(searchFaqs(groups, "formation-downloads"))).toBe(0);
    expect(countFaqs(searchFaqs(groups, "guía del kit de robótica"))).toBeGreaterThan(0);
  });
});

describe("downloads page helpers", () => {
  it("names the file types and formats sizes in the page's language", () => {
    expect(formatOf("application/pdf")).toBe("pdf");
    expect(formatOf("text/csv; charset=utf-8")).toBe("csv");
    expect(formatOf("image/svg+xml")).toBe("svg");
    expect(formatOf("application/zip")).toBe("other");
    expect(formatSize(13_513, "es")).toBe("13,5 kB");
    expect(formatSize(13_513, "en")).toBe("13.5 kB");
    expect(formatSize(2_400_000, "es")).toBe("2,4 MB");
    expect(formatSize(562, "en")).toBe("0.6 kB");
  });
});
