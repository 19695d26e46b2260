import type { AdventureAnswer } from "../../../../common/adventure.ts";
import { DomainError } from "../../errors.ts";
import type { BankQuestion } from "./types.ts";

/**
 * An answer arrives as untrusted JSON: it is read into its type's shape against the question (every index in
 * range, one per part or item) or refused as VALIDATION, then compared with the key. All or nothing: a
 * question is right when every part of it is.
 */

const isIndex = (value: unknown, length: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < length;

function indexList(value: unknown, length: number, count: number): number[] | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  return value.every((v) => isIndex(v, length)) ? [...(value as number[])] : null;
}

/** The answer in its type's shape (sorted and copied: only what the shape holds is stored), or null when it does not fit. */
export function readAnswer(question: BankQuestion, raw: unknown): AdventureAnswer[BankQuestion["type"]] | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  switch (question.type) {
    case "catch": {
      const items = question.content.items.length;
      const caught = value.caught;
      if (!Array.isArray(caught) || caught.length === 0 || caught.length > items) return null;
      if (!caught.every((c) => isIndex(c, items)) || new Set(caught).size !== caught.length) return null;
      return { caught: [...(caught as number[])].sort((a, b) => a - b) };
    }
    case "label": {
      const placed = indexList(value.placed, question.content.labels.length, question.content.parts.length);
      return placed ? { placed } : null;
    }
    case "match": {
      const pairs = indexList(value.pairs, question.content.right.length, question.content.left.length);
      return pairs ? { pairs } : null;
    }
    case "rightWrongImage":
    case "rightWrongText":
      return typeof value.right === "boolean" ? { right: value.right } : null;
    case "test":
      return isIndex(value.choice, question.content.options.length) ? { choice: value.choice } : null;
  }
  return null;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether an answer (already read into its shape) is right. */
export function isRight(question: BankQuestion, answer: AdventureAnswer[BankQuestion["type"]]): boolean {
  switch (question.type) {
    case "catch":
      return sameList(
        [...question.key.caught].sort((a, b) => a - b),
        (answer as AdventureAnswer["catch"]).caught,
      );
    case "label":
      return sameList(question.key.placed, (answer as AdventureAnswer["label"]).placed);
    case "match":
      return sameList(question.key.pairs, (answer as AdventureAnswer["match"]).pairs);
    case "rightWrongImage":
    case "rightWrongText":
      return question.key.right === (answer as AdventureAnswer["rightWrongText"]).right;
    case "test":
      return question.key.choice === (answer as AdventureAnswer["test"]).choice;
  }
  return false;
}

/** The answer read and scored, or VALIDATION on the answer field when it does not fit the question. */
export function scoreAnswer(question: BankQuestion, raw: unknown): { answer: AdventureAnswer[BankQuestion["type"]]; correct: boolean } {
  const answer = readAnswer(question, raw);
  if (!answer) throw new DomainError("VALIDATION", { fields: { answer: "adventure.errors.answerIncomplete" } });
  return { answer, correct: isRight(question, answer) };
}
