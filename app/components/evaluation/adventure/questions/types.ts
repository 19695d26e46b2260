import type { AdventureQuestionView } from "../../../../../common/adventure.ts";
import type { QuestionType } from "../../../../../common/evaluation.ts";
import type { Language } from "../../../../../common/languages.ts";

/** What each question type's controls receive: the question, the id of its prompt (their group's name), the key's language. */
export type QuestionProps<T extends QuestionType> = { question: AdventureQuestionView<T>; promptId: string; lang: Language };
