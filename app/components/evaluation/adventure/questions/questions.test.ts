import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { AdventureQuestionView } from "../../../../../common/adventure.ts";
import type { QuestionType } from "../../../../../common/evaluation.ts";
import type { Language } from "../../../../../common/languages.ts";
import { en } from "../../../../i18n/en/index.ts";
import { es } from "../../../../i18n/es/index.ts";
import { I18nProvider } from "../../../../i18n/index.ts";
import { answerFromForm } from "../answer-fields.ts";
import { GroupSetup } from "../GroupSetup.tsx";
import { CatchQuestion } from "./CatchQuestion.tsx";
import { LabelQuestion } from "./LabelQuestion.tsx";
import { MatchQuestion } from "./MatchQuestion.tsx";
import { RightWrongQuestion } from "./RightWrongQuestion.tsx";
import { labelStart, matchStart, spreadPlaces, tapChip, tapMatch, tapPlace } from "./taps.ts";
import { TestQuestion } from "./TestQuestion.tsx";

/**
 * The adventure's question screens as the server draws them (before the scripts run: the selects, the speakers'
 * places) and the taps' steps that the label and match boards take once they do (the journey plays them in a browser).
 */

function render(element: FunctionComponent, lang: Language = "es"): string {
  const Stub = createRoutesStub([{ path: "/", Component: element }]);
  const messages = (lang === "es" ? es : en) as unknown as Record<string, unknown>;
  return renderToString(createElement(I18nProvider, { language: lang, messages, children: createElement(Stub) }));
}
const view = <T extends QuestionType>(type: T, content: AdventureQuestionView<T>["content"]): AdventureQuestionView<T> => ({
  id: `q-${type}`,
  number: 1,
  type,
  content,
});
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;
const SPEAKER_PLACE = /class="speak-button[^"]* is-waiting" aria-hidden="true"/;

const picture = { src: "/images/adventure/computer.svg", alt: "Un ordenador", width: 320, height: 200 };

describe("every option has its speaker's place beside its own target, never inside it", () => {
  test("test and catch: one card per option, a radio or a checkbox in its label, the speaker after the label", () => {
    const options = [
      { text: "Una calculadora", image: "/images/adventure/camera.svg" },
      { text: "Un buscador" },
      { text: "Una impresora" },
    ];
    const test = render(() => createElement(TestQuestion, { question: view("test", { prompt: "¿Qué usas?", options }), promptId: "p" }));
    expect(count(test, /<li class="choice">/)).toBe(3);
    expect(count(test, /type="radio" class="choice-input" name="choice"/)).toBe(3);
    expect(count(test, SPEAKER_PLACE)).toBe(3);
    expect(test).toMatch(/<label class="choice-card">(?:(?!<\/label>).)*Una calculadora<\/span><\/label><span class="speak-button/);
    // The option's picture is large enough to choose by, and decorative (the words say what it is).
    expect(test).toMatch(/<img src="\/images\/adventure\/camera.svg" alt="" width="72" height="72" class="item-picture"\/>/);
    expect(test).toContain('class="choice-grid has-pictures"');

    const caught = render(() =>
      createElement(CatchQuestion, { question: view("catch", { prompt: "Toca", items: options }), promptId: "p" }),
    );
    expect(count(caught, /type="checkbox" class="choice-input" name="caught"/)).toBe(3);
    expect(count(caught, SPEAKER_PLACE)).toBe(3);
  });

  test("right or wrong: the sentence's speaker and its small picture; each verdict with its speaker; the picture's speaker", () => {
    const text = render(() =>
      createElement(RightWrongQuestion, {
        question: view("rightWrongText", { prompt: "¿Está bien?", statement: "Le doy golpes.", image: "/images/adventure/laptop.svg" }),
        promptId: "p",
      }),
    );
    expect(text).toMatch(
      /<div class="adventure-statement"><img src="\/images\/adventure\/laptop.svg" alt=""[^>]*><p>Le doy golpes.<\/p><span class="speak-button/,
    );
    expect(count(text, /type="radio" class="choice-input" name="right"/)).toBe(2);
    expect(count(text, SPEAKER_PLACE)).toBe(3);

    const image = render(() =>
      createElement(RightWrongQuestion, { question: view("rightWrongImage", { prompt: "¿Está bien?", picture }), promptId: "p" }),
    );
    expect(image).toMatch(
      /<figure class="adventure-figure verdict-figure"><img src="\/images\/adventure\/computer.svg" alt="Un ordenador"/,
    );
    expect(count(image, SPEAKER_PLACE)).toBe(3);
  });

  test("the setup: a speaker for the title and lead, each legend, each animal, the number and each pupil count", () => {
    const setup = render(() => createElement(GroupSetup, { lang: "es", failure: null }));
    expect(count(setup, SPEAKER_PLACE)).toBe(1 + 2 + 12 + 1 + 3);
    expect(count(setup, /<li class="choice animal-choice">/)).toBe(12);
    // The fieldsets are named by their legends' words alone (not by the speakers inside the legends).
    expect(setup).toMatch(/<fieldset class="adventure-fieldset" aria-labelledby="adventure-name-legend"/);
    expect(setup).toContain('<span id="adventure-name-legend">Nombre del grupo: un animal o un número</span>');
  });
});

describe("label and match without scripts: the selects, as before", () => {
  test("label: the numbered places on the picture, the names, one select per place and no hidden fields", () => {
    const html = render(() =>
      createElement(LabelQuestion, {
        question: view("label", {
          prompt: "Pon nombres",
          picture,
          parts: [
            { x: 50, y: 30 },
            { x: 14, y: 83 },
          ],
          labels: ["Teclado", "Ratón"],
        }),
        promptId: "p",
      }),
    );
    expect(count(html, /<select id="p-placed-\d" name="placed-\d"/)).toBe(2);
    expect(html).not.toContain('type="hidden"');
    // Not yet buttons (a tap would do nothing until the scripts run); each name has its speaker's place.
    expect(html).not.toContain("<button");
    expect(count(html, /class="label-place /)).toBe(2);
    expect(count(html, SPEAKER_PLACE)).toBe(2);
  });

  test("match: numbered and lettered items, one select per left item", () => {
    const html = render(() =>
      createElement(MatchQuestion, {
        question: view("match", {
          prompt: "Une",
          left: [{ text: "Lupa", image: "/images/adventure/magnifier.svg" }, { text: "Casa" }],
          right: [{ text: "Buscar" }, { text: "Volver al principio" }],
        }),
        promptId: "p",
      }),
    );
    expect(count(html, /<select id="p-pair-\d" name="pair-\d"/)).toBe(2);
    expect(html).toContain('<option value="1">B. Volver al principio</option>');
    expect(html).not.toContain("<button");
    expect(count(html, SPEAKER_PLACE)).toBe(4);
  });
});

describe("the taps", () => {
  test("label: a name then its place, or a place then its name; a tap on a placed name or its place takes it back", () => {
    let [state, event] = tapChip(labelStart(3), 2);
    expect(event).toEqual({ kind: "pickedChip", label: 2 });
    [state, event] = tapPlace(state, 0);
    expect(event).toEqual({ kind: "placed", label: 2, part: 0 });
    expect(state).toEqual({ placed: [2, null, null], picked: null });
    // Place first.
    [state] = tapPlace(state, 1);
    expect(state.picked).toEqual({ kind: "place", index: 1 });
    [state, event] = tapChip(state, 0);
    expect(state.placed).toEqual([2, 0, null]);
    // A name is a card: put on another place, it leaves the first.
    [state] = tapChip(state, 1);
    [state] = tapPlace(state, 0);
    expect(state.placed).toEqual([1, 0, null]);
    // Taken back by its place, then by its name in the list.
    [state, event] = tapPlace(state, 0);
    expect(event).toEqual({ kind: "taken", label: 1, part: 0 });
    [state, event] = tapChip(state, 0);
    expect(event).toEqual({ kind: "taken", label: 0, part: 1 });
    expect(state).toEqual({ placed: [null, null, null], picked: null });
    // A second tap on the picked name puts it down.
    [state] = tapChip(state, 1);
    [state, event] = tapChip(state, 1);
    expect(event.kind).toBe("unpicked");
    expect(state.picked).toBeNull();
  });

  test("match: either side first; one to one; a tap on a joined item parts the pair", () => {
    let [state, event] = tapMatch(matchStart(3), "left", 0);
    [state, event] = tapMatch(state, "right", 1);
    expect(event).toEqual({ kind: "joined", left: 0, right: 1 });
    [state, event] = tapMatch(state, "right", 2);
    [state, event] = tapMatch(state, "left", 1);
    expect(state.pairs).toEqual([1, 2, null]);
    // Joining a taken partner takes it from its old pair.
    [state] = tapMatch(state, "left", 2);
    [state] = tapMatch(state, "right", 1);
    expect(state.pairs).toEqual([null, 2, 1]);
    [state, event] = tapMatch(state, "right", 2);
    expect(event).toEqual({ kind: "split", left: 1, right: 2 });
    expect(state.pairs).toEqual([null, null, 1]);
    [state, event] = tapMatch(state, "left", 0);
    [state, event] = tapMatch(state, "left", 0);
    expect(event.kind).toBe("unpicked");
  });

  test("places too close for two fingers on a small picture are pushed apart; others stay where the part is", () => {
    // The poster's parts 3 and 4, 23 % apart: 64 px on a 279 px high picture, 8 px short.
    const [a, b, c] = spreadPlaces(
      [
        { x: 86.3, y: 70 },
        { x: 86.3, y: 93 },
        { x: 13.8, y: 14.5 },
      ],
      446,
      279,
    );
    expect(((b!.y - a!.y) / 100) * 279).toBeCloseTo(72, 1);
    expect(a!.x).toBeCloseTo(86.3, 6);
    expect(c).toEqual({ x: 13.8, y: 14.5 });
    // Kept on the picture; unknown size (the server's markup): as given.
    expect(b!.y).toBeLessThanOrEqual(100);
    expect(spreadPlaces([{ x: 10, y: 10 }], 0, 0)).toEqual([{ x: 10, y: 10 }]);
  });

  test("the hidden fields read as the selects did: empty until every place or item has its own", () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(entries)) data.append(name, value);
      return data;
    };
    expect(answerFromForm("label", form({ "placed-0": "2", "placed-1": "" }))).toBeNull();
    expect(answerFromForm("label", form({ "placed-0": "2", "placed-1": "0" }))).toEqual({ placed: [2, 0] });
    expect(answerFromForm("match", form({ "pair-0": "", "pair-1": "1" }))).toBeNull();
    expect(answerFromForm("match", form({ "pair-0": "0", "pair-1": "1" }))).toEqual({ pairs: [0, 1] });
  });
});

test("the instructions say the taps, in both languages", () => {
  expect(es.adventure.instructions.label).toBe("Toca un nombre y después toca su sitio en el dibujo.");
  expect(en.adventure.instructions.match).toBe("Tap one thing and then tap its partner.");
  expect(es.adventure.listenTo).toContain("{{item}}");
});
