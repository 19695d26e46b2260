import { BLOCK_TYPES, type BlockType, VIDEO_HOSTS, VIDEO_ID_PATTERN, type VideoHost } from "./courses.ts";

/**
 * What a block of each type holds, declared once (common/courses.ts gives the shapes): its fields, lists and their
 * lengths, and its answer key. The rules (`checkBlock`: non-empty texts, answer keys that fit their content), the
 * block editor's form (app/components/editing/course-blocks.ts, CourseBlockFields.tsx) and the courses seed's test
 * are all drawn from it.
 */

/** text: one line; long: a few rows; optional: may be left empty in both languages; the others one value for both. */
export type FieldKind = "text" | "long" | "optional" | "image" | "host" | "shortCode" | "number";
export type Limits = { min: number; max: number };
/** `range`: a number's bounds (`whole`: and a whole number). */
export type ScalarSpec = { key: string; kind: FieldKind; range?: Limits; whole?: boolean };
/** A list of texts (`fields` absent) or of entries with fields; `item` names one row ("option"); `sameAs`: as long as that list. */
export type ListSpec = { key: string; item: string; limits: Limits; fields?: ScalarSpec[]; sameAs?: string };
export type Solution = "choice" | "choices" | "pairs" | "placement";
export type BlockSpec = { scalars: ScalarSpec[]; lists: ListSpec[]; solution?: Solution };

const SHARED: readonly FieldKind[] = ["image", "host", "shortCode", "number"];
/** A value the same in both languages (a picture, a video, a point's place). */
export const isShared = (kind: FieldKind) => SHARED.includes(kind);

/** Accordion items, steps, flashcards. */
const LIST = { min: 2, max: 12 };
/** Infographic points stay inside the picture so their markers are never cut off (percentages). */
const POINT_POSITION = { min: 5, max: 95 };

const titled = (key: string, item: string, fields: ScalarSpec[], limits: Limits = LIST): BlockSpec => ({
  scalars: [{ key: "title", kind: "optional" }],
  lists: [{ key, item, limits, fields }],
});

export const BLOCK_SPECS: Record<BlockType, BlockSpec> = {
  cover: {
    scalars: [
      { key: "title", kind: "text" },
      { key: "subtitle", kind: "text" },
      { key: "image", kind: "image" },
      { key: "imageAlt", kind: "text" },
    ],
    lists: [],
  },
  text: { scalars: [{ key: "title", kind: "optional" }], lists: [{ key: "paragraphs", item: "paragraph", limits: { min: 1, max: 12 } }] },
  video: {
    scalars: [
      { key: "host", kind: "host" },
      { key: "videoId", kind: "shortCode" },
      { key: "title", kind: "text" },
      { key: "minutes", kind: "number", range: { min: 1, max: 60 }, whole: true },
      { key: "transcript", kind: "long" },
    ],
    lists: [],
  },
  dropdown: titled("items", "item", [
    { key: "title", kind: "text" },
    { key: "text", kind: "long" },
  ]),
  steps: titled("steps", "step", [
    { key: "title", kind: "text" },
    { key: "text", kind: "long" },
  ]),
  flashcard: titled("cards", "card", [
    { key: "front", kind: "text" },
    { key: "back", kind: "long" },
  ]),
  tabs: titled(
    "tabs",
    "tab",
    [
      { key: "label", kind: "text" },
      { key: "text", kind: "long" },
    ],
    { min: 2, max: 6 },
  ),
  infographic: {
    scalars: [
      { key: "title", kind: "text" },
      { key: "image", kind: "image" },
      { key: "imageAlt", kind: "text" },
    ],
    lists: [
      {
        key: "points",
        item: "point",
        limits: { min: 2, max: 10 },
        fields: [
          { key: "x", kind: "number", range: POINT_POSITION },
          { key: "y", kind: "number", range: POINT_POSITION },
          { key: "label", kind: "text" },
          { key: "text", kind: "long" },
        ],
      },
    ],
  },
  dragable: {
    scalars: [{ key: "prompt", kind: "text" }],
    lists: [
      { key: "items", item: "item", limits: { min: 2, max: 10 } },
      { key: "targets", item: "target", limits: { min: 2, max: 4 } },
    ],
    solution: "placement",
  },
  test: {
    scalars: [{ key: "question", kind: "text" }],
    lists: [{ key: "options", item: "option", limits: { min: 2, max: 6 } }],
    solution: "choice",
  },
  selection: {
    scalars: [{ key: "question", kind: "text" }],
    lists: [{ key: "options", item: "option", limits: { min: 2, max: 8 } }],
    solution: "choices",
  },
  connect: {
    scalars: [{ key: "prompt", kind: "text" }],
    lists: [
      { key: "left", item: "leftItem", limits: { min: 2, max: 8 } },
      { key: "right", item: "rightItem", limits: { min: 2, max: 8 }, sameAs: "left" },
    ],
    solution: "pairs",
  },
};

/** Where pictures of courses live (common/courses.ts: images are paths under /images/courses/…). */
const IMAGE_PATH = /^\/images\/courses\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g|webp)$/;

type Problems = string[];
type Check = "text" | "optionalText" | "list" | "number" | "other";
type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const CHECKS: Record<FieldKind, Check> = {
  text: "text",
  long: "text",
  optional: "optionalText",
  image: "text",
  host: "other",
  shortCode: "other",
  number: "number",
};

/** Checks an object's own fields: the known ones by their check, and no others. Returns the object when it is one. */
function fields(problems: Problems, where: string, value: unknown, expected: Record<string, Check>): Obj | null {
  if (!isObject(value)) {
    problems.push(`${where}: an object expected`);
    return null;
  }
  for (const key of Object.keys(value)) if (!(key in expected)) problems.push(`${where}.${key}: unexpected field`);
  for (const [key, check] of Object.entries(expected)) {
    const field = value[key];
    if (check === "text" && !isText(field)) problems.push(`${where}.${key}: a non-empty text expected`);
    if (check === "optionalText" && field !== undefined && !isText(field)) problems.push(`${where}.${key}: empty (leave it out instead)`);
    if (check === "list" && !Array.isArray(field)) problems.push(`${where}.${key}: a list expected`);
    if (check === "number" && (typeof field !== "number" || !Number.isFinite(field))) problems.push(`${where}.${key}: a number expected`);
  }
  return value;
}

const checksOf = (scalars: ScalarSpec[]) => Object.fromEntries(scalars.map(({ key, kind }) => [key, CHECKS[kind]]));

/** A scalar's own rule past its shape: a picture's path, a video's host and id, a number's range. */
function scalar(problems: Problems, where: string, { kind, range, whole }: ScalarSpec, value: unknown, content: Obj): void {
  if (kind === "image" && isText(value) && !IMAGE_PATH.test(value)) problems.push(`${where}: a picture under /images/courses/ expected`);
  if (kind === "host" && !(VIDEO_HOSTS as readonly unknown[]).includes(value))
    problems.push(`${where}: one of ${VIDEO_HOSTS.join(", ")} expected`);
  const host = content.host as VideoHost;
  if (kind === "shortCode" && VIDEO_HOSTS.includes(host) && (typeof value !== "string" || !VIDEO_ID_PATTERN[host].test(value)))
    problems.push(`${where}: not a ${host} video id`);
  if (!range || typeof value !== "number") return;
  if (whole && (!Number.isInteger(value) || value < range.min || value > range.max))
    problems.push(`${where}: a whole number from ${range.min} to ${range.max} expected`);
  if (!whole && (value < range.min || value > range.max)) problems.push(`${where}: ${range.min} to ${range.max} expected`);
}

/**
 * A list within its limits: of texts, none empty and none repeated (a repeated option would make the answer
 * ambiguous), or of entries with their fields.
 */
function list(problems: Problems, where: string, value: unknown, spec: ListSpec): void {
  if (!Array.isArray(value)) return;
  const { min, max } = spec.limits;
  if (value.length < min || value.length > max) problems.push(`${where}: ${min} to ${max} expected, ${value.length} given`);
  if (spec.fields) {
    const entries = value.flatMap((item: unknown, index) => {
      const entry = fields(problems, `${where}[${index}]`, item, checksOf(spec.fields ?? []));
      return entry ? [[index, entry] as const] : [];
    });
    for (const [index, entry] of entries)
      for (const field of spec.fields) scalar(problems, `${where}[${index}].${field.key}`, field, entry[field.key], entry);
    return;
  }
  for (const [index, item] of value.entries()) if (!isText(item)) problems.push(`${where}[${index}]: a non-empty text expected`);
  const trimmed = value.filter(isText).map((item) => item.trim().toLowerCase());
  if (new Set(trimmed).size !== trimmed.length) problems.push(`${where}: repeated`);
}

/** One language's content of a block; `lang` prefixes each problem's path. */
function checkContent(spec: BlockSpec, lang: string, content: unknown): Problems {
  const problems: Problems = [];
  const lists = Object.fromEntries(spec.lists.map(({ key }) => [key, "list" as const]));
  const c = fields(problems, lang, content, { ...checksOf(spec.scalars), ...lists });
  if (!c) return problems;
  for (const field of spec.scalars) scalar(problems, `${lang}.${field.key}`, field, c[field.key], c);
  for (const entry of spec.lists) {
    list(problems, `${lang}.${entry.key}`, c[entry.key], entry);
    const [one, other] = [c[entry.sameAs ?? ""], c[entry.key]];
    if (entry.sameAs && Array.isArray(one) && Array.isArray(other) && one.length !== other.length)
      problems.push(`${lang}: ${entry.sameAs} and ${entry.key} must be as long`);
  }
  return problems;
}

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/** The answer key against the (Spanish) content's list lengths (its first list's, and second's); both languages share them. */
function checkSolution(spec: BlockSpec, content: Obj, solution: unknown): Problems {
  const problems: Problems = [];
  const [first = 0, second = 0] = spec.lists.map(({ key }) => (Array.isArray(content[key]) ? content[key].length : 0));
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
  switch (spec.solution) {
    case "choice": {
      const s = fields(problems, "solution", solution, { correct: "other" });
      if (s && !isIndex(s.correct, first)) problems.push(`solution.correct: an option's index expected`);
      break;
    }
    case "choices": {
      const s = fields(problems, "solution", solution, { correct: "other" });
      const chosen = s && indexes("solution.correct", s.correct, null, first);
      if (chosen && chosen.length === 0) problems.push("solution.correct: at least one right option expected");
      if (chosen && new Set(chosen).size !== chosen.length) problems.push("solution.correct: repeated");
      break;
    }
    case "pairs": {
      const s = fields(problems, "solution", solution, { pairs: "other" });
      const pairs = s && indexes("solution.pairs", s.pairs, first, second);
      if (!pairs) break;
      if (new Set(pairs).size !== pairs.length) problems.push("solution.pairs: each right item joins one left item");
      // The right column is stored in its shown order: joined straight across, position would give the answer away.
      if (pairs.length > 1 && pairs.every((right, left) => right === left))
        problems.push("solution.pairs: the right column is in the left's order");
      break;
    }
    case "placement": {
      const s = fields(problems, "solution", solution, { placement: "other" });
      const placement = s && indexes("solution.placement", s.placement, first, second);
      if (!placement) break;
      for (let target = 0; target < second; target++) {
        if (!placement.includes(target)) problems.push(`solution.placement: target ${target} gets no item`);
      }
      break;
    }
  }
  return problems;
}

/**
 * The problems of a block (none: it may be stored): its content in each language against its type's declaration,
 * both languages with lists of the same lengths (the answer key indexes them), and for the interactive types an
 * answer key that fits the content and an explanation in both languages; the other types carry neither. Each problem
 * reads "<path>: <what is wrong>", the path starting with es, en, solution or explanation.
 */
export function checkBlock(type: BlockType, contentEs: unknown, contentEn: unknown, solution: unknown, explanation: unknown): string[] {
  if (!(BLOCK_TYPES as readonly string[]).includes(type)) return [`type: one of ${BLOCK_TYPES.join(", ")} expected`];
  const spec = BLOCK_SPECS[type];
  const problems = [...checkContent(spec, "es", contentEs), ...checkContent(spec, "en", contentEn)];
  if (isObject(contentEs) && isObject(contentEn)) {
    for (const { key } of spec.lists) {
      const [es, en] = [contentEs[key], contentEn[key]];
      if (Array.isArray(es) && Array.isArray(en) && es.length !== en.length)
        problems.push(`en.${key}: ${es.length} expected as in es, ${en.length} given`);
    }
  }
  if (!spec.solution) {
    if (solution != null) problems.push("solution: only an interactive block has one");
    if (explanation != null) problems.push("explanation: only an interactive block has one");
    return problems;
  }
  if (solution == null) problems.push("solution: missing");
  else if (isObject(contentEs)) problems.push(...checkSolution(spec, contentEs, solution));
  if (explanation == null) problems.push("explanation: missing");
  else fields(problems, "explanation", explanation, { es: "text", en: "text" });
  return problems;
}
