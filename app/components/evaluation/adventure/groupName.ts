import type { GroupAnimal } from "../../../../common/evaluation.ts";
import type { TFunction } from "../../../i18n/index.ts";

/** A group's name as the screens say it: its animal's name in the page's language, or its number. */
export function groupNameText(group: { animal: GroupAnimal | null; number: number | null }, t: TFunction): string {
  return group.animal ? t(`adventure.animals.${group.animal}`) : String(group.number ?? "");
}

export const animalPicture = (animal: GroupAnimal) => `/images/adventure/animals/${animal}.svg`;
