import type { AdventureQuestionView } from "../../../../../common/adventure.ts";
import type { QuestionType } from "../../../../../common/evaluation.ts";

/** What each question type's controls receive: the question and the id of its prompt (their group's name). */
export type QuestionProps<T extends QuestionType> = { question: AdventureQuestionView<T>; promptId: string };
