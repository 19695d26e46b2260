import { BlockSection, Paragraphs } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/** An accordion of native disclosures: each item opens on its own, by keyboard too, and works before the scripts load. */
export function DropdownBlock({ block, level }: BlockProps<"dropdown">) {
  const { title, items } = block.content;
  return (
    <BlockSection block={block} title={title} level={level}>
      <div className="accordion">
        {items.map((item, i) => (
          <details key={`${i}-${item.title}`} className="accordion-item">
            <summary>{item.title}</summary>
            <div className="accordion-body">
              <Paragraphs text={item.text} />
            </div>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
