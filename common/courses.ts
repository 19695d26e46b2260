/**
 * Courses for teachers (specification sections 1, 3 and 4): a course is made of units, a unit of content
 * blocks of the twelve types of section 3. A block's content is stored once per language; the answer key of
 * an interactive block lives apart (`BlockSolution`), is read only by the server's scoring, and reaches the
 * browser only in the result of an answer (decision 032).
 */
import { REFERENCE_TRAINING_HOURS } from "./constants.ts";

export const BLOCK_TYPES = [
  "cover",
  "text",
  "video",
  "dropdown",
  "steps",
  "flashcard",
  "infographic",
  "tabs",
  "dragable",
  "test",
  "selection",
  "connect",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The blocks a teacher answers; the server scores them. */
export const INTERACTIVE_BLOCK_TYPES = ["dragable", "test", "selection", "connect"] as const satisfies readonly BlockType[];
export type InteractiveBlockType = (typeof INTERACTIVE_BLOCK_TYPES)[number];
export function isInteractive(type: BlockType): type is InteractiveBlockType {
  return (INTERACTIVE_BLOCK_TYPES as readonly BlockType[]).includes(type);
}

/** Section 3: video hosts. Both are played from their privacy-enhanced players, loaded only on play. */
export const VIDEO_HOSTS = ["youtube", "vimeo"] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];
/** A video id as each host writes it (YouTube: 11 characters; Vimeo: digits). */
export const VIDEO_ID_PATTERN: Record<VideoHost, RegExp> = { youtube: /^[\w-]{11}$/, vimeo: /^\d{6,12}$/ };
/** The privacy-enhanced player address: no cookies from YouTube, Vimeo told not to track. */
export function videoPlayerUrl(host: VideoHost, id: string, lang: string): string {
  return host === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&hl=${lang}`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** One block's content in one language, by type. Images are paths under /images/courses/… */
export type BlockContent = {
  cover: { title: string; subtitle: string; image: string; imageAlt: string };
  text: { title?: string; paragraphs: string[] };
  video: { host: VideoHost; videoId: string; title: string; minutes: number; transcript: string };
  /** An accordion: each item opens on its own. */
  dropdown: { title?: string; items: { title: string; text: string }[] };
  /** Steps shown one at a time, with previous and next. */
  steps: { title?: string; steps: { title: string; text: string }[] };
  /** Cards turned over to show their back. */
  flashcard: { title?: string; cards: { front: string; back: string }[] };
  /** A picture with numbered points; the points are also a list. x and y are percentages of the picture. */
  infographic: { title: string; image: string; imageAlt: string; points: { x: number; y: number; label: string; text: string }[] };
  tabs: { title?: string; tabs: { label: string; text: string }[] };
  /** Sort the items into the targets (drag and drop, or pick a target for each item). */
  dragable: { prompt: string; items: string[]; targets: string[] };
  /** One question, one right option. */
  test: { question: string; options: string[] };
  /** One question, every right option to be chosen. */
  selection: { question: string; options: string[] };
  /** Join each item on the left to its partner on the right (the right column is stored in its shown order). */
  connect: { prompt: string; left: string[]; right: string[] };
};

/** The answer key of an interactive block, the same in both languages; `explanation` is shown after answering. */
export type BlockSolution = {
  dragable: { placement: number[] };
  test: { correct: number };
  selection: { correct: number[] };
  connect: { pairs: number[] };
};
export type Explanation = { es: string; en: string };

/** What a teacher sends for each interactive type (indexes into the block's content). */
export type BlockAnswer = {
  /** For each item, the index of the target it was put in. */
  dragable: { placement: number[] };
  test: { choice: number };
  selection: { choices: number[] };
  /** For each left item, the index of the right item it was joined to. */
  connect: { pairs: number[] };
};

/** A teacher's training hours of a school year are measured against the reference-centre criterion (section 9). */
export const TRAINING_HOURS_CRITERION = REFERENCE_TRAINING_HOURS;

/** Certificate verification codes: 12 characters of an unambiguous alphabet, shown as XXXX-XXXX-XXXX. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}$/;

/** The scored result of an answer: per-item marks (test: one; selection: per option; connect: per left item; dragable: per item). */
export type BlockResult<T extends InteractiveBlockType = InteractiveBlockType> = {
  correct: boolean;
  marks: boolean[];
  answer: BlockAnswer[T];
  solution: BlockSolution[T];
  explanation: string | null;
};

/** A block as a unit's page receives it, in the page's language, with the teacher's last result (interactive blocks). */
export type BlockView<T extends BlockType = BlockType> = {
  id: number;
  type: T;
  required: boolean;
  content: BlockContent[T];
  result: T extends InteractiveBlockType ? BlockResult<T> | null : null;
};
