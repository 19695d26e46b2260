import { describe, expect, test } from "vitest";
import type { BlockContent } from "../../../common/courses.ts";
import { answerDataFor, answerFromForm } from "./answer-form.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  data.set("intent", "answer");
  data.set("blockId", "7");
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const test4: BlockContent["test"] = { question: "¿Cuál?", options: ["a", "b", "c", "d"] };
const selection: BlockContent["selection"] = { question: "¿Cuáles?", options: ["a", "b", "c"] };
const connect: BlockContent["connect"] = { prompt: "Une", left: ["x", "y", "z"], right: ["1", "2", "3", "4"] };
const dragable: BlockContent["dragable"] = { prompt: "Clasifica", items: ["p", "q"], targets: ["sí", "no"] };

describe("test: one radio `choice`", () => {
  test("an option's index", () => {
    expect(answerFromForm("test", form([["choice", "0"]]), test4)).toEqual({ choice: 0 });
    expect(answerFromForm("test", form([["choice", "3"]]), test4)).toEqual({ choice: 3 });
  });
  test.each([
    ["nothing chosen", []],
    ["out of range", [["choice", "4"]]],
    ["negative", [["choice", "-1"]]],
    ["not a whole number", [["choice", "1.5"]]],
    ["a word", [["choice", "dos"]]],
    ["empty", [["choice", ""]]],
    ["leading zero", [["choice", "01"]]],
    ["spaces", [["choice", " 1"]]],
    ["exponent", [["choice", "1e0"]]],
    [
      "two choices",
      [
        ["choice", "1"],
        ["choice", "2"],
      ],
    ],
  ] as [string, [string, string][]][])("%s → null", (_, entries) => {
    expect(answerFromForm("test", form(entries), test4)).toBeNull();
  });
});

describe("selection: checkboxes `choices`", () => {
  test("the chosen indexes, in order", () => {
    expect(
      answerFromForm(
        "selection",
        form([
          ["choices", "2"],
          ["choices", "0"],
        ]),
        selection,
      ),
    ).toEqual({ choices: [0, 2] });
    expect(answerFromForm("selection", form([["choices", "1"]]), selection)).toEqual({ choices: [1] });
  });
  test.each([
    ["nothing chosen", []],
    [
      "one out of range",
      [
        ["choices", "0"],
        ["choices", "3"],
      ],
    ],
    [
      "one not a number",
      [
        ["choices", "0"],
        ["choices", "x"],
      ],
    ],
    [
      "the same twice",
      [
        ["choices", "1"],
        ["choices", "1"],
      ],
    ],
  ] as [string, [string, string][]][])("%s → null", (_, entries) => {
    expect(answerFromForm("selection", form(entries), selection)).toBeNull();
  });
});

describe("connect: a select `pair-<i>` per left item", () => {
  const full: [string, string][] = [
    ["pair-0", "3"],
    ["pair-1", "0"],
    ["pair-2", "0"],
  ];
  test("the right item chosen for each left item (the same one twice is the server's to mark)", () => {
    expect(answerFromForm("connect", form(full), connect)).toEqual({ pairs: [3, 0, 0] });
  });
  test("fields past the left items are ignored", () => {
    expect(answerFromForm("connect", form([...full, ["pair-3", "1"]]), connect)).toEqual({ pairs: [3, 0, 0] });
  });
  test.each([
    [
      "one left unchosen (the empty first option)",
      [
        ["pair-0", "3"],
        ["pair-1", ""],
        ["pair-2", "0"],
      ],
    ],
    [
      "one missing",
      [
        ["pair-0", "3"],
        ["pair-2", "0"],
      ],
    ],
    [
      "out of the right column",
      [
        ["pair-0", "4"],
        ["pair-1", "0"],
        ["pair-2", "0"],
      ],
    ],
    [
      "not a number",
      [
        ["pair-0", "a"],
        ["pair-1", "0"],
        ["pair-2", "0"],
      ],
    ],
    [
      "sent twice",
      [
        ...[["pair-0", "1"]],
        ...[
          ["pair-0", "2"],
          ["pair-1", "0"],
          ["pair-2", "0"],
        ],
      ],
    ],
  ] as [string, [string, string][]][])("%s → null", (_, entries) => {
    expect(answerFromForm("connect", form(entries), connect)).toBeNull();
  });
});

describe("dragable: a select `place-<i>` per item", () => {
  test("the target chosen for each item", () => {
    expect(
      answerFromForm(
        "dragable",
        form([
          ["place-0", "1"],
          ["place-1", "0"],
        ]),
        dragable,
      ),
    ).toEqual({ placement: [1, 0] });
  });
  test.each([
    [
      "an item not placed",
      [
        ["place-0", "1"],
        ["place-1", ""],
      ],
    ],
    ["an item missing", [["place-0", "1"]]],
    [
      "a target that does not exist",
      [
        ["place-0", "2"],
        ["place-1", "0"],
      ],
    ],
    [
      "a decimal",
      [
        ["place-0", "0.0"],
        ["place-1", "0"],
      ],
    ],
  ] as [string, [string, string][]][])("%s → null", (_, entries) => {
    expect(answerFromForm("dragable", form(entries), dragable)).toBeNull();
  });
  test("a block without items has no answer", () => {
    expect(answerFromForm("dragable", form([]), { ...dragable, items: [] })).toBeNull();
  });
});

test("a file where a value should be is not an answer", () => {
  const data = form([]);
  data.set("choice", new Blob(["1"]), "1");
  expect(answerFromForm("test", data, test4)).toBeNull();
});

test("an action's answer counts only for its own block", () => {
  const data = { blockId: 7, result: { correct: true, marks: [true], answer: { choice: 1 }, solution: { correct: 1 }, explanation: null } };
  expect(answerDataFor(7, data)).toBe(data);
  expect(answerDataFor(8, data)).toBeNull();
  expect(answerDataFor(7, undefined)).toBeNull();
  expect(answerDataFor(7, { comment: {} })).toBeNull();
});
