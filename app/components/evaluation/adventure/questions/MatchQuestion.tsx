import { useState } from "react";
import { useTranslation } from "../../../../i18n/index.ts";
import { ItemContent } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/** The right column is lettered (A, B, C…), so the selects' options and the column read the same. */
const letterOf = (index: number) => String.fromCharCode(65 + index);

type Picked = { side: "left" | "right"; index: number } | null;

/**
 * Match: join each item on the left to its partner. The form's way is one select per left item (keyboard and
 * screen readers); tapping an item and then one on the other side fills the same select, and a polite live
 * region says what was joined.
 */
export function MatchQuestion({ question, promptId }: QuestionProps<"match">) {
  const { t } = useTranslation();
  const { left, right } = question.content;
  const [pairs, setPairs] = useState<(number | null)[]>(() => left.map(() => null));
  const [picked, setPicked] = useState<Picked>(null);
  const [said, setSaid] = useState("");
  const partnersId = `${promptId}-partners`;

  const join = (l: number, r: number) => {
    // One to one: the partner leaves any other item it was joined to.
    setPairs((old) => old.map((p, i) => (i === l ? r : p === r ? null : p)));
    setPicked(null);
    setSaid(t("adventure.paired", { left: left[l]?.text ?? "", right: `${letterOf(r)}. ${right[r]?.text ?? ""}` }));
  };
  const tap = (side: "left" | "right", index: number) => {
    if (picked && picked.side !== side) return side === "left" ? join(index, picked.index) : join(picked.index, index);
    if (picked?.side === side && picked.index === index) return setPicked(null);
    setPicked({ side, index });
    setSaid(t("adventure.picked", { item: (side === "left" ? left[index] : right[index])?.text ?? "" }));
  };
  const isPicked = (side: "left" | "right", index: number) => picked?.side === side && picked.index === index;

  return (
    <div className="match-board">
      <ol className="match-left">
        {left.map((item, i) => (
          <li key={`${question.id}-l${i}`} className="match-row">
            <button type="button" className="match-item" aria-pressed={isPicked("left", i)} onClick={() => tap("left", i)}>
              <span className="match-badge" aria-hidden="true">
                {i + 1}
              </span>
              <ItemContent item={item} />
            </button>
            <select
              name={`pair-${i}`}
              className="field-input match-select"
              aria-label={t("adventure.pairFor", { item: item.text })}
              value={pairs[i] ?? ""}
              onChange={(e) => {
                const value = e.target.value === "" ? null : Number(e.target.value);
                setPairs((old) => old.map((p, k) => (k === i ? value : p)));
              }}
            >
              <option value="">{t("adventure.choose")}</option>
              {right.map((partner, r) => (
                <option key={`${question.id}-o${r}`} value={r}>
                  {`${letterOf(r)}. ${partner.text}`}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
      <div className="match-right">
        <p id={partnersId} className="match-right-title">
          {t("adventure.partners")}
        </p>
        <ul aria-labelledby={partnersId}>
          {right.map((partner, r) => (
            <li key={`${question.id}-r${r}`}>
              <button type="button" className="match-item" aria-pressed={isPicked("right", r)} onClick={() => tap("right", r)}>
                <span className="match-badge">{letterOf(r)}</span>
                <ItemContent item={partner} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
