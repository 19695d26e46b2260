/**
 * The pupils' adventure (evaluation domain, issue 15, decision 033): what the browser receives of a question
 * (its content in the key's language, never its key), what a group sends back, and the limits that keep an
 * anonymous caller from flooding the tables. The bank with its keys lives on the server
 * (server/services/evaluation/questions/).
 */
import { GROUP_ANIMALS, type GroupAnimal, KEY_CODE_PATTERN, type QuestionType } from "./evaluation.ts";

/** A picture of the bank: a path under /images/adventure/ and what it shows, for screen readers. */
export type AdventurePicture = { src: string; alt: string; width: number; height: number };

/** An option, an item or a pair's side: its words, with a small picture beside them (decorative: the words say it). */
export type AdventureItem = { text: string; image?: string };

/** One question's content by type, in one language: what the page draws. */
export type QuestionContent = {
  /** Tap every item of a kind (one or more are right). */
  catch: { prompt: string; items: AdventureItem[] };
  /** Put a label on each numbered part of a picture; `x` and `y` are the part's marker, in percent of the picture. */
  label: { prompt: string; picture: AdventurePicture; parts: { x: number; y: number }[]; labels: string[] };
  /** Join each item on the left to its partner on the right (the right column in its shown order). */
  match: { prompt: string; left: AdventureItem[]; right: AdventureItem[] };
  /** Is what the picture shows right or wrong? */
  rightWrongImage: { prompt: string; picture: AdventurePicture };
  /** Is what the sentence says right or wrong? A small picture may show it (decorative: the sentence says it). */
  rightWrongText: { prompt: string; statement: string; image?: string };
  /** One right option. */
  test: { prompt: string; options: AdventureItem[] };
};

/** What a group sends for each type (indexes into the content). */
export type AdventureAnswer = {
  catch: { caught: number[] };
  /** For each part, the index of the label put on it. */
  label: { placed: number[] };
  /** For each left item, the index of the right item joined to it. */
  match: { pairs: number[] };
  rightWrongImage: { right: boolean };
  rightWrongText: { right: boolean };
  test: { choice: number };
};

/** A question as the page receives it: its place in the sequence and its content, without its key. */
export type AdventureQuestionView<T extends QuestionType = QuestionType> = {
  id: string;
  number: number;
  type: T;
  content: QuestionContent[T];
};

/** A group's name: an animal it picks or a number, never a pupil's name (no personal data). */
export const GROUP_NUMBER_MAX = 40;
export type GroupName = { animal: GroupAnimal } | { number: number };

/** The stored label: the animal's name or the number's digits. */
export function groupLabel(name: GroupName): string {
  return "animal" in name ? name.animal : String(name.number);
}
export function groupNameOf(label: string): GroupName | null {
  if ((GROUP_ANIMALS as readonly string[]).includes(label)) return { animal: label as GroupAnimal };
  const number = Number(label);
  return /^\d{1,2}$/.test(label) && number >= 1 && number <= GROUP_NUMBER_MAX ? { number } : null;
}

/**
 * A key's code as typed or written on the card: case, spaces and dashes do not matter. Null when it cannot
 * be a code (it opens nothing, and counts as no try).
 */
export function normalizeKeyCode(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return KEY_CODE_PATTERN.test(code) ? code : null;
}
/** Longer than any code with its spaces: read no further. */
export const KEY_CODE_INPUT_MAX = 12;

/**
 * What an anonymous caller may do. Codes that open nothing, per address (a school's pupils share one, so the
 * limit is generous; guessing among 31⁶ codes stays hopeless). Groups per key: a class of 60 plays in at most
 * 60 groups, a key's whole life in a few times that. Starts of one key from one address an hour (decision 049):
 * a class behind its school's one address plays on at most 30 devices, one group each, and a third more covers
 * the groups that start again (a device that lost its cookie, "new group" pressed, a wrong size); 40 stays below
 * the key's 60 an hour, so one address can neither take a whole hour of a key nor use up its 300 groups in less
 * than a working day, and the teacher can reset a key's groups (resetAdventureKeyGroups) when someone has.
 */
export const ADVENTURE_LIMITS = {
  wrongCodesPerAddress: 60,
  wrongCodesWindowMinutes: 15,
  groupsPerKeyPerHour: 60,
  groupsPerKey: 300,
  groupStartsPerAddressPerHour: 40,
} as const;

/**
 * The cookie that brings a device back to its group (HttpOnly, under the adventure's path only, a day long):
 * a random token, no name. The page reads it and hands it to the API.
 */
export const ADVENTURE_COOKIE = "adventureGroup";
export const ADVENTURE_COOKIE_HOURS = 24;
export const ADVENTURE_TOKEN_PATTERN = /^[\w-]{32}$/;
