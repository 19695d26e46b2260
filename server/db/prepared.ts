import { createHash } from "node:crypto";
import type { Db } from "./client.ts";

/**
 * Prepared statements kept per database and shape: building a statement through drizzle costs more
 * than running it on a hot path (a quarter of the activities list's time in Node), so a statement whose
 * values are placeholders is built once per shape and filled per request. The name given to
 * `prepare(name)` makes PostgreSQL parse and plan it once per connection too.
 */

/** Enough for every shape people use at once; the oldest goes first. */
const MAX_SHAPES = 500;
const kept = new WeakMap<Db, Map<string, unknown>>();

/** The statement prepared for `key` on `db`, built by `build(name)` the first time. */
export function preparedFor<T>(db: Db, key: string, build: (name: string) => T): T {
  const statements = kept.get(db) ?? new Map<string, unknown>();
  kept.set(db, statements);
  const known = statements.get(key) as T | undefined;
  if (known) return known;
  const statement = build(statementName(key));
  statements.set(key, statement);
  if (statements.size > MAX_SHAPES) statements.delete(statements.keys().next().value as string);
  return statement;
}

/** PostgreSQL names are at most 63 bytes: a hash of the key (once per shape, so its cost does not count). */
const statementName = (key: string) => `q_${createHash("sha256").update(key).digest("base64url").slice(0, 24)}`;
