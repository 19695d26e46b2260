import type { TFunction } from "../../../i18n/index.ts";

/** A video's length limit in words: "60 segundos", "5 minutos". */
export function durationText(t: TFunction, seconds: number): string {
  return seconds >= 120 && seconds % 60 === 0
    ? t("europeChallenge.duration.minutes", { count: seconds / 60 })
    : t("europeChallenge.duration.seconds", { count: seconds });
}
