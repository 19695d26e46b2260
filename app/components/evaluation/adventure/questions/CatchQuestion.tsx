import { ItemContent } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/** Catch: tap every item of the kind the prompt asks for; each item is a large checkbox card. */
export function CatchQuestion({ question }: QuestionProps<"catch">) {
  return (
    <ul className="choice-grid">
      {question.content.items.map((item, i) => (
        <li key={`${question.id}-${i}`}>
          <label className="choice-card">
            <input type="checkbox" name="caught" value={i} className="choice-input" />
            <ItemContent item={item} />
          </label>
        </li>
      ))}
    </ul>
  );
}
