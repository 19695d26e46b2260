import { describe, expect, it } from "vitest";
import { faqs } from "../../../server/db/seed/dossier-faqs/faqs.ts";
import { en } from "../../i18n/en/index.ts";
import { es } from "../../i18n/es/index.ts";
import { translate } from "../../i18n/index.ts";
import { formatOf, formatSize } from "./downloads.ts";
import { formationShown } from "./formations.ts";
import { countFaqs, foldText, searchFaqs } from "./faq-search.ts";

describe("FAQ search", () => {
  const groups = faqs;
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

describe("formations", () => {
  it("say the specification's messages word for word, in both languages", () => {
    expect(es.formation.errors.codeWrong).toBe("El código no es correcto");
    expect(en.formation.errors.codeWrong).toBe("The code is not correct");
    expect(es.formation.errors.notAvailable).toBe("Esta formación no está disponible");
    expect(en.formation.errors.notAvailable).toBe("This formation is not available");
    expect(translate("en", en, "formation.errors.tryAgainIn", { count: 1 })).toBe("Too many attempts, try again in 1 minute");
    expect(translate("es", es, "formation.errors.tryAgainIn", { count: 14 })).toBe(
      "Demasiados intentos, inténtalo de nuevo dentro de 14 minutos",
    );
  });

  it("show a session's day and time range in the page's language and Madrid's time, summer or winter", () => {
    const formation = {
      id: "1",
      accessCode: "AULA5-DGTAL",
      published: true,
      title: "T",
      intro: "I",
      material: [],
      downloads: [],
      sessions: [
        { startsAt: "2026-12-15T16:00:00.000Z", minutes: 120, place: "Aula 3", link: null },
        { startsAt: "2027-06-01T15:30:00.000Z", minutes: 90, place: "En línea", link: "https://example.org" },
      ],
    };
    const [winter, summer] = formationShown(formation, "es").sessions;
    expect(winter).toMatchObject({ date: "martes, 15 de diciembre de 2026", time: "17:00–19:00", place: "Aula 3" });
    expect(summer).toMatchObject({ date: "martes, 1 de junio de 2027", time: "17:30–19:00" });
    expect(formationShown(formation, "en").sessions[0]).toMatchObject({
      date: expect.stringMatching(/^Tuesday,? 15 December 2026$/),
      time: "17:00–19:00",
    });
  });
});
