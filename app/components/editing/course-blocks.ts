import { type BlockType, isInteractive } from "../../../common/courses.ts";
import { BLOCK_SPECS, type FieldKind, isShared, type ListSpec } from "../../../common/course-blocks.ts";

export { BLOCK_SPECS };

/**
 * The block editor's forms (issue 18): the way between a block's stored content and the form's flat values, by its
 * type's declaration (common/course-blocks.ts). A text in a language is named `<path>Es` / `<path>En` ("items.0.titleEs",
 * "options.2En"), a value the same in both languages (an image, a video id, a point's place) `<path>Es` only; the
 * answer key is "solution…", the explanation "explanationEs" / "explanationEn". An English text left empty is saved
 * as the Spanish one (the page would show it in Spanish anyway); rows left empty are dropped.
 */

/** The form's flat values: every field by its name (a multiple choice's values joined by commas). */
export type BlockValues = Record<string, string>;
export type StoredBlock = {
  type: BlockType;
  required: boolean;
  contentEs: unknown;
  contentEn: unknown;
  solution: unknown;
  explanation: unknown;
};

const suffix = { es: "Es", en: "En" } as const;
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** A stored block as the form's values. */
export function valuesOfBlock(block: StoredBlock): BlockValues {
  const spec = BLOCK_SPECS[block.type];
  const values: BlockValues = {};
  for (const lang of ["es", "en"] as const) {
    const content = asRecord(lang === "es" ? block.contentEs : block.contentEn);
    for (const { key, kind } of spec.scalars) if (lang === "es" || !isShared(kind)) values[`${key}${suffix[lang]}`] = asText(content[key]);
    for (const list of spec.lists) {
      const rows = Array.isArray(content[list.key]) ? (content[list.key] as unknown[]) : [];
      for (const [index, row] of rows.entries()) {
        if (!list.fields) values[`${list.key}.${index}${suffix[lang]}`] = asText(row);
        else
          for (const { key, kind } of list.fields)
            if (lang === "es" || !isShared(kind)) values[`${list.key}.${index}.${key}${suffix[lang]}`] = asText(asRecord(row)[key]);
      }
    }
  }
  const solution = asRecord(block.solution);
  if (spec.solution === "choice") values.solution = asText(solution.correct);
  if (spec.solution === "choices" && Array.isArray(solution.correct)) values.solution = solution.correct.join(",");
  const indexes = spec.solution === "pairs" ? solution.pairs : spec.solution === "placement" ? solution.placement : null;
  if (Array.isArray(indexes)) for (const [index, value] of indexes.entries()) values[`solution.${index}`] = asText(value);
  const explanation = asRecord(block.explanation);
  if (spec.solution) {
    values.explanationEs = asText(explanation.es);
    values.explanationEn = asText(explanation.en);
  }
  if (block.required) values.required = "on";
  return values;
}

/** The form's values from a posted form (a field given more than once, as checkboxes are, joined by commas). */
export function valuesOfForm(form: FormData): BlockValues {
  const values: BlockValues = {};
  for (const name of new Set(form.keys())) {
    if (name === "intent" || name === "type" || name === "block") continue;
    values[name] = form
      .getAll(name)
      .map((value) => (typeof value === "string" ? value : ""))
      .join(",");
  }
  return values;
}

/** How many rows a list shows: those filled and two more to fill, at least one more than its minimum (within its maximum). */
export function rowsOf(values: BlockValues, list: ListSpec): number {
  let filled = 0;
  for (const name of Object.keys(values)) {
    const match = name.startsWith(`${list.key}.`) ? /^\d+/.exec(name.slice(list.key.length + 1)) : null;
    if (match && values[name]?.trim()) filled = Math.max(filled, Number(match[0]) + 1);
  }
  return Math.min(list.limits.max, Math.max(filled + 2, list.limits.min + 1));
}

const numberOf = (text: string | undefined): number | null => (text && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null);

/** The block to save from the form's values: each language's content, the answer key and the explanation. */
export function blockOfValues(type: BlockType, values: BlockValues) {
  const spec = BLOCK_SPECS[type];
  const read = (name: string) => (values[name] ?? "").trim();
  const contentEs: Record<string, unknown> = {};
  const contentEn: Record<string, unknown> = {};
  /** One field's value in both languages: English falls back to Spanish; a shared one is the Spanish field's. */
  const pair = (base: string, kind: FieldKind): [unknown, unknown] => {
    const es = read(`${base}Es`);
    if (kind === "number") {
      const value = numberOf(es);
      return [value, value];
    }
    if (isShared(kind)) return [es, es];
    return [es, read(`${base}En`) || es];
  };
  for (const { key, kind } of spec.scalars) {
    const [es, en] = pair(key, kind);
    if (kind === "optional" && !es) continue;
    contentEs[key] = es;
    contentEn[key] = en;
  }
  /** Each list's kept rows, by their index in the form, so the answer key can follow them. */
  const kept: Record<string, number[]> = {};
  for (const list of spec.lists) {
    const rowsEs: unknown[] = [];
    const rowsEn: unknown[] = [];
    kept[list.key] = [];
    for (let index = 0; index < list.limits.max + 2; index++) {
      const base = `${list.key}.${index}`;
      if (!list.fields) {
        const [es, en] = pair(base, "text");
        if (!es && !read(`${base}En`)) continue;
        rowsEs.push(es);
        rowsEn.push(en);
      } else {
        const names = list.fields.flatMap(({ key, kind }) =>
          isShared(kind) ? [`${base}.${key}Es`] : [`${base}.${key}Es`, `${base}.${key}En`],
        );
        if (names.every((name) => !read(name))) continue;
        const es: Record<string, unknown> = {};
        const en: Record<string, unknown> = {};
        for (const { key, kind } of list.fields) [es[key], en[key]] = pair(`${base}.${key}`, kind);
        rowsEs.push(es);
        rowsEn.push(en);
      }
      kept[list.key]?.push(index);
    }
    contentEs[list.key] = rowsEs;
    contentEn[list.key] = rowsEn;
  }
  // The answer key names rows as the form showed them; a row dropped or unknown gives -1, which the rules refuse.
  const at = (list: string, text: string | undefined) => {
    const index = numberOf(text);
    return index === null ? -1 : (kept[list]?.indexOf(index) ?? -1);
  };
  const byRow = (list: string, target: string) => (kept[list] ?? []).map((row) => at(target, values[`solution.${row}`]));
  let solution: unknown = null;
  if (spec.solution === "choice") solution = { correct: at("options", values.solution) };
  if (spec.solution === "choices")
    solution = {
      correct: (values.solution ?? "")
        .split(",")
        .filter(Boolean)
        .map((value) => at("options", value)),
    };
  if (spec.solution === "pairs") solution = { pairs: byRow("left", "right") };
  if (spec.solution === "placement") solution = { placement: byRow("items", "targets") };
  const explanation = spec.solution ? { es: read("explanationEs"), en: read("explanationEn") || read("explanationEs") } : null;
  return { type, required: isInteractive(type) && values.required === "on", contentEs, contentEn, solution, explanation };
}

/**
 * The server's field paths (es.items.0.title, en.options, solution, explanation.es) as the form's names; a list's own
 * error (its length) is named after the list in that language (itemsEs); a shared value's, either language's, at its
 * Spanish name (the form's one field).
 */
export function formFieldOf(path: string): string {
  const match = /^(es|en|explanation)\.?(.*)$/.exec(path);
  if (!match) return path;
  const [, head, rest] = match;
  if (head === "explanation") return rest === "en" ? "explanationEn" : "explanationEs";
  if (!rest) return path;
  return `${rest}${head === "es" || /(?:^|\.)(image|host|videoId|minutes|x|y)$/.test(rest) ? "Es" : "En"}`;
}

/** The server's messages by the form's names, the first of each kept. */
export function formErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[formFieldOf(path)] ??= message;
  return errors;
}
