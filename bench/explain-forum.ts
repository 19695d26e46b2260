// `node bench/explain-forum.ts`: the query plans of the forum list over 100,000 generated themes, on
// PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, in a fresh database dropped afterwards) or else on PGlite
// in memory. Prints EXPLAIN ANALYZE of each statement threads.ts runs, to see that the partial indexes serve them.
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "../server/db/client.ts";
import * as schema from "../server/db/schema/index.ts";
import { forumThemes } from "../server/services/contributions/forum.ts";
import { openBenchDatabase } from "./databases.ts";
import { seedAsServer, seedBenchForum } from "./seed-forum.ts";

/** EXPLAIN ANALYZE of the statements of some forum pages, over an already seeded database. */
export async function explainForum(database: Database): Promise<string[]> {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db = (database.kind === "postgres"
    ? drizzlePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  const explain = async (query: string, params: unknown[]) => {
    const text = `explain (analyze, costs off, summary on) ${query}`;
    const result = await (client as { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> }).query(
      text,
      params,
    );
    return result.rows.map((row) => Object.values(row)[0] as string);
  };
  const teacher = { id: "00000000-0000-4000-8000-000000000000", moderator: false };
  const cases: [string, () => Promise<unknown>][] = [
    ["forum, recent first, page 1", () => forumThemes(db, teacher, "es", { sort: "recentFirst", page: 1 })],
    ["forum, popular first, page 50", () => forumThemes(db, teacher, "es", { sort: "popularFirst", page: 50 })],
    [
      "forum, robotics, last answer first, page 3",
      () => forumThemes(db, teacher, "es", { filter: { categories: ["robotics"] }, sort: "lastAnswerFirst", page: 3 }),
    ],
    ['forum, search "sensores", recent first', () => forumThemes(db, teacher, "es", { filter: { text: "sensores" }, sort: "recentFirst" })],
  ];
  const lines: string[] = [];
  for (const [label, run] of cases) {
    captured.length = 0;
    await run();
    for (const { query, params } of [...captured]) {
      lines.push(`\n=== ${label} (${database.kind}) ===`);
      lines.push(...(await explain(query, params)));
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const { database, drop } = await openBenchDatabase(url);
  try {
    await seedAsServer(database.db);
    await seedBenchForum(database.db, Number(process.env.BENCH_THEMES ?? 100_000));
    for (const line of await explainForum(database)) console.log(line);
  } finally {
    await database.close();
    await drop();
  }
}
