import { ItemContent } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/** Test: one right option among a few, as large radio cards. */
export function TestQuestion({ question }: QuestionProps<"test">) {
  return (
    <ul className="choice-grid">
      {question.content.options.map((option, i) => (
        <li key={`${question.id}-${i}`}>
          <label className="choice-card">
            <input type="radio" name="choice" value={i} className="choice-input" />
            <ItemContent item={option} />
          </label>
        </li>
      ))}
    </ul>
  );
}
