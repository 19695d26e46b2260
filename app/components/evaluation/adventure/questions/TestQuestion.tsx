import { ChoiceList } from "./ChoiceList.tsx";
import { useSpeakLang } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/** Test: one right option among a few, as large radio cards. */
export function TestQuestion({ question, lang }: QuestionProps<"test">) {
  return <ChoiceList id={question.id} items={question.content.options} type="radio" name="choice" lang={useSpeakLang(lang)} />;
}
