import type { BlockAnswer, BlockContent, BlockResult, BlockSolution, Explanation, InteractiveBlockType } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import { DomainError } from "../errors.ts";

/**
 * Scoring of the interactive blocks (decision 032). An answer arrives as untrusted JSON: it is read into its
 * type's shape against the block's content (every index in range, one per item) or refused as VALIDATION,
 * then compared with the key. The result carries the key: it is only ever sent after an answer.
 */

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

function indexList(value: unknown, length: number, count: number): number[] | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  return value.every((v) => isIndex(v, length)) ? (value as number[]) : null;
}

/** The answer read into its type's shape, or null when it does not fit the block. */
export function readAnswer<T extends InteractiveBlockType>(type: T, content: BlockContent[T], raw: unknown): BlockAnswer[T] | null {
  if (typeof raw !== "object" || raw === null) return null;
  const value = raw as Record<string, unknown>;
  switch (type) {
    case "test": {
      const { options } = content as BlockContent["test"];
      return isIndex(value.choice, options.length) ? ({ choice: value.choice } as BlockAnswer[T]) : null;
    }
    case "selection": {
      const { options } = content as BlockContent["selection"];
      const choices = value.choices;
      if (!Array.isArray(choices) || choices.length === 0 || choices.length > options.length) return null;
      if (!choices.every((c) => isIndex(c, options.length)) || new Set(choices).size !== choices.length) return null;
      return { choices: [...(choices as number[])].sort((a, b) => a - b) } as BlockAnswer[T];
    }
    case "connect": {
      const { left, right } = content as BlockContent["connect"];
      const pairs = indexList(value.pairs, right.length, left.length);
      return pairs ? ({ pairs } as BlockAnswer[T]) : null;
    }
    case "dragable": {
      const { items, targets } = content as BlockContent["dragable"];
      const placement = indexList(value.placement, targets.length, items.length);
      return placement ? ({ placement } as BlockAnswer[T]) : null;
    }
  }
  return null;
}

/** Whether each answered item is right, and whether the whole answer is. */
export function score<T extends InteractiveBlockType>(
  type: T,
  solution: BlockSolution[T],
  answer: BlockAnswer[T],
  content: BlockContent[T],
): { correct: boolean; marks: boolean[] } {
  let marks: boolean[];
  switch (type) {
    case "test":
      marks = [(answer as BlockAnswer["test"]).choice === (solution as BlockSolution["test"]).correct];
      break;
    case "selection": {
      // Per option: chosen exactly when it is right.
      const chosen = new Set((answer as BlockAnswer["selection"]).choices);
      const right = new Set((solution as BlockSolution["selection"]).correct);
      marks = (content as BlockContent["selection"]).options.map((_, i) => chosen.has(i) === right.has(i));
      break;
    }
    case "connect": {
      const key = (solution as BlockSolution["connect"]).pairs;
      marks = (answer as BlockAnswer["connect"]).pairs.map((right, i) => right === key[i]);
      break;
    }
    case "dragable": {
      const key = (solution as BlockSolution["dragable"]).placement;
      marks = (answer as BlockAnswer["dragable"]).placement.map((target, i) => target === key[i]);
      break;
    }
    default:
      marks = [];
  }
  return { correct: marks.length > 0 && marks.every(Boolean), marks };
}

/** The stored block scored against an answer, refusing one that does not fit (VALIDATION on the answer field). */
export function scoreAnswer<T extends InteractiveBlockType>(
  block: { type: T; content: BlockContent[T]; solution: BlockSolution[T]; explanation: Explanation | null },
  raw: unknown,
  lang: Language,
): BlockResult<T> {
  const answer = readAnswer(block.type, block.content, raw);
  if (!answer) throw new DomainError("VALIDATION", { fields: { answer: "courses.errors.answerIncomplete" } });
  return resultOf(block, answer, lang);
}

/** A stored answer's result, as the page shows it again. */
export function resultOf<T extends InteractiveBlockType>(
  block: { type: T; content: BlockContent[T]; solution: BlockSolution[T]; explanation: Explanation | null },
  answer: BlockAnswer[T],
  lang: Language,
): BlockResult<T> {
  const { correct, marks } = score(block.type, block.solution, answer, block.content);
  return { correct, marks, answer, solution: block.solution, explanation: block.explanation?.[lang] ?? null };
}
