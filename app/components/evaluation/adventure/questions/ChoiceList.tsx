import type { AdventureItem } from "../../../../../common/adventure.ts";
import type { Language } from "../../../../../common/languages.ts";
import { ItemContent, ItemSpeaker } from "./ItemContent.tsx";

/**
 * Large choice cards around native radios or checkboxes (their state is the control's own, and works without
 * scripts), each with its speaker beside the card's label, never inside it: a tap on the speaker reads the
 * option and chooses nothing.
 */
export function ChoiceList({
  id,
  items,
  type,
  name,
  lang,
}: {
  id: string;
  items: readonly AdventureItem[];
  type: "radio" | "checkbox";
  name: string;
  lang: Language;
}) {
  const pictures = items.some((item) => item.image);
  return (
    <ul className={`choice-grid${pictures ? " has-pictures" : ""}`} data-count={items.length}>
      {items.map((item, i) => (
        <li key={`${id}-${i}`} className="choice">
          <label className="choice-card">
            <input type={type} name={name} value={i} className="choice-input" />
            <ItemContent item={item} />
          </label>
          <ItemSpeaker text={item.text} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
