import type { AdventureAnswer } from "../../../../common/adventure.ts";
import { QUESTION_TYPES, type QuestionType } from "../../../../common/evaluation.ts";

/**
 * A question's form fields as the API's answer (common/adventure.ts), the same in the browser (is it complete?)
 * and in the screen's action (what to send): catch `caught` (checkboxes), label `placed-N` and match `pair-N`
 * (a select per part or item without scripts, a hidden field the taps fill with them; empty until chosen),
 * right/wrong `right` (yes or no), test `choice`. Null when something is missing.
 */

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === "string" && (QUESTION_TYPES as readonly string[]).includes(value);
}

const index = (value: FormDataEntryValue | null): number | null =>
  typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : null;

/** The fields named `prefix-0`, `prefix-1`… in order, each chosen; null when one is not. */
function selects(form: FormData, prefix: string): number[] | null {
  const values: number[] = [];
  for (let i = 0; form.has(`${prefix}-${i}`) && i < 20; i++) {
    const value = index(form.get(`${prefix}-${i}`));
    if (value === null) return null;
    values.push(value);
  }
  return values.length > 0 ? values : null;
}

export function answerFromForm(type: QuestionType, form: FormData): AdventureAnswer[QuestionType] | null {
  switch (type) {
    case "catch": {
      const caught = form.getAll("caught").map(index);
      return caught.length > 0 && caught.every((c) => c !== null) ? { caught: caught as number[] } : null;
    }
    case "label": {
      const placed = selects(form, "placed");
      return placed ? { placed } : null;
    }
    case "match": {
      const pairs = selects(form, "pair");
      return pairs ? { pairs } : null;
    }
    case "rightWrongImage":
    case "rightWrongText": {
      const value = form.get("right");
      return value === "yes" ? { right: true } : value === "no" ? { right: false } : null;
    }
    case "test": {
      const choice = index(form.get("choice"));
      return choice === null ? null : { choice };
    }
  }
  return null;
}
