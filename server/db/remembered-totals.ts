import type { Db } from "./client.ts";

/**
 * Totals of a list remembered per filter with the version of the data they were counted at (a table
 * whose one row a trigger bumps in the same transaction as any change that may change a total): used
 * only while that version stands, in every process; otherwise the caller counts again. Counting every
 * matching row grows with the data; a page read through the sort's index does not (decision 019).
 */
export function rememberedTotals(max: number) {
  const kept = new WeakMap<Db, Map<string, { version: number; total: number }>>();
  return {
    /** The total remembered for `key` at `version`, if any. */
    get(db: Db, key: string, version: number): number | null {
      const known = kept.get(db)?.get(key);
      return known && known.version === version ? known.total : null;
    },
    /** Remembers a total counted at `version`; beyond `max` filters the oldest goes first. */
    set(db: Db, key: string, version: number, total: number): void {
      const totals = kept.get(db) ?? new Map<string, { version: number; total: number }>();
      kept.set(db, totals);
      totals.delete(key);
      totals.set(key, { version, total });
      if (totals.size > max) totals.delete(totals.keys().next().value as string);
    },
  };
}
