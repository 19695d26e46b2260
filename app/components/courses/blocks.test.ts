import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { BlockView } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import { en } from "../../i18n/en/index.ts";
import { es } from "../../i18n/es/index.ts";
import { I18nProvider } from "../../i18n/index.ts";
import {
  BLOCK_FIXTURES,
  connectFixture,
  dragableFixture,
  fixtureResult,
  fixtureView,
  fixtureViews,
  selectionFixture,
  testFixture,
} from "./blocks.fixtures.ts";
import { CourseBlock, type CourseBlockProps } from "./CourseBlock.tsx";

/** The server render of one block inside a route (the answer forms need a router) with the page's texts. */
function render(block: BlockView, options: Partial<CourseBlockProps> = {}, lang: Language = "es"): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => createElement(CourseBlock, { block, lang, preview: false, ...options }) }]);
  const messages = (lang === "es" ? es : en) as unknown as Record<string, unknown>;
  return renderToString(createElement(I18nProvider, { language: lang, messages, children: createElement(Stub) }));
}

/** The markup as text, tags removed, for reading what a user sees. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const view = fixtureViews("es");
const byType = (type: string) => view.find((b) => b.type === type) as BlockView;

describe("every block type renders as a labelled section", () => {
  test.each(view.map((b) => [b.type, b] as const))("%s", (_, block) => {
    const html = render(block);
    expect(html).toContain(`<section id="block-${block.id}"`);
    expect(html).not.toMatch(/>(courses|layout)\.[a-z]/); // no missing text shows its key
    const title =
      "title" in block.content
        ? block.content.title
        : "question" in block.content
          ? block.content.question
          : (block.content as { prompt: string }).prompt;
    expect(html).toContain(`aria-labelledby="block-${block.id}-title"`);
    expect(html).toMatch(new RegExp(`<h2 id="block-${block.id}-title"[^>]*>${literal(title as string)}</h2>`));
  });

  test("in English too, and at the heading level asked for", () => {
    for (const block of fixtureViews("en")) {
      const html = render(block, { lang: "en", headingLevel: 3 }, "en");
      expect(html).toContain(`<h3 id="block-${block.id}-title"`);
      expect(html).not.toMatch(/>(courses|layout)\.[a-z]/);
    }
  });

  test("a block without a title is a plain section", () => {
    const block = { ...byType("text"), content: { paragraphs: ["Un párrafo."] } } as BlockView;
    const html = render(block);
    expect(html).toContain(`<section id="block-${block.id}" class="course-block course-block-text">`);
    expect(html).not.toContain("aria-labelledby");
  });

  test("the twelve fixtures cover the twelve types", () => {
    expect(new Set(BLOCK_FIXTURES.map((f) => f.type)).size).toBe(12);
  });
});

/** Regular-expression text of a literal string, with React's escaping of quotes and ampersands. */
function literal(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("cover: heading, subtitle and an image with its alt text and size", () => {
  const html = render(byType("cover"));
  expect(html).toMatch(
    /<img class="cover-image" src="\/images\/courses\/competencia-digital.svg" alt="Una docente[^"]+" width="960" height="600"/,
  );
  expect(text(html)).toContain("Unidad 1 · Qué es la competencia digital");
});

test("video: nothing loaded from YouTube or Vimeo before play, a link to the privacy-enhanced player until the page runs; the transcript is in the page", () => {
  const html = render(byType("video"));
  expect(html).not.toContain("<iframe");
  // No request to the host: no player, no thumbnail; only the facade's link (issue 31: no dead clicks before the scripts).
  expect(html).not.toMatch(/src="[^"]*(youtube|vimeo|ytimg)/);
  expect(html).toMatch(/<a class="video-facade" href="https:\/\/www\.youtube-nocookie\.com\/embed\/[^"]+">/);
  expect(text(html)).toContain("Reproducir vídeo: Cinco ideas para usar la tableta en clase (4 min)");
  expect(html).toMatch(/<details class="video-transcript"><summary>Transcripción del vídeo<\/summary>/);
  expect(text(html)).toContain("la tableta sirva para crear");
});

test("dropdown: one native disclosure per item, closed", () => {
  const html = render(byType("dropdown"));
  expect(html.match(/<details class="accordion-item">/g)).toHaveLength(5);
  expect(html).toContain("<summary>Seguridad</summary>");
});

test("steps: the first step is current, with its count, and Previous is off", () => {
  const html = render(byType("steps"));
  expect(html.match(/class="step-card is-current"/g)).toHaveLength(1);
  expect(text(html)).toContain("Paso 1 de 4 Prepara el tablero");
  expect(html).toMatch(/<button type="button" class="btn btn-secondary" disabled="">Anterior<\/button>/);
  expect(html).toMatch(/<button type="button" class="btn btn-primary">Siguiente<\/button>/);
  expect(html).toMatch(/<h3 tabindex="-1" class="step-title">Prepara el tablero<\/h3>/);
});

test("flashcards: buttons showing their front, the back hidden from assistive technology, a live region for the side", () => {
  const html = render(byType("flashcard"));
  expect(html.match(/<button type="button" class="flashcard"/g)).toHaveLength(3);
  expect(html).toContain('<span class="flashcard-face flashcard-back" aria-hidden="true">');
  expect(html).not.toContain('<span class="flashcard-face flashcard-front" aria-hidden');
  expect(text(html)).toContain("Tarjeta 1 · Anverso Huella digital");
  expect(html).toContain('aria-live="polite"');
});

test("infographic: numbered markers at their places and the points as a list", () => {
  const html = render(byType("infographic"));
  expect(html).toMatch(
    /<button type="button" class="infographic-marker" style="left:50%;top:22%" aria-label="Punto 1: Pizarra digital" aria-expanded="false" aria-controls="block-\d+-point">1<\/button>/,
  );
  expect(html).toMatch(/<img src="\/images\/courses\/aula-digital.svg" alt="Dibujo de un aula[^"]*" width="960" height="600"/);
  expect(html).toMatch(/<ol class="infographic-points" aria-labelledby="block-\d+-points">/);
  expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(4);
});

test("tabs: a tablist whose selected tab is the only tab stop, each tab controlling its panel", () => {
  const block = byType("tabs");
  const html = render(block);
  expect(html).toContain(`role="tablist" class="course-tabs" aria-labelledby="block-${block.id}-title"`);
  expect(html.match(/role="tab"/g)).toHaveLength(3);
  expect(html).toContain(
    `role="tab" id="block-${block.id}-tab-0" aria-selected="true" aria-controls="block-${block.id}-panel-0" tabindex="0"`,
  );
  expect(html).toContain(
    `role="tab" id="block-${block.id}-tab-1" aria-selected="false" aria-controls="block-${block.id}-panel-1" tabindex="-1"`,
  );
  expect(html).toContain(`role="tabpanel" id="block-${block.id}-panel-1" aria-labelledby="block-${block.id}-tab-1"`);
});

describe("answer forms", () => {
  const fields = (html: string) => [...html.matchAll(/<(?:input|select)[^>]*name="([^"]+)"/g)].map((m) => m[1]);

  test("every interactive block posts intent=answer and its id, with the contract's field names", () => {
    const expected: Record<string, (string | undefined)[]> = {
      test: ["choice", "choice", "choice", "choice"],
      selection: ["choices", "choices", "choices", "choices"],
      connect: ["pair-0", "pair-1", "pair-2", "pair-3"],
      dragable: ["place-0", "place-1", "place-2", "place-3", "place-4"],
    };
    for (const [type, names] of Object.entries(expected)) {
      const block = byType(type);
      const html = render(block);
      expect(html, type).toMatch(/<form class="answer-form"[^>]* method="post">/);
      expect(html, type).toContain('<input type="hidden" name="intent" value="answer"/>');
      expect(html, type).toContain(`<input type="hidden" name="blockId" value="${block.id}"/>`);
      expect(fields(html).slice(2), type).toEqual(names);
      expect(text(html), type).toContain("Comprobar");
    }
  });

  test("values are the options' indexes; each select starts with an empty choice", () => {
    const test = render(byType("test"));
    expect(test).toMatch(/<input type="radio" name="choice" value="2"\/><span class="answer-option-text">Gato-Nube-Lápiz-27<\/span>/);
    const connect = render(byType("connect"));
    expect(connect).toMatch(
      /<select name="pair-0" class="field-input connect-select" aria-label="Pareja de «Algoritmo»"><option value="" selected="">Elige…<\/option><option value="0">A. Repetir/,
    );
    const dragable = render(byType("dragable"));
    expect(dragable).toMatch(
      /<select name="place-1" class="field-input sort-select" aria-label="Grupo de «La dirección de tu casa»"[^>]*><option value="" selected="">Elige…<\/option><option value="0">Se puede compartir<\/option><option value="1">Hay que protegerlo<\/option>/,
    );
    expect(dragable.match(/data-drop-target="\d"/g)).toHaveLength(2);
  });

  test("before an answer: no verdict, no marks, no right answer, no explanation", () => {
    for (const type of ["test", "selection", "connect", "dragable"]) {
      const html = render(byType(type));
      expect(html, type).toMatch(/<div role="status" tabindex="-1" class="answer-status"><\/div>/);
      expect(html, type).not.toContain("answer-mark");
      expect(html, type).not.toContain("Respuesta correcta");
      expect(html, type).not.toContain("Intentar de nuevo");
    }
    // Nothing of the keys' explanations is in the page.
    for (const f of [testFixture, selectionFixture, connectFixture, dragableFixture]) {
      expect(render(fixtureView(f, "es", 9))).not.toContain(f.explanation.es.slice(0, 20));
    }
  });

  test("a wrong answer: the verdict, marks with words, the right answer, the explanation and Try again", () => {
    const block = { ...fixtureView(testFixture, "es", 7), result: fixtureResult(testFixture, "es", { choice: 0 }) };
    const html = render(block);
    expect(html).toMatch(
      /<div role="status" tabindex="-1" class="answer-status is-wrong"><span aria-hidden="true">✗<\/span> <!-- -->No es correcto/,
    );
    expect(html).toMatch(
      /name="choice" checked="" value="0"\/><span class="answer-option-text">123456<\/span><span class="answer-mark is-wrong"><span aria-hidden="true">✗<\/span> <!-- -->Incorrecto<\/span>/,
    );
    expect(text(html)).toContain("La respuesta correcta es: Gato-Nube-Lápiz-27");
    expect(text(html)).toContain(testFixture.explanation.es);
    expect(text(html)).toContain("Intentar de nuevo");
  });

  test("a right answer: the verdict and no Try again", () => {
    const block = { ...fixtureView(connectFixture, "es", 8), result: fixtureResult(connectFixture, "es", { pairs: [2, 0, 3, 1] }) };
    const html = render(block);
    expect(html).toContain('class="answer-status is-right"');
    expect(text(html)).toContain("¡Correcto!");
    expect(html.match(/answer-mark is-right/g)).toHaveLength(4);
    expect(text(html)).toContain("Algoritmo → : C. Una serie de pasos");
    expect(html).not.toContain("Intentar de nuevo");
    expect(html).toMatch(/<select name="pair-0"[^>]*>.*?<option value="2" selected="">/);
  });

  test("selection marks say what happened to each option", () => {
    const block = { ...fixtureView(selectionFixture, "es", 9), result: fixtureResult(selectionFixture, "es", { choices: [0, 3] }) };
    const t = text(render(block));
    expect(t).toContain("Te meten prisa para que respondas ya ✓ Bien elegida");
    expect(t).toContain("Te piden tu contraseña ✗ También era correcta");
    expect(t).toContain("Te recuerda una reunión que ya conocías ✗ No era correcta");
  });

  test("dragable: each box lists what the answer put in it; a required block says so", () => {
    const block = {
      ...fixtureView(dragableFixture, "es", 10),
      result: fixtureResult(dragableFixture, "es", { placement: [0, 1, 0, 0, 1] }),
    };
    const html = render(block);
    expect(html).toContain('<p class="block-required">Obligatoria</p>');
    expect(text(html)).toContain("Se puede compartir Un dibujo tuyo sin tu nombre Tu contraseña El título de tu libro favorito");
    expect(html.match(/answer-mark is-wrong/g)).toHaveLength(1);
  });

  test("a preview shows no stored result: only what its own answer brings back", () => {
    const block = { ...fixtureView(testFixture, "es", 11), result: fixtureResult(testFixture, "es", { choice: 2 }) };
    expect(render(block, { preview: true })).not.toContain("answer-status is-");
  });
});
