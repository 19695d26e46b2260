import type { AdventureItem } from "../../../../../common/adventure.ts";

/** An option's or item's words, with its small picture beside them (decorative: the words say what it is). */
export function ItemContent({ item }: { item: AdventureItem }) {
  return (
    <>
      {item.image && <img src={item.image} alt="" width={56} height={56} className="item-picture" />}
      <span className="item-text">{item.text}</span>
    </>
  );
}
