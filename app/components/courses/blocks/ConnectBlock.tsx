import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { AnswerForm, Mark, useAnswer } from "../AnswerForm.tsx";
import { BlockSection } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/** The right column's items are lettered (A, B, C…), so the select's options and the column read the same. */
export const letterOf = (index: number) => String.fromCharCode(65 + (index % 26));

type Pick = { side: "left" | "right"; index: number } | null;

/**
 * Join each left item to its partner on the right. The form's way is one select per left item (keyboard and
 * screen readers); tapping a left item and then a right one (or the other way round) fills the same select,
 * and a polite live region says what was joined.
 */
export function ConnectBlock({ block, preview, level }: BlockProps<"connect">) {
  const { t } = useTranslation();
  const answer = useAnswer(block, preview);
  const { prompt, left, right } = block.content;
  const [pairs, setPairs] = useState<(number | null)[]>(() => left.map((_, i) => answer.initial?.pairs[i] ?? null));
  const [picked, setPicked] = useState<Pick>(null);
  const [said, setSaid] = useState("");
  const shown = answer.result;
  const hintId = `block-${block.id}-hint`;
  const partnersId = `block-${block.id}-partners`;

  const join = (l: number, r: number) => {
    // A tap joins one to one: the partner leaves any other item it was joined to.
    setPairs((old) => old.map((p, i) => (i === l ? r : p === r ? null : p)));
    setPicked(null);
    setSaid(t("courses.blocks.connect.paired", { left: left[l], right: `${letterOf(r)}. ${right[r]}` }));
  };
  const tap = (side: "left" | "right", index: number) => {
    if (picked && picked.side !== side) return side === "left" ? join(index, picked.index) : join(picked.index, index);
    if (picked?.side === side && picked.index === index) return setPicked(null);
    setPicked({ side, index });
    setSaid(t("courses.blocks.connect.picked", { item: side === "left" ? left[index] : right[index] }));
  };
  const isPicked = (side: "left" | "right", index: number) => picked?.side === side && picked.index === index;

  return (
    <BlockSection block={block} title={prompt} level={level}>
      <p id={hintId} className="block-hint">
        {t("courses.blocks.connect.hint")}
      </p>
      <AnswerForm
        answer={answer}
        onClear={() => setPairs(left.map(() => null))}
        solution={(result) => (
          <ul className="answer-solution">
            {result.solution.pairs.map((r, i) => (
              <li key={`${i}-${left[i]}`}>
                {left[i]} <span aria-hidden="true">→</span>
                <span className="sr-only">:</span> {`${letterOf(r)}. ${right[r]}`}
              </li>
            ))}
          </ul>
        )}
      >
        <div className="connect-board">
          <ol className="connect-left">
            {left.map((item, i) => (
              <li key={`${i}-${item}`} className="connect-row">
                <button
                  type="button"
                  className="connect-item"
                  aria-pressed={isPicked("left", i)}
                  aria-describedby={hintId}
                  onClick={() => tap("left", i)}
                >
                  <span className="connect-badge" aria-hidden="true">
                    {i + 1}
                  </span>
                  {item}
                </button>
                <select
                  name={`pair-${i}`}
                  className="field-input connect-select"
                  aria-label={t("courses.blocks.connect.pairFor", { item })}
                  value={pairs[i] ?? ""}
                  onChange={(e) =>
                    setPairs((old) => old.map((p, k) => (k === i ? (e.target.value === "" ? null : Number(e.target.value)) : p)))
                  }
                >
                  <option value="">{t("courses.blocks.choose")}</option>
                  {right.map((partner, r) => (
                    <option key={`${r}-${partner}`} value={r}>
                      {`${letterOf(r)}. ${partner}`}
                    </option>
                  ))}
                </select>
                {shown && <Mark right={shown.marks[i] === true} />}
              </li>
            ))}
          </ol>
          <div className="connect-right">
            <p id={partnersId} className="connect-right-title">
              {t("courses.blocks.connect.partners")}
            </p>
            <ul aria-labelledby={partnersId}>
              {right.map((partner, r) => (
                <li key={`${r}-${partner}`}>
                  <button
                    type="button"
                    className="connect-item"
                    aria-pressed={isPicked("right", r)}
                    aria-describedby={hintId}
                    onClick={() => tap("right", r)}
                  >
                    <span className="connect-badge">{letterOf(r)}</span>
                    {partner}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
      </AnswerForm>
    </BlockSection>
  );
}
