import { ChoiceList } from "./ChoiceList.tsx";
import { useSpeakLang } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/** Catch: tap every item of the kind the prompt asks for; each item is a large checkbox card. */
export function CatchQuestion({ question, lang }: QuestionProps<"catch">) {
  return <ChoiceList id={question.id} items={question.content.items} type="checkbox" name="caught" lang={useSpeakLang(lang)} />;
}
