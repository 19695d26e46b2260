import { BLOCK_TYPES, type BlockType, isInteractive, VIDEO_HOSTS, VIDEO_ID_PATTERN, type VideoHost } from "./courses.ts";

/**
 * What a block of each type may hold (common/courses.ts gives the shapes; these are the rules on top): list
 * lengths, non-empty texts, answer keys that fit their content. Used by the courses seed's test and meant for
 * the content editor (issue 18) and the services that store blocks.
 */
export const BLOCK_LIMITS = {
  /** Accordion items, steps, flashcards. */
  list: { min: 2, max: 12 },
  tabs: { min: 2, max: 6 },
  points: { min: 2, max: 10 },
  /** Infographic points stay inside the picture so their markers are never cut off (percentages). */
  pointPosition: { min: 5, max: 95 },
  videoMinutes: { min: 1, max: 60 },
  testOptions: { min: 2, max: 6 },
  selectionOptions: { min: 2, max: 8 },
  connectPairs: { min: 2, max: 8 },
  dragableItems: { min: 2, max: 10 },
  dragableTargets: { min: 2, max: 4 },
} as const;

/** Where pictures of courses live (common/courses.ts: images are paths under /images/courses/…). */
const IMAGE_PATH = /^\/images\/courses\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g|webp)$/;

type Problems = string[];
type Fields = Record<string, { kind: "text" | "optionalText" | "list" | "number" | "other" }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Checks an object's own fields: the known ones by kind, and no others. Returns the object when it is one. */
function fields(problems: Problems, where: string, value: unknown, expected: Fields): Record<string, unknown> | null {
  if (!isObject(value)) {
    problems.push(`${where}: an object expected`);
    return null;
  }
  for (const key of Object.keys(value)) if (!(key in expected)) problems.push(`${where}.${key}: unexpected field`);
  for (const [key, { kind }] of Object.entries(expected)) {
    const field = value[key];
    if (kind === "text" && !isText(field)) problems.push(`${where}.${key}: a non-empty text expected`);
    if (kind === "optionalText" && field !== undefined && !isText(field)) problems.push(`${where}.${key}: empty (leave it out instead)`);
    if (kind === "list" && !Array.isArray(field)) problems.push(`${where}.${key}: a list expected`);
    if (kind === "number" && (typeof field !== "number" || !Number.isFinite(field))) problems.push(`${where}.${key}: a number expected`);
  }
  return value;
}

/** A list of texts: within the limits, none empty, none repeated (a repeated option would make the answer ambiguous). */
function texts(problems: Problems, where: string, value: unknown, limits: { min: number; max: number }): void {
  if (!Array.isArray(value)) return;
  if (value.length < limits.min || value.length > limits.max)
    problems.push(`${where}: ${limits.min} to ${limits.max} expected, ${value.length} given`);
  for (const [index, item] of value.entries()) if (!isText(item)) problems.push(`${where}[${index}]: a non-empty text expected`);
  const trimmed = value.filter(isText).map((item) => item.trim().toLowerCase());
  if (new Set(trimmed).size !== trimmed.length) problems.push(`${where}: repeated`);
}

/** A list of objects with the given text fields (accordion items, steps, cards, tabs, points). */
function entries(
  problems: Problems,
  where: string,
  value: unknown,
  limits: { min: number; max: number },
  shape: Fields,
): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  if (value.length < limits.min || value.length > limits.max)
    problems.push(`${where}: ${limits.min} to ${limits.max} expected, ${value.length} given`);
  return value.flatMap((item: unknown, index) => {
    const entry = fields(problems, `${where}[${index}]`, item, shape);
    return entry ? [entry] : [];
  });
}

function image(problems: Problems, where: string, value: unknown): void {
  if (isText(value) && !IMAGE_PATH.test(value)) problems.push(`${where}: a picture under /images/courses/ expected`);
}

/** One language's content of a block; `lang` prefixes each problem's path. */
function checkContent(type: BlockType, lang: string, content: unknown): Problems {
  const problems: Problems = [];
  switch (type) {
    case "cover": {
      const c = fields(problems, lang, content, {
        title: { kind: "text" },
        subtitle: { kind: "text" },
        image: { kind: "text" },
        imageAlt: { kind: "text" },
      });
      if (c) image(problems, `${lang}.image`, c.image);
      break;
    }
    case "text": {
      const c = fields(problems, lang, content, { title: { kind: "optionalText" }, paragraphs: { kind: "list" } });
      if (c) texts(problems, `${lang}.paragraphs`, c.paragraphs, { min: 1, max: 12 });
      break;
    }
    case "video": {
      const c = fields(problems, lang, content, {
        host: { kind: "other" },
        videoId: { kind: "other" },
        title: { kind: "text" },
        minutes: { kind: "number" },
        transcript: { kind: "text" },
      });
      if (!c) break;
      if (!(VIDEO_HOSTS as readonly unknown[]).includes(c.host)) problems.push(`${lang}.host: one of ${VIDEO_HOSTS.join(", ")} expected`);
      else if (typeof c.videoId !== "string" || !VIDEO_ID_PATTERN[c.host as VideoHost].test(c.videoId))
        problems.push(`${lang}.videoId: not a ${c.host} video id`);
      const { min, max } = BLOCK_LIMITS.videoMinutes;
      if (typeof c.minutes === "number" && (!Number.isInteger(c.minutes) || c.minutes < min || c.minutes > max))
        problems.push(`${lang}.minutes: a whole number from ${min} to ${max} expected`);
      break;
    }
    case "dropdown":
    case "steps":
    case "flashcard":
    case "tabs": {
      const list = { dropdown: "items", steps: "steps", flashcard: "cards", tabs: "tabs" }[type];
      const c = fields(problems, lang, content, { title: { kind: "optionalText" }, [list]: { kind: "list" } });
      const shape: Fields =
        type === "flashcard"
          ? { front: { kind: "text" }, back: { kind: "text" } }
          : type === "tabs"
            ? { label: { kind: "text" }, text: { kind: "text" } }
            : { title: { kind: "text" }, text: { kind: "text" } };
      if (c) entries(problems, `${lang}.${list}`, c[list], type === "tabs" ? BLOCK_LIMITS.tabs : BLOCK_LIMITS.list, shape);
      break;
    }
    case "infographic": {
      const c = fields(problems, lang, content, {
        title: { kind: "text" },
        image: { kind: "text" },
        imageAlt: { kind: "text" },
        points: { kind: "list" },
      });
      if (!c) break;
      image(problems, `${lang}.image`, c.image);
      const points = entries(problems, `${lang}.points`, c.points, BLOCK_LIMITS.points, {
        x: { kind: "number" },
        y: { kind: "number" },
        label: { kind: "text" },
        text: { kind: "text" },
      });
      const { min, max } = BLOCK_LIMITS.pointPosition;
      for (const [index, point] of points.entries()) {
        for (const axis of ["x", "y"] as const) {
          const value = point[axis];
          if (typeof value === "number" && (value < min || value > max))
            problems.push(`${lang}.points[${index}].${axis}: ${min} to ${max} expected`);
        }
      }
      break;
    }
    case "dragable": {
      const c = fields(problems, lang, content, { prompt: { kind: "text" }, items: { kind: "list" }, targets: { kind: "list" } });
      if (!c) break;
      texts(problems, `${lang}.items`, c.items, BLOCK_LIMITS.dragableItems);
      texts(problems, `${lang}.targets`, c.targets, BLOCK_LIMITS.dragableTargets);
      break;
    }
    case "test":
    case "selection": {
      const c = fields(problems, lang, content, { question: { kind: "text" }, options: { kind: "list" } });
      if (c) texts(problems, `${lang}.options`, c.options, type === "test" ? BLOCK_LIMITS.testOptions : BLOCK_LIMITS.selectionOptions);
      break;
    }
    case "connect": {
      const c = fields(problems, lang, content, { prompt: { kind: "text" }, left: { kind: "list" }, right: { kind: "list" } });
      if (!c) break;
      texts(problems, `${lang}.left`, c.left, BLOCK_LIMITS.connectPairs);
      texts(problems, `${lang}.right`, c.right, BLOCK_LIMITS.connectPairs);
      if (Array.isArray(c.left) && Array.isArray(c.right) && c.left.length !== c.right.length)
        problems.push(`${lang}: left and right must be as long`);
      break;
    }
  }
  return problems;
}

/** The lists of a block's content, by name, whose lengths both languages must share (the answer key indexes them). */
const LISTS: Record<BlockType, string[]> = {
  cover: [],
  text: ["paragraphs"],
  video: [],
  dropdown: ["items"],
  steps: ["steps"],
  flashcard: ["cards"],
  infographic: ["points"],
  tabs: ["tabs"],
  dragable: ["items", "targets"],
  test: ["options"],
  selection: ["options"],
  connect: ["left", "right"],
};

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/** The answer key against the (Spanish) content's list lengths; both languages share them (checked before). */
function checkSolution(type: BlockType, content: Record<string, unknown>, solution: unknown): Problems {
  const problems: Problems = [];
  const length = (name: string) => (Array.isArray(content[name]) ? (content[name] as unknown[]).length : 0);
  const indexes = (where: string, value: unknown, expectedLength: number | null, range: number): number[] | null => {
    if (!Array.isArray(value)) {
      problems.push(`${where}: a list expected`);
      return null;
    }
    if (expectedLength !== null && value.length !== expectedLength)
      problems.push(`${where}: ${expectedLength} entries expected, ${value.length} given`);
    for (const [index, entry] of value.entries())
      if (!isIndex(entry, range)) problems.push(`${where}[${index}]: an index from 0 to ${range - 1} expected`);
    return value.filter((entry): entry is number => isIndex(entry, range));
  };
  switch (type) {
    case "test": {
      const s = fields(problems, "solution", solution, { correct: { kind: "other" } });
      if (s && !isIndex(s.correct, length("options"))) problems.push(`solution.correct: an option's index expected`);
      break;
    }
    case "selection": {
      const s = fields(problems, "solution", solution, { correct: { kind: "other" } });
      const chosen = s && indexes("solution.correct", s.correct, null, length("options"));
      if (chosen && chosen.length === 0) problems.push("solution.correct: at least one right option expected");
      if (chosen && new Set(chosen).size !== chosen.length) problems.push("solution.correct: repeated");
      break;
    }
    case "connect": {
      const s = fields(problems, "solution", solution, { pairs: { kind: "other" } });
      const pairs = s && indexes("solution.pairs", s.pairs, length("left"), length("right"));
      if (!pairs) break;
      if (new Set(pairs).size !== pairs.length) problems.push("solution.pairs: each right item joins one left item");
      // The right column is stored in its shown order: joined straight across, position would give the answer away.
      if (pairs.length > 1 && pairs.every((right, left) => right === left))
        problems.push("solution.pairs: the right column is in the left's order");
      break;
    }
    case "dragable": {
      const s = fields(problems, "solution", solution, { placement: { kind: "other" } });
      const placement = s && indexes("solution.placement", s.placement, length("items"), length("targets"));
      if (!placement) break;
      for (let target = 0; target < length("targets"); target++) {
        if (!placement.includes(target)) problems.push(`solution.placement: target ${target} gets no item`);
      }
      break;
    }
    default:
      break;
  }
  return problems;
}

/**
 * The problems of a block (none: it may be stored): its content in each language against its type's shape and
 * limits, both languages with lists of the same lengths, and for the interactive types an answer key that fits
 * the content and an explanation in both languages; the other types carry neither. Each problem reads
 * "<path>: <what is wrong>", the path starting with es, en, solution or explanation.
 */
export function checkBlock(type: BlockType, contentEs: unknown, contentEn: unknown, solution: unknown, explanation: unknown): string[] {
  if (!(BLOCK_TYPES as readonly string[]).includes(type)) return [`type: one of ${BLOCK_TYPES.join(", ")} expected`];
  const problems = [...checkContent(type, "es", contentEs), ...checkContent(type, "en", contentEn)];
  if (isObject(contentEs) && isObject(contentEn)) {
    for (const name of LISTS[type]) {
      const es = contentEs[name];
      const en = contentEn[name];
      if (Array.isArray(es) && Array.isArray(en) && es.length !== en.length)
        problems.push(`en.${name}: ${es.length} expected as in es, ${en.length} given`);
    }
  }
  if (!isInteractive(type)) {
    if (solution != null) problems.push("solution: only an interactive block has one");
    if (explanation != null) problems.push("explanation: only an interactive block has one");
    return problems;
  }
  if (solution == null) problems.push("solution: missing");
  else if (isObject(contentEs)) problems.push(...checkSolution(type, contentEs, solution));
  if (explanation == null) problems.push("explanation: missing");
  else fields(problems, "explanation", explanation, { es: { kind: "text" }, en: { kind: "text" } });
  return problems;
}
