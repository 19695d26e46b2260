import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { adventure as en } from "../../../app/i18n/en/adventure.ts";
import { adventure as es } from "../../../app/i18n/es/adventure.ts";
import { voiceName } from "../../../common/adventure-voice.ts";
import { LANGUAGES } from "../../../common/languages.ts";
import { catalogueTexts, spokenTexts, voiceRecordings } from "./voice-texts.ts";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));
const catalogues = { es, en };
const recordings = voiceRecordings(catalogues);
const RERUN = "run `npm run adventure:voice` and commit public/audio/adventure/ (decision 056)";

describe("the adventure's spoken texts (decision 056)", () => {
  test("hold the bank's texts and the screens' words, each once", () => {
    const spanish = spokenTexts("es", es);
    expect(spanish).toContain("¿Cómo se llama cada parte del ordenador?");
    expect(spanish).toContain("Zorro");
    expect(spanish).toContain("Teclado");
    expect(spanish).toContain("40");
    expect(spanish).toContain("1 persona");
    expect(spanish).toContain("3 personas");
    expect(spanish).toContain("Está bien");
    expect(spokenTexts("en", en)).toContain("What is each part of the computer called?");
    expect(spokenTexts("en", en)).toContain("2 people");
    for (const lang of LANGUAGES) {
      const texts = spokenTexts(lang, catalogues[lang]);
      expect(new Set(texts).size).toBe(texts.length);
      // Two texts never share a file: a clash of names would play one for the other.
      expect(new Set(texts.map(voiceName)).size).toBe(texts.length);
      expect(texts.some((text) => text.includes("{{"))).toBe(false);
    }
  });

  test("every string under adventure.voice is spoken, and a placeholder there is refused", () => {
    const voice = { intro: "Hola", more: { hint: "Escuchad" } };
    expect(catalogueTexts("es", { ...es, voice })).toEqual(expect.arrayContaining(["Hola", "Escuchad"]));
    expect(() => catalogueTexts("es", { ...es, voice: { named: "Grupo {{name}}" } })).toThrow(/adventure\.voice\.named/);
  });

  test("every spoken text has its recording, and no recording is left without a text", () => {
    const missing = recordings.filter((recording) => !existsSync(path.join(publicDir, recording.file)));
    expect(
      missing.map(({ lang, text }) => `${lang}: ${text}`),
      `texts without a recording: ${RERUN}`,
    ).toEqual([]);
    const wanted = new Set(recordings.map((recording) => recording.file));
    const orphans = LANGUAGES.flatMap((lang) => {
      const folder = path.join(publicDir, "audio", "adventure", lang);
      return existsSync(folder) ? readdirSync(folder).map((name) => `/audio/adventure/${lang}/${name}`) : [];
    }).filter((file) => !wanted.has(file));
    expect(orphans, `recordings no text names: ${RERUN}`).toEqual([]);
  });
});
