import type { BlockType, BlockView } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";
import type { HeadingLevel } from "./BlockSection.tsx";
import { ConnectBlock } from "./blocks/ConnectBlock.tsx";
import { CoverBlock } from "./blocks/CoverBlock.tsx";
import { DragableBlock } from "./blocks/DragableBlock.tsx";
import { DropdownBlock } from "./blocks/DropdownBlock.tsx";
import { FlashcardBlock } from "./blocks/FlashcardBlock.tsx";
import { InfographicBlock } from "./blocks/InfographicBlock.tsx";
import { SelectionBlock } from "./blocks/SelectionBlock.tsx";
import { StepsBlock } from "./blocks/StepsBlock.tsx";
import { TabsBlock } from "./blocks/TabsBlock.tsx";
import { TestBlock } from "./blocks/TestBlock.tsx";
import { TextBlock } from "./blocks/TextBlock.tsx";
import { VideoBlock } from "./blocks/VideoBlock.tsx";

export type CourseBlockProps = {
  block: BlockView;
  /** The page's language (the block's content is already in it; the video player is asked for it). */
  lang: Language;
  /** Staff and event managers' preview: the action scores an answer and saves nothing (its result comes back in the fetcher). */
  preview: boolean;
  /** The level of the block's title heading: 2 under the unit's h1, 3 when the page groups blocks under h2s. */
  headingLevel?: HeadingLevel;
};

/**
 * One content block of a unit, drawn by its type's component (blocks/<Type>Block.tsx). Each is a section with
 * id `block-<id>`; the interactive ones (test, selection, connect, dragable) are forms posted to the screen's
 * action with `intent=answer` and `blockId` (answer-form.ts reads them).
 */
export function CourseBlock({ block, lang, preview, headingLevel = 2 }: CourseBlockProps) {
  const props = { lang, preview, level: headingLevel };
  const as = <T extends BlockType>(_: T) => block as BlockView<T>;
  switch (block.type) {
    case "cover":
      return <CoverBlock {...props} block={as("cover")} />;
    case "text":
      return <TextBlock {...props} block={as("text")} />;
    case "video":
      return <VideoBlock {...props} block={as("video")} />;
    case "dropdown":
      return <DropdownBlock {...props} block={as("dropdown")} />;
    case "steps":
      return <StepsBlock {...props} block={as("steps")} />;
    case "flashcard":
      return <FlashcardBlock {...props} block={as("flashcard")} />;
    case "infographic":
      return <InfographicBlock {...props} block={as("infographic")} />;
    case "tabs":
      return <TabsBlock {...props} block={as("tabs")} />;
    case "dragable":
      return <DragableBlock {...props} block={as("dragable")} />;
    case "test":
      return <TestBlock {...props} block={as("test")} />;
    case "selection":
      return <SelectionBlock {...props} block={as("selection")} />;
    case "connect":
      return <ConnectBlock {...props} block={as("connect")} />;
  }
}
