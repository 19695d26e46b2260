import { describe, expect, test } from "vitest";
import { BLOCK_TYPES, type BlockType } from "../../../common/courses.ts";
import { checkBlock } from "../../../common/course-blocks.ts";
import { blockOfValues, formErrors, rowsOf, BLOCK_SPECS, valuesOfBlock } from "./course-blocks.ts";

/** One valid block of each type, with different English texts (and a connect key that is not straight across). */
const BLOCKS: Record<BlockType, { es: object; en: object; solution?: unknown }> = {
  cover: {
    es: { title: "Portada", subtitle: "Sub", image: "/images/courses/a.svg", imageAlt: "Un aula" },
    en: { title: "Cover", subtitle: "Sub", image: "/images/courses/a.svg", imageAlt: "A classroom" },
  },
  text: { es: { title: "Texto", paragraphs: ["Uno.", "Dos."] }, en: { title: "Text", paragraphs: ["One.", "Two."] } },
  video: {
    es: { host: "vimeo", videoId: "123456789", title: "Vídeo", minutes: 4, transcript: "Transcripción" },
    en: { host: "vimeo", videoId: "123456789", title: "Video", minutes: 4, transcript: "Transcript" },
  },
  dropdown: {
    es: {
      items: [
        { title: "A", text: "a" },
        { title: "B", text: "b" },
      ],
    },
    en: {
      items: [
        { title: "A en", text: "a en" },
        { title: "B en", text: "b en" },
      ],
    },
  },
  steps: {
    es: {
      title: "Pasos",
      steps: [
        { title: "1", text: "uno" },
        { title: "2", text: "dos" },
      ],
    },
    en: {
      title: "Steps",
      steps: [
        { title: "1", text: "one" },
        { title: "2", text: "two" },
      ],
    },
  },
  flashcard: {
    es: {
      cards: [
        { front: "F1", back: "B1" },
        { front: "F2", back: "B2" },
      ],
    },
    en: {
      cards: [
        { front: "F1 en", back: "B1 en" },
        { front: "F2 en", back: "B2 en" },
      ],
    },
  },
  infographic: {
    es: {
      title: "Info",
      image: "/images/courses/i.png",
      imageAlt: "Esquema",
      points: [
        { x: 10, y: 20, label: "A", text: "a" },
        { x: 50, y: 60, label: "B", text: "b" },
      ],
    },
    en: {
      title: "Info en",
      image: "/images/courses/i.png",
      imageAlt: "Diagram",
      points: [
        { x: 10, y: 20, label: "A en", text: "a en" },
        { x: 50, y: 60, label: "B en", text: "b en" },
      ],
    },
  },
  tabs: {
    es: {
      tabs: [
        { label: "T1", text: "uno" },
        { label: "T2", text: "dos" },
      ],
    },
    en: {
      tabs: [
        { label: "T1 en", text: "one" },
        { label: "T2 en", text: "two" },
      ],
    },
  },
  dragable: {
    es: { prompt: "Clasifica", items: ["Manzana", "Zanahoria", "Pera"], targets: ["Fruta", "Verdura"] },
    en: { prompt: "Sort", items: ["Apple", "Carrot", "Pear"], targets: ["Fruit", "Vegetable"] },
    solution: { placement: [0, 1, 0] },
  },
  test: {
    es: { question: "¿2 + 2?", options: ["3", "4"] },
    en: { question: "2 + 2?", options: ["three", "four"] },
    solution: { correct: 1 },
  },
  selection: {
    es: { question: "¿Pares?", options: ["1", "2", "4"] },
    en: { question: "Even?", options: ["one", "two", "four"] },
    solution: { correct: [1, 2] },
  },
  connect: {
    es: { prompt: "Une", left: ["Perro", "Gato"], right: ["Miau", "Guau"] },
    en: { prompt: "Match", left: ["Dog", "Cat"], right: ["Meow", "Woof"] },
    solution: { pairs: [1, 0] },
  },
};

describe("the block editor's forms", () => {
  test.each(BLOCK_TYPES)("a %s block goes to the form's values and back unchanged, and passes the blocks' rules", (type) => {
    const { es, en, solution } = BLOCKS[type];
    const explanation = solution ? { es: "Porque sí.", en: "Because." } : null;
    const stored = { type, required: !!solution, contentEs: es, contentEn: en, solution: solution ?? null, explanation };
    expect(checkBlock(type, es, en, stored.solution, explanation)).toEqual([]);
    const back = blockOfValues(type, valuesOfBlock(stored));
    expect(back).toEqual({ type, required: !!solution, contentEs: es, contentEn: en, solution: solution ?? null, explanation });
  });

  test("empty rows are dropped and the answer key follows the rows kept; English left empty takes the Spanish text", () => {
    const block = blockOfValues("test", {
      questionEs: "¿Cuál?",
      "options.0Es": "a",
      "options.1Es": " ",
      "options.2Es": "c",
      "options.2En": "c en",
      solution: "2",
      explanationEs: "Por c.",
    });
    expect(block).toEqual({
      type: "test",
      required: false,
      contentEs: { question: "¿Cuál?", options: ["a", "c"] },
      contentEn: { question: "¿Cuál?", options: ["a", "c en"] },
      solution: { correct: 1 },
      explanation: { es: "Por c.", en: "Por c." },
    });
    // A right answer that names an emptied row is no index at all: the rules refuse it.
    expect(blockOfValues("test", { questionEs: "¿Cuál?", "options.0Es": "a", "options.2Es": "c", solution: "1" }).solution).toEqual({
      correct: -1,
    });
    // An optional title left empty is left out; a number that is not one is null (the rules say "a number").
    expect(blockOfValues("text", { titleEs: "", "paragraphs.0Es": "Uno" }).contentEs).toEqual({ paragraphs: ["Uno"] });
    expect(blockOfValues("video", { minutesEs: "tres" }).contentEs).toMatchObject({ minutes: null });
  });

  test("a list shows its filled rows and two more, at least one more than its minimum, within its maximum", () => {
    const [options] = BLOCK_SPECS.test.lists;
    if (!options) throw new Error("test blocks have options");
    expect(rowsOf({}, options)).toBe(3);
    expect(rowsOf({ "options.0Es": "a", "options.3Es": "d" }, options)).toBe(6);
    expect(rowsOf({ "options.5Es": "f" }, options)).toBe(6);
  });

  test("the server's paths name the form's fields; a shared value's error shows at its one field", () => {
    expect(
      formErrors({
        "es.items.0.title": "a",
        "en.options": "b",
        solution: "c",
        "explanation.en": "d",
        "en.videoId": "e",
        "en.points.1.x": "f",
        type: "g",
      }),
    ).toEqual({
      "items.0.titleEs": "a",
      optionsEn: "b",
      solution: "c",
      explanationEn: "d",
      videoIdEs: "e",
      "points.1.xEs": "f",
      type: "g",
    });
  });
});
