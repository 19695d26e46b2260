import type { BlockType, BlockView } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import type { HeadingLevel } from "./BlockSection.tsx";

/** What every block component receives from CourseBlock. */
export type BlockProps<T extends BlockType> = {
  block: BlockView<T>;
  lang: Language;
  /** A staff or event manager's preview: answers are scored by the action and nothing is saved. */
  preview: boolean;
  /** The block's title heading level; its own parts use the next one. */
  level: HeadingLevel;
};

/**
 * Course pictures are drawn at 16:10, as the catalogue's covers: the image's width and height attributes give
 * the browser its box before it arrives, so nothing below moves when it does.
 */
export const COURSE_IMAGE = { width: 960, height: 600 } as const;
