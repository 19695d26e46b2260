import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { BlockSection } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

/**
 * Cards turned over by pressing them. Each face says which side it is ("Front", "Back"), the hidden face is
 * out of the accessibility tree, and a polite live region announces the side now shown with its text. The
 * flip is a CSS 3D turn (instant when the user asks for reduced motion); both faces share one grid cell, so a
 * card is as tall as its longer face and does not change size when turned.
 */
export function FlashcardBlock({ block, level }: BlockProps<"flashcard">) {
  const { t } = useTranslation();
  const { title, cards } = block.content;
  const [turned, setTurned] = useState<boolean[]>(() => cards.map(() => false));
  const [said, setSaid] = useState("");
  const hintId = `block-${block.id}-hint`;
  const turn = (i: number) => {
    const back = !turned[i];
    setTurned((old) => old.map((v, k) => (k === i ? back : v)));
    const card = cards[i];
    const side = back ? t("courses.blocks.flashcard.back") : t("courses.blocks.flashcard.front");
    setSaid(t("courses.blocks.flashcard.shown", { number: i + 1, side, text: back ? card?.back : card?.front }));
  };
  return (
    <BlockSection block={block} title={title} level={level}>
      <p id={hintId} className="block-hint">
        {t("courses.blocks.flashcard.hint")}
      </p>
      <ul className="flashcards">
        {cards.map((card, i) => (
          <li key={`${i}-${card.front}`}>
            <button type="button" className={`flashcard${turned[i] ? " is-turned" : ""}`} aria-describedby={hintId} onClick={() => turn(i)}>
              <span className="flashcard-inner">
                <span className="flashcard-face flashcard-front" aria-hidden={turned[i] || undefined}>
                  <span className="flashcard-side">
                    {t("courses.blocks.flashcard.card", { number: i + 1 })} · {t("courses.blocks.flashcard.front")}
                  </span>
                  <span className="flashcard-text">{card.front}</span>
                </span>
                <span className="flashcard-face flashcard-back" aria-hidden={!turned[i] || undefined}>
                  <span className="flashcard-side">
                    {t("courses.blocks.flashcard.card", { number: i + 1 })} · {t("courses.blocks.flashcard.back")}
                  </span>
                  <span className="flashcard-text">{card.back}</span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </BlockSection>
  );
}
