import type { AdventureAnswer, QuestionContent } from "../../../../common/adventure.ts";
import type { EvaluationArea, QuestionType } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";

/**
 * The question bank's shapes (decision 033): each question's content with every text in both languages, and
 * its key, which never leaves the server. The content's shape per type is common/adventure.ts's QuestionContent;
 * the key has the shape of a right answer (AdventureAnswer).
 */

export type Bilingual = { es: string; en: string };

/** A content shape with each text in both languages; picture paths (`src`, `image`), sizes and positions stay as they are. */
export type InBothLanguages<T> = T extends string
  ? Bilingual
  : T extends readonly (infer U)[]
    ? InBothLanguages<U>[]
    : T extends object
      ? { [K in keyof T]: K extends "src" | "image" ? T[K] : InBothLanguages<T[K]> }
      : T;

export type QuestionKey = AdventureAnswer;

/** One question of a segment's sequence: its stable id (stored with each answer), area, type, content and key. */
export type BankQuestion = {
  [T in QuestionType]: { id: string; area: EvaluationArea; type: T; content: InBothLanguages<QuestionContent[T]>; key: QuestionKey[T] };
}[QuestionType];

/** A text in both languages, as the bank writes it. */
export const both = (es: string, en: string): Bilingual => ({ es, en });

const isBilingual = (value: object): value is Bilingual =>
  Object.keys(value).length === 2 && typeof (value as Bilingual).es === "string" && typeof (value as Bilingual).en === "string";

/** The content in one language: every bilingual text replaced by its version in `lang` (InBothLanguages<T> → T). */
export function localize(value: unknown, lang: Language): unknown {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") {
      if (isBilingual(node)) return node[lang];
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    }
    return node;
  };
  return walk(value);
}
