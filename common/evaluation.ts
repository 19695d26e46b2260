/**
 * Classroom evaluation (specification sections 3, 4, 5 and 9): classrooms, their adventure keys by stage, the
 * five competence areas and the six question types of the pupils' adventure, groups of at most three pupils.
 */
import type { AgeSegment } from "./ages.ts";

export const EVALUATION_AREAS = ["communication", "contentCreation", "information", "problemSolving", "security"] as const;
export type EvaluationArea = (typeof EVALUATION_AREAS)[number];

export const QUESTION_TYPES = ["catch", "label", "match", "rightWrongImage", "rightWrongText", "test"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Section 3: the stages of a classroom's evaluation; refCenter only for reference centres. */
export const EVALUATION_STAGES = ["initial", "final", "refCenter"] as const;
export type EvaluationStage = (typeof EVALUATION_STAGES)[number];

/** Section 9: the primary segments that are evaluated; 4-5 and +12 classrooms exist but are not evaluated. */
export const EVALUATED_SEGMENTS = ["sixToEight", "nineToTwelve"] as const satisfies readonly AgeSegment[];
export type EvaluatedSegment = (typeof EVALUATED_SEGMENTS)[number];
export function isEvaluated(age: AgeSegment): age is EvaluatedSegment {
  return (EVALUATED_SEGMENTS as readonly AgeSegment[]).includes(age);
}

/** Section 9: pupils per device. */
export const MAX_PUPILS_PER_GROUP = 3;

/** A group is named by a number or by an animal it picks, never by pupils' names (no personal data). */
export const GROUP_ANIMALS = [
  "fox",
  "owl",
  "turtle",
  "dolphin",
  "panda",
  "lion",
  "bee",
  "penguin",
  "frog",
  "koala",
  "rabbit",
  "whale",
] as const;
export type GroupAnimal = (typeof GROUP_ANIMALS)[number];

/** Competence levels, from the share of right answers (one table: thresholds inclusive, as fractions). */
export const COMPETENCE_LEVELS = ["low", "medium", "high"] as const;
export type CompetenceLevel = (typeof COMPETENCE_LEVELS)[number];
export const LEVEL_THRESHOLDS = { medium: 0.4, high: 0.7 } as const;
export function levelOf(correct: number, answered: number): CompetenceLevel | null {
  if (answered === 0) return null;
  const share = correct / answered;
  return share >= LEVEL_THRESHOLDS.high ? "high" : share >= LEVEL_THRESHOLDS.medium ? "medium" : "low";
}

/** Classroom fields' limits (section 5: numbers valid). */
export const CLASSROOM_LIMITS = { nameMax: 80, pupilsMax: 60, yearsMax: 12 } as const;

/** An adventure key's code: 6 characters of an unambiguous alphabet, typed by children (no 0/O, 1/I/L). */
export const KEY_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const KEY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;
