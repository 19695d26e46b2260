// STUB until the blocks branch lands (helper).
import type { BlockView } from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";

export function CourseBlock({ block }: { block: BlockView; lang: Language; preview: boolean; headingLevel?: 2 | 3 }) {
  return <section id={`block-${block.id}`}>{block.type}</section>;
}
