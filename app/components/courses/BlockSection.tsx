import type { ComponentProps, ReactNode } from "react";
import { type BlockView, isInteractive } from "../../../common/courses.ts";
import { useTranslation } from "../../i18n/index.ts";

export type HeadingLevel = 2 | 3;

/** A heading at the block's level (2 or 3), or one below it for the block's own parts. */
export function Heading({ level, ...props }: { level: 2 | 3 | 4 } & ComponentProps<"h2">) {
  const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  return <Tag {...props} />;
}

/** The heading id of a block, which its section (and an answer form's group) is labelled by. */
export const titleIdOf = (block: Pick<BlockView, "id">) => `block-${block.id}-title`;

/**
 * Every block's frame: a section with a stable id (`block-<id>`, for links and scrolling back after an answer),
 * labelled by its title or question when it has one. A required interactive block says so under its heading.
 */
export function BlockSection({
  block,
  title,
  level,
  className,
  children,
}: {
  block: BlockView;
  title?: string;
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = titleIdOf(block);
  return (
    <section
      id={`block-${block.id}`}
      aria-labelledby={title ? titleId : undefined}
      className={`course-block course-block-${block.type}${className ? ` ${className}` : ""}`}
    >
      {title && (
        <Heading level={level} id={titleId} className="course-block-title">
          {title}
        </Heading>
      )}
      {block.required && isInteractive(block.type) && <p className="block-required">{t("courses.blocks.required")}</p>}
      {children}
    </section>
  );
}

/** A content text as paragraphs: a blank line starts a new one. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={`${i}-${paragraph.slice(0, 16)}`}>{paragraph}</p>
      ))}
    </>
  );
}
