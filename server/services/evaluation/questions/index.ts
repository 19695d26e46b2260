import type { AdventureQuestionView } from "../../../../common/adventure.ts";
import type { EvaluatedSegment } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { NINE_TO_TWELVE } from "./nine-to-twelve.ts";
import { SIX_TO_EIGHT } from "./six-to-eight.ts";
import { type BankQuestion, localize } from "./types.ts";

/** The question bank by segment (decision 033): the order is the sequence a group plays. */
export const QUESTION_BANK: Record<EvaluatedSegment, readonly BankQuestion[]> = {
  sixToEight: SIX_TO_EIGHT,
  nineToTwelve: NINE_TO_TWELVE,
};

export function questionsOf(segment: EvaluatedSegment): readonly BankQuestion[] {
  return QUESTION_BANK[segment];
}

/** What the browser receives of a question: its place and its content in `lang`, never its key. */
export function questionView(question: BankQuestion, index: number, lang: Language): AdventureQuestionView {
  return {
    id: question.id,
    number: index + 1,
    type: question.type,
    content: localize(question.content, lang) as AdventureQuestionView["content"],
  };
}
