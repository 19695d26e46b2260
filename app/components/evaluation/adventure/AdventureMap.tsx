import type { CSSProperties } from "react";
import type { GroupAnimal } from "../../../../common/evaluation.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { star } from "../../icons/shapes.ts";
import { animalPicture } from "./groupName.ts";

/**
 * The adventure's map (issue 33): one stop per question along a path; every answered stop holds a star (one per
 * answer, whatever the answer: nothing here says right or wrong), and the group's guide (its animal, or a star
 * for a group named by a number) stands on the stop of the question it is at, stepping on after each answer.
 * For assistive technology it is a progress bar that says "Question 4 of 12".
 */
export function AdventureMap({ total, answered, animal }: { total: number; answered: number; animal: GroupAnimal | null }) {
  const { t } = useTranslation();
  const at = Math.min(answered, Math.max(0, total - 1));
  const stops = Array.from({ length: total }, (_, i) => i);
  return (
    <div
      className="adventure-map"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={answered}
      aria-valuetext={answered >= total ? t("adventure.end.title") : t("adventure.progress", { number: answered + 1, total })}
      aria-label={t("adventure.map")}
      style={{ "--stops": total, "--at": at } as CSSProperties}
    >
      <ol className="adventure-stops" aria-hidden="true">
        {stops.map((i) => (
          <li key={i} className={i < answered ? "is-done" : i === answered ? "is-here" : undefined}>
            {i < answered ? <Icon d={star} className="map-star" /> : <span className="map-dot" />}
          </li>
        ))}
      </ol>
      {/* At the end the guide is at the party (AdventureEnd), and every stop holds its star. */}
      {answered < total && (
        <span className="adventure-guide" aria-hidden="true">
          {animal ? <img src={animalPicture(animal)} alt="" width={44} height={44} /> : <Icon d={star} className="map-star" />}
        </span>
      )}
    </div>
  );
}
