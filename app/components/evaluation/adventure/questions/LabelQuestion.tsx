import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/index.ts";
import { usePointerDrag } from "../../../courses/usePointerDrag.ts";
import { useHydrated } from "../../../useHydrated.ts";
import { ItemSpeaker, useSpeakLang } from "./ItemContent.tsx";
import { type LabelEvent, type LabelState, labelStart, putLabel, spreadPlaces, tapChip, tapPlace } from "./taps.ts";
import type { QuestionProps } from "./types.ts";

/** Where a place's name grows from its number: away from the picture's nearer edge. */
const sideOf = (x: number) => (x < 30 ? "is-start" : x > 70 ? "is-end" : "is-middle");

/**
 * Label: put a name on each numbered place of a picture. With scripts: tap a name, then its place (or the place,
 * then the name); the name shows on the place, and a tap on a placed name takes it back; dragging a name onto a
 * place does the same. Names and places are buttons (Enter, Space), a polite live region says what happened,
 * and hidden fields carry the answer (`placed-N`). Without scripts (or before they run): one select per place.
 */
export function LabelQuestion({ question, promptId, lang }: QuestionProps<"label">) {
  const { t } = useTranslation();
  const language = useSpeakLang(lang);
  const hydrated = useHydrated();
  const { picture, parts, labels } = question.content;
  const [state, setState] = useState<LabelState>(() => labelStart(parts.length));
  const [said, setSaid] = useState("");
  const { placed, picked } = state;
  // The picture's drawn size: places too close on it for two fingers are pushed apart.
  const pictureBox = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const box = pictureBox.current;
    if (!box || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(() => setSize({ width: box.clientWidth, height: box.clientHeight }));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const points = spreadPlaces(parts, size.width, size.height);
  // Names chosen in the selects before the scripts ran are kept when the taps replace them.
  const selects = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const chosen = [...(selects.current?.querySelectorAll("select") ?? [])].map((s) => (s.value === "" ? null : Number(s.value)));
    if (chosen.some((c) => c !== null)) setState({ placed: chosen, picked: null });
  }, []);

  const apply = ([next, event]: [LabelState, LabelEvent]) => {
    setState(next);
    const label = "label" in event ? (labels[event.label] ?? "") : "";
    const number = "part" in event ? event.part + 1 : 0;
    if (event.kind === "pickedChip") setSaid(t("adventure.chipPicked", { label }));
    else if (event.kind === "pickedPlace") setSaid(t("adventure.placePicked", { number }));
    else if (event.kind === "placed") setSaid(t("adventure.placed", { label, number }));
    else if (event.kind === "taken") setSaid(t("adventure.takenBack", { label, number }));
    else setSaid("");
  };
  const drag = usePointerDrag((label, part) => apply(putLabel(state, label, part)));
  // A press that moved was a drag: its click neither picks nor takes back the name.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const moved = (event: { clientX: number; clientY: number }) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    return start !== null && Math.hypot(event.clientX - start.x, event.clientY - start.y) >= 6;
  };

  return (
    <div className={`label-board${picked?.kind === "chip" ? " is-picking" : ""}`} data-count={labels.length}>
      <figure className="adventure-figure label-figure">
        <div ref={pictureBox} className="label-picture" style={{ "--ratio": picture.width / picture.height } as CSSProperties}>
          <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
          {parts.map((part, i) => {
            const label = placed[i];
            const className = `label-place ${sideOf(part.x)}${label != null ? " is-placed" : ""}${drag.over === i ? " is-over" : ""}`;
            const point = points[i] ?? part;
            const style = { left: `${point.x}%`, top: `${point.y}%` };
            const content = (
              <>
                <span className="label-number">{i + 1}</span>
                {label != null && <span className="label-tag">{labels[label]}</span>}
              </>
            );
            return hydrated ? (
              <button
                key={`${question.id}-m${i}`}
                type="button"
                data-drop-target={i}
                className={className}
                style={style}
                aria-pressed={picked?.kind === "place" && picked.index === i}
                aria-label={
                  label != null
                    ? t("adventure.placeWith", { number: i + 1, label: labels[label] ?? "" })
                    : t("adventure.place", { number: i + 1 })
                }
                onClick={() => apply(tapPlace(state, i))}
              >
                {content}
              </button>
            ) : (
              <span key={`${question.id}-m${i}`} className={className} style={style} aria-hidden="true">
                {content}
              </span>
            );
          })}
        </div>
      </figure>
      <div className="label-names">
        <p className="label-names-title" aria-hidden="true">
          {t("adventure.names")}
        </p>
        <ul className="label-chips">
          {labels.map((label, k) => {
            const part = placed.indexOf(k);
            const className = `choice-card label-chip${part >= 0 ? " is-placed" : ""}${drag.dragging === k ? " is-dragging" : ""}`;
            const handlers = drag.handlers(k);
            return (
              <li key={`${question.id}-c${k}`} className="choice label-chip-row">
                {hydrated ? (
                  <button
                    type="button"
                    className={className}
                    aria-pressed={picked?.kind === "chip" && picked.index === k}
                    {...handlers}
                    onPointerDown={(event: PointerEvent<HTMLElement>) => {
                      pressedAt.current = { x: event.clientX, y: event.clientY };
                      handlers.onPointerDown(event);
                    }}
                    onClick={(event) => {
                      // A keyboard's click has no pointer press (and no position): it always counts.
                      if (event.detail > 0 && moved(event)) return;
                      apply(tapChip(state, k));
                    }}
                  >
                    <span className="item-text">{label}</span>
                    {part >= 0 && (
                      <span className="label-chip-place">
                        <span aria-hidden="true">{part + 1}</span>
                        <span className="sr-only">{t("adventure.placedOn", { number: part + 1 })}</span>
                      </span>
                    )}
                  </button>
                ) : (
                  <span className={className}>
                    <span className="item-text">{label}</span>
                  </span>
                )}
                <ItemSpeaker text={label} lang={language} />
              </li>
            );
          })}
        </ul>
      </div>
      {hydrated ? (
        parts.map((_, i) => <input key={`${question.id}-h${i}`} type="hidden" name={`placed-${i}`} value={placed[i] ?? ""} />)
      ) : (
        <ol ref={selects} className="label-selects">
          {parts.map((_, i) => (
            <li key={`${question.id}-s${i}`} className="label-row">
              <label htmlFor={`${promptId}-placed-${i}`} className="label-row-name">
                <span className="label-number" aria-hidden="true">
                  {i + 1}
                </span>
                {t("adventure.part", { number: i + 1 })}
              </label>
              <select id={`${promptId}-placed-${i}`} name={`placed-${i}`} className="field-input" defaultValue="">
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
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
