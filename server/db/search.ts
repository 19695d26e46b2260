import { and, type Column, ilike, or, type SQL } from "drizzle-orm";

/** A word as an ILIKE pattern that finds it anywhere: `%`, `_` and `\` are the user's own characters. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's searches (people, centres): rows where every word of `query` (the first five) is in one of the
 * columns, case aside; undefined when the query has no words.
 */
export function everyWordIn(query: string | null | undefined, columns: Column[]): SQL | undefined {
  const words = (query ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, containing(word))))));
}
