import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { buildGuidePdf, type GuideActivity } from "./guide-pdf.server.ts";

const activity: GuideActivity = {
  title: "Robots de cartón",
  summary: "Construye un robot con cajas y dale vida.",
  category: "threeD",
  audience: "children",
  ageSegments: ["sixToEight", "nineToTwelve"],
  difficulty: "intermediate",
  minutes: 45,
  withKit: false,
  withMaterials: true,
  withPc: true,
  withTablet: false,
  competences: ["problemSolving", "contentCreation"],
  description: "Primer párrafo.\n\nSegundo párrafo, con «comillas» y acentos: ñ, ü, €.",
  materials: ["Cajas", "Tijeras"],
  steps: ["Recorta la caja.", "Pega los brazos.", "Decora tu robot."],
  tips: "Deja que elijan los colores.",
};

async function parsed(bytes: Uint8Array) {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return PDFDocument.load(bytes);
}

describe("the activity guide PDF", () => {
  test("an A4 document with the activity's title in its metadata, in both languages", async () => {
    for (const lang of ["es", "en"] as const) {
      const doc = await parsed(await buildGuidePdf(activity, lang, "https://codigopequeno.example"));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      const { width, height } = doc.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      expect(doc.getTitle()).toContain("Robots de cartón");
      expect(String(doc.catalog.get(PDFName.of("Lang")))).toContain(lang === "es" ? "es-ES" : "en-GB");
    }
  });

  test("text outside WinAnsi (emoji, arrows, other scripts) does not break it", async () => {
    const odd = {
      ...activity,
      title: "🤖 Robots → ≥ 3 ✓ 你好 Łódź ő",
      summary: "Emoji 👩‍👩‍👧 y símbolos ★ ⇒ ≤ \u200b\u0007",
      steps: ["Paso\tcon tabulador\ny salto", "🎨🎨🎨"],
      materials: ["日本語"],
      tips: "",
    };
    const doc = await parsed(await buildGuidePdf(odd, "es", "http://localhost:3000"));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test("long texts wrap and flow onto more pages", async () => {
    const long = {
      ...activity,
      description: Array.from({ length: 40 }, (_, i) => `Párrafo ${i} ${"palabra ".repeat(60)}`).join("\n\n"),
      steps: Array.from({ length: 30 }, (_, i) => `Paso ${i} ${"x".repeat(400)}`),
    };
    const doc = await parsed(await buildGuidePdf(long, "en", "http://localhost:3000"));
    expect(doc.getPageCount()).toBeGreaterThan(3);
  });

  test("a locked activity's missing content leaves its sections out", async () => {
    const bare = { ...activity, description: null, materials: null, steps: null, tips: null };
    expect((await parsed(await buildGuidePdf(bare, "es", "http://x.test"))).getPageCount()).toBe(1);
  });
});
