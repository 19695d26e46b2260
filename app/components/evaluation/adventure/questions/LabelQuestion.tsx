import { useState } from "react";
import { useTranslation } from "../../../../i18n/index.ts";
import { usePointerDrag } from "../../../courses/usePointerDrag.ts";
import type { QuestionProps } from "./types.ts";

/**
 * Label: put a name on each numbered part of a picture. The form's way is one select per part (keyboard, screen
 * readers, a tap); dragging a name onto a part's number (mouse, pen or finger) sets the same select, the name
 * shows beside the number, and a polite live region says where it went.
 */
export function LabelQuestion({ question, promptId }: QuestionProps<"label">) {
  const { t } = useTranslation();
  const { picture, parts, labels } = question.content;
  const [placed, setPlaced] = useState<(number | null)[]>(() => parts.map(() => null));
  const [said, setSaid] = useState("");
  const place = (part: number, label: number | null) => setPlaced((old) => old.map((p, i) => (i === part ? label : p)));
  const drag = usePointerDrag((label, part) => {
    place(part, label);
    setSaid(t("adventure.placed", { label: labels[label] ?? "", number: part + 1 }));
  });
  const namesId = `${promptId}-names`;

  return (
    <div className="label-board">
      <figure className="adventure-figure label-figure">
        <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
        {parts.map((part, i) => (
          <span
            key={`${question.id}-m${i}`}
            data-drop-target={i}
            className={`label-marker${drag.over === i ? " is-over" : ""}`}
            style={{ left: `${part.x}%`, top: `${part.y}%` }}
            aria-hidden="true"
          >
            <span className="label-number">{i + 1}</span>
            {placed[i] != null && <span className="label-tag">{labels[placed[i]]}</span>}
          </span>
        ))}
      </figure>
      <div className="label-names">
        <p id={namesId} className="label-names-title" aria-hidden="true">
          {t("adventure.names")}
        </p>
        <ul className="label-chips" aria-hidden="true">
          {labels.map((label, k) => (
            <li key={`${question.id}-c${k}`}>
              <span {...drag.handlers(k)} className={`label-chip${drag.dragging === k ? " is-dragging" : ""}`}>
                {label}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ol className="label-selects">
        {parts.map((_, i) => (
          <li key={`${question.id}-s${i}`} className="label-row">
            <label htmlFor={`${promptId}-placed-${i}`} className="label-row-name">
              <span className="label-number" aria-hidden="true">
                {i + 1}
              </span>
              {t("adventure.part", { number: i + 1 })}
            </label>
            <select
              id={`${promptId}-placed-${i}`}
              name={`placed-${i}`}
              className="field-input"
              value={placed[i] ?? ""}
              onChange={(e) => place(i, e.target.value === "" ? null : Number(e.target.value))}
            >
              <option value="">{t("adventure.choose")}</option>
              {labels.map((label, k) => (
                <option key={`${question.id}-o${k}`} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
