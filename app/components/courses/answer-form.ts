import type { BlockAnswer, BlockContent, BlockResult, InteractiveBlockType } from "../../../common/courses.ts";

/**
 * The answer forms of the interactive blocks, as the course screens' actions read them (decision 032). Every
 * form carries `intent=answer` and `blockId`, then by type: test, one radio `choice`; selection, checkboxes
 * `choices`; connect, one select `pair-<i>` per left item; dragable, one select `place-<i>` per item. Values
 * are indexes into the block's content. The server checks the answer again when it scores it.
 */
export const ANSWER_INTENT = "answer";

/** What an action answers to an answer form: the scored result (a preview's is not saved) or an error's message key. */
export type AnswerActionData = { blockId: number; result: BlockResult } | { blockId: number; error: string };

/** The index a field holds when it is a whole number below `length` (no sign, no leading zeros, no decimals). */
function indexOf(value: FormDataEntryValue | null, length: number): number | null {
  if (typeof value !== "string" || !/^(0|[1-9]\d{0,5})$/.test(value)) return null;
  const index = Number(value);
  return index < length ? index : null;
}

/** One index per position (`pair-0`, `pair-1`…), or null when any is missing or out of range. */
function perItem(form: FormData, prefix: string, count: number, length: number): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    if (form.getAll(`${prefix}-${i}`).length !== 1) return null;
    const index = indexOf(form.get(`${prefix}-${i}`), length);
    if (index === null) return null;
    out.push(index);
  }
  return out;
}

/** The answer a form holds, or null when it is incomplete or not valid for the block's content. */
export function answerFromForm<T extends InteractiveBlockType>(type: T, form: FormData, content: BlockContent[T]): BlockAnswer[T] | null {
  return read(type, form, content) as BlockAnswer[T] | null;
}

function read(
  type: InteractiveBlockType,
  form: FormData,
  content: BlockContent[InteractiveBlockType],
): BlockAnswer[InteractiveBlockType] | null {
  switch (type) {
    case "test": {
      const { options } = content as BlockContent["test"];
      const values = form.getAll("choice");
      if (values.length !== 1) return null;
      const choice = indexOf(values[0] ?? null, options.length);
      return choice === null ? null : { choice };
    }
    case "selection": {
      const { options } = content as BlockContent["selection"];
      const choices = form.getAll("choices").map((value) => indexOf(value, options.length));
      if (choices.length === 0 || choices.some((choice) => choice === null)) return null;
      const unique = [...new Set(choices as number[])].sort((a, b) => a - b);
      return unique.length === choices.length ? { choices: unique } : null;
    }
    case "connect": {
      const { left, right } = content as BlockContent["connect"];
      const pairs = perItem(form, "pair", left.length, right.length);
      return pairs && left.length > 0 ? { pairs } : null;
    }
    case "dragable": {
      const { items, targets } = content as BlockContent["dragable"];
      const placement = perItem(form, "place", items.length, targets.length);
      return placement && items.length > 0 ? { placement } : null;
    }
  }
}

/** The action's answer when it is about this block (a page has several answer forms). */
export function answerDataFor(blockId: number, data: unknown): AnswerActionData | null {
  if (typeof data !== "object" || data === null || !("blockId" in data)) return null;
  return (data as AnswerActionData).blockId === blockId ? (data as AnswerActionData) : null;
}
