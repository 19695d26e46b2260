import { useEffect, useRef, useState } from "react";
import type { AdventureItem } from "../../../../../common/adventure.ts";
import { useTranslation } from "../../../../i18n/index.ts";
import { useHydrated } from "../../../useHydrated.ts";
import { ItemContent, ItemSpeaker, useSpeakLang } from "./ItemContent.tsx";
import { type MatchEvent, type MatchState, matchStart, type Side, tapMatch } from "./taps.ts";
import type { QuestionProps } from "./types.ts";

/** Without scripts the right column is lettered (A, B, C…), so the selects' options and the column read the same. */
const letterOf = (index: number) => String.fromCharCode(65 + index);

/**
 * A joined pair's mark, the same on both of its items: a shape and a colour (never colour alone), by the left
 * item's place. Shapes in a 24-unit box.
 */
const MARKS = [
  { shape: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18Z", className: "mark-0" },
  { shape: "M4 4h16v16H4Z", className: "mark-1" },
  { shape: "M12 2.5 22 20.5H2Z", className: "mark-2" },
  { shape: "M12 2l2.9 6.5 7.1.7-5.4 4.8 1.6 7L12 17.3 5.8 21l1.6-7L2 9.2l7.1-.7Z", className: "mark-3" },
  { shape: "M12 1.5 22.5 12 12 22.5 1.5 12Z", className: "mark-4" },
  { shape: "M12 21S2.5 14.8 2.5 8.6A4.9 4.9 0 0 1 12 6a4.9 4.9 0 0 1 9.5 2.6C21.5 14.8 12 21 12 21Z", className: "mark-5" },
] as const;
const markOf = (left: number) => MARKS[left % MARKS.length] as (typeof MARKS)[number];

/**
 * Match: join each item on the left to its partner on the right. With scripts: tap one item, then its partner
 * (either side first); both then carry the same mark, and a tap on a joined item parts them. The items are
 * buttons, a polite live region says what happened, and hidden fields carry the answer (`pair-N`). Without
 * scripts (or before they run): the left items are numbered, the right lettered, and a select per left item.
 */
export function MatchQuestion({ question, promptId, lang }: QuestionProps<"match">) {
  const { t } = useTranslation();
  const language = useSpeakLang(lang);
  const hydrated = useHydrated();
  const { left, right } = question.content;
  const [state, setState] = useState<MatchState>(() => matchStart(left.length));
  const [said, setSaid] = useState("");
  const { pairs, picked } = state;
  // Partners chosen in the selects before the scripts ran are kept when the taps replace them.
  const selects = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const chosen = [...(selects.current?.querySelectorAll("select") ?? [])].map((s) => (s.value === "" ? null : Number(s.value)));
    if (chosen.some((c) => c !== null)) setState({ pairs: chosen, picked: null });
  }, []);

  const textOf = (side: Side, index: number) => (side === "left" ? left[index] : right[index])?.text ?? "";
  const apply = ([next, event]: [MatchState, MatchEvent]) => {
    setState(next);
    if (event.kind === "picked") setSaid(t("adventure.picked", { item: textOf(event.side, event.index) }));
    else if (event.kind === "joined")
      setSaid(t("adventure.paired", { left: textOf("left", event.left), right: textOf("right", event.right) }));
    else if (event.kind === "split")
      setSaid(t("adventure.unpaired", { left: textOf("left", event.left), right: textOf("right", event.right) }));
    else setSaid("");
  };

  const item = (side: Side, index: number, content: AdventureItem) => {
    const partner = side === "left" ? pairs[index] : pairs.indexOf(index);
    const joined = partner != null && partner >= 0;
    const mark = joined ? markOf(side === "left" ? index : (partner as number)) : null;
    const className = `choice-card match-item${mark ? ` is-joined ${mark.className}` : ""}`;
    const badge = hydrated ? (
      <span className="match-badge is-mark" aria-hidden="true">
        {mark && (
          <svg viewBox="0 0 24 24" role="presentation">
            <path d={mark.shape} />
          </svg>
        )}
      </span>
    ) : (
      <span className="match-badge" aria-hidden="true">
        {side === "left" ? index + 1 : letterOf(index)}
      </span>
    );
    return (
      <li key={`${question.id}-${side}${index}`} className="choice match-row">
        {hydrated ? (
          <button
            type="button"
            className={className}
            aria-pressed={picked?.side === side && picked.index === index}
            onClick={() => apply(tapMatch(state, side, index))}
          >
            {badge}
            <ItemContent item={content} />
            {joined && (
              <span className="sr-only">{t("adventure.pairedWith", { item: textOf(side === "left" ? "right" : "left", partner) })}</span>
            )}
          </button>
        ) : (
          <div className={className}>
            {badge}
            <ItemContent item={content} />
          </div>
        )}
        <ItemSpeaker text={content.text} lang={language} />
      </li>
    );
  };

  return (
    <div className="match-board" data-count={left.length}>
      <div className="match-columns">
        <ul className="match-column">{left.map((content, i) => item("left", i, content))}</ul>
        <ul className="match-column" aria-label={t("adventure.partners")}>
          {right.map((content, r) => item("right", r, content))}
        </ul>
      </div>
      {hydrated ? (
        left.map((_, i) => <input key={`${question.id}-h${i}`} type="hidden" name={`pair-${i}`} value={pairs[i] ?? ""} />)
      ) : (
        <ol ref={selects} className="match-selects">
          {left.map((content, i) => (
            <li key={`${question.id}-s${i}`} className="label-row">
              <span className="match-badge" aria-hidden="true">
                {i + 1}
              </span>
              <select
                id={`${promptId}-pair-${i}`}
                name={`pair-${i}`}
                className="field-input"
                aria-label={t("adventure.pairFor", { item: content.text })}
                defaultValue=""
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
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
