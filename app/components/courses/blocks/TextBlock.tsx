import { BlockSection } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/** Paragraphs of text, with an optional title. */
export function TextBlock({ block, level }: BlockProps<"text">) {
  const { title, paragraphs } = block.content;
  return (
    <BlockSection block={block} title={title} level={level}>
      <div className="block-text">
        {paragraphs.map((paragraph, i) => (
          <p key={`${i}-${paragraph.slice(0, 16)}`}>{paragraph}</p>
        ))}
      </div>
    </BlockSection>
  );
}
