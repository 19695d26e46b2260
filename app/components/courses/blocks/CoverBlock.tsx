import { BlockSection } from "../BlockSection.tsx";
import { type BlockProps, COURSE_IMAGE } from "../types.ts";

/** A unit's opening: its title, a subtitle and a picture. */
export function CoverBlock({ block, level }: BlockProps<"cover">) {
  const { title, subtitle, image, imageAlt } = block.content;
  return (
    <BlockSection block={block} title={title} level={level}>
      <p className="cover-subtitle">{subtitle}</p>
      <img className="cover-image" src={image} alt={imageAlt} width={COURSE_IMAGE.width} height={COURSE_IMAGE.height} />
    </BlockSection>
  );
}
