import type { EvaluationArea } from "../../../common/evaluation.ts";
import type { KeyResultsNode } from "./documents.ts";

/** What the results page, the PDF report and the CSV compute alike from a classroom's results. */

/** The share of right answers, 0 to 100; null before any answer. */
export function shareOf({ correct, incorrect }: { correct: number; incorrect: number }): number | null {
  const answered = correct + incorrect;
  return answered === 0 ? null : (100 * correct) / answered;
}

/** A share as people read it: a whole percentage ("67 %"), or the text for "no data". */
export function percent(share: number | null, noData: string): string {
  return share === null ? noData : `${Math.round(share)} %`;
}

/** Whether any group has answered with a key. */
export const hasAnswers = (key: Pick<KeyResultsNode, "correct" | "incorrect">) => key.correct + key.incorrect > 0;

export type AreaComparison = { area: EvaluationArea; initial: number | null; final: number | null; change: number | null };

/**
 * Initial against final, area by area (the chart and its table): each stage's share of right answers and the
 * change in points (only when both have answers). Null when neither the initial nor the final key has answers.
 */
export function compareStages(keys: readonly KeyResultsNode[]): AreaComparison[] | null {
  const initial = keys.find((k) => k.key.stage === "initial");
  const final = keys.find((k) => k.key.stage === "final");
  if (!(initial && hasAnswers(initial)) && !(final && hasAnswers(final))) return null;
  const areas = (initial ?? final)?.areas ?? [];
  return areas.map(({ area }) => {
    const a = initial ? shareOf(initial.areas.find((x) => x.area === area) ?? { correct: 0, incorrect: 0 }) : null;
    const b = final ? shareOf(final.areas.find((x) => x.area === area) ?? { correct: 0, incorrect: 0 }) : null;
    return { area, initial: a, final: b, change: a !== null && b !== null ? Math.round(b) - Math.round(a) : null };
  });
}
