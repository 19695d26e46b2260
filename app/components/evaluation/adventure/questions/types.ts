import type { AdventureQuestionView } from "../../../../../common/adventure.ts";
import type { QuestionType } from "../../../../../common/evaluation.ts";
import type { Language } from "../../../../../common/languages.ts";

/**
 * What each question type's controls receive: the question, the id of its prompt (their group's name) and the
 * key's language (its speakers' voice; the page's language when not given).
 */
export type QuestionProps<T extends QuestionType> = { question: AdventureQuestionView<T>; promptId: string; lang?: Language };
