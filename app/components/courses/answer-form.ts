// STUB until the blocks branch lands (helper): replaced by the real parser.
import type { BlockAnswer, BlockContent, InteractiveBlockType } from "../../../common/courses.ts";

export function answerFromForm<T extends InteractiveBlockType>(_type: T, _form: FormData, _content: BlockContent[T]): BlockAnswer[T] | null {
  return null;
}
