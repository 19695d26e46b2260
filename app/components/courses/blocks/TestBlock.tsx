import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { AnswerForm, Mark, useAnswer } from "../AnswerForm.tsx";
import { BlockSection, titleIdOf } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/** One question, one right option: a radio group named by the question. */
export function TestBlock({ block, preview, level }: BlockProps<"test">) {
  const { t } = useTranslation();
  const answer = useAnswer(block, preview);
  const { question, options } = block.content;
  const [choice, setChoice] = useState<number | null>(answer.initial?.choice ?? null);
  const shown = answer.result;
  return (
    <BlockSection block={block} title={question} level={level}>
      <AnswerForm
        answer={answer}
        onClear={() => setChoice(null)}
        solution={(result) => <p>{t("courses.blocks.test.solution", { option: options[result.solution.correct] ?? "" })}</p>}
      >
        <fieldset className="answer-options" aria-labelledby={titleIdOf(block)}>
          {options.map((option, i) => (
            <label key={`${i}-${option}`} className="answer-option">
              <input type="radio" name="choice" value={i} checked={choice === i} onChange={() => setChoice(i)} />
              <span className="answer-option-text">{option}</span>
              {shown && shown.answer.choice === i && <Mark right={shown.marks[0] === true} />}
            </label>
          ))}
        </fieldset>
      </AnswerForm>
    </BlockSection>
  );
}
