import { useState } from "react";
import type { BlockResult } from "../../../../common/courses.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { AnswerForm, Mark, useAnswer } from "../AnswerForm.tsx";
import { BlockSection, titleIdOf } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/** One question, every right option to be chosen: checkboxes, each marked after an answer. */
export function SelectionBlock({ block, preview, level }: BlockProps<"selection">) {
  const { t } = useTranslation();
  const answer = useAnswer(block, preview);
  const { question, options } = block.content;
  const [chosen, setChosen] = useState<number[]>(answer.initial?.choices ?? []);
  const shown = answer.result;
  const hintId = `block-${block.id}-hint`;
  const toggle = (i: number, on: boolean) => setChosen((old) => (on ? [...old.filter((c) => c !== i), i] : old.filter((c) => c !== i)));
  return (
    <BlockSection block={block} title={question} level={level}>
      <p id={hintId} className="block-hint">
        {t("courses.blocks.selection.hint")}
      </p>
      <AnswerForm
        answer={answer}
        onClear={() => setChosen([])}
        solution={(result) => (
          <ul className="answer-solution">
            {result.solution.correct.map((i) => (
              <li key={i}>{options[i]}</li>
            ))}
          </ul>
        )}
      >
        <fieldset className="answer-options" aria-labelledby={titleIdOf(block)} aria-describedby={hintId}>
          {options.map((option, i) => (
            <label key={`${i}-${option}`} className="answer-option">
              <input type="checkbox" name="choices" value={i} checked={chosen.includes(i)} onChange={(e) => toggle(i, e.target.checked)} />
              <span className="answer-option-text">{option}</span>
              {shown && <OptionMark result={shown} index={i} />}
            </label>
          ))}
        </fieldset>
      </AnswerForm>
    </BlockSection>
  );
}

/** An option's mark says what the teacher did with it: rightly chosen, wrongly chosen, or missed. */
function OptionMark({ result, index }: { result: BlockResult<"selection">; index: number }) {
  const { t } = useTranslation();
  const chosen = result.answer.choices.includes(index);
  const right = result.marks[index] === true;
  if (chosen)
    return <Mark right={right} label={right ? t("courses.blocks.selection.chosenRight") : t("courses.blocks.selection.chosenWrong")} />;
  return right ? null : <Mark right={false} label={t("courses.blocks.selection.missed")} />;
}
