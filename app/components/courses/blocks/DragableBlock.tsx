import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { AnswerForm, Mark, useAnswer } from "../AnswerForm.tsx";
import { BlockSection } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";
import { usePointerDrag } from "../usePointerDrag.ts";

/**
 * Sort the items into the targets. The form's way is one select per item (keyboard and screen readers);
 * dragging an item onto a target's box (mouse, pen or finger) sets the same select, and a polite live region
 * says where it went. The boxes list what each holds.
 */
export function DragableBlock({ block, preview, level }: BlockProps<"dragable">) {
  const { t } = useTranslation();
  const answer = useAnswer(block, preview);
  const { prompt, items, targets } = block.content;
  const [placement, setPlacement] = useState<(number | null)[]>(() => items.map((_, i) => answer.initial?.placement[i] ?? null));
  const [said, setSaid] = useState("");
  const place = (item: number, target: number | null) => setPlacement((old) => old.map((p, i) => (i === item ? target : p)));
  const drag = usePointerDrag((item, target) => {
    place(item, target);
    setSaid(t("courses.blocks.dragable.moved", { item: items[item], target: targets[target] }));
  });
  const shown = answer.result;
  const hintId = `block-${block.id}-hint`;

  return (
    <BlockSection block={block} title={prompt} level={level}>
      <p id={hintId} className="block-hint">
        {t("courses.blocks.dragable.hint")}
      </p>
      <AnswerForm
        answer={answer}
        onClear={() => setPlacement(items.map(() => null))}
        solution={(result) => (
          <ul className="answer-solution">
            {result.solution.placement.map((target, i) => (
              <li key={`${i}-${items[i]}`}>
                {items[i]} <span aria-hidden="true">→</span>
                <span className="sr-only">:</span> {targets[target]}
              </li>
            ))}
          </ul>
        )}
      >
        <div className="sort-board">
          <ol className="sort-items">
            {items.map((item, i) => (
              <li key={`${i}-${item}`} className="sort-row">
                <span {...drag.handlers(i)} className={`drag-chip${drag.dragging === i ? " is-dragging" : ""}`}>
                  <span className="drag-grip" aria-hidden="true" />
                  {item}
                </span>
                <select
                  name={`place-${i}`}
                  className="field-input sort-select"
                  aria-label={t("courses.blocks.dragable.placeFor", { item })}
                  aria-describedby={hintId}
                  value={placement[i] ?? ""}
                  onChange={(e) => place(i, e.target.value === "" ? null : Number(e.target.value))}
                >
                  <option value="">{t("courses.blocks.choose")}</option>
                  {targets.map((target, k) => (
                    <option key={`${k}-${target}`} value={k}>
                      {target}
                    </option>
                  ))}
                </select>
                {shown && <Mark right={shown.marks[i] === true} />}
              </li>
            ))}
          </ol>
          <ul className="drop-zones">
            {targets.map((target, k) => {
              const inside = items.flatMap((item, i) => (placement[i] === k ? [{ item, i }] : []));
              return (
                <li key={`${k}-${target}`} data-drop-target={k} className={`drop-zone${drag.over === k ? " is-over" : ""}`}>
                  <p className="drop-zone-title">{target}</p>
                  {inside.length > 0 ? (
                    <ul className="drop-zone-items">
                      {inside.map(({ item, i }) => (
                        <li key={`${i}-${item}`}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="drop-zone-empty">{t("courses.blocks.dragable.empty")}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
      </AnswerForm>
    </BlockSection>
  );
}
