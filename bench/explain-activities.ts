// `node bench/explain-activities.ts`: the query plans of the activities list and detail over 10,000
// generated activities, on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, in a fresh database that is
// dropped afterwards) or else on PGlite in memory. Prints EXPLAIN ANALYZE of each statement the
// services run, so a missing index or a needless full sort shows at a glance.
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "../server/db/client.ts";
import * as schema from "../server/db/schema/index.ts";
import { activityBySlug, listActivities, type Viewer } from "../server/services/activities/activities.ts";
import { openBenchDatabase } from "./databases.ts";
import { seedBenchActivities } from "./seed-activities.ts";

/** EXPLAIN ANALYZE of every statement the list and detail run, over an already seeded database. */
export async function explainActivities(database: Database, only?: RegExp): Promise<string[]> {
  // The same connection seen through a drizzle that records each statement with its parameters.
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
  const visitor: Viewer = { userId: null, lang: "es", now: new Date() };
  const cases: [string, () => Promise<unknown>][] = [
    ["list, no filter, A-Z, page 1", () => listActivities(db, visitor, { page: 1, pageSize: 12 })],
    [
      "list, ages 9-12 + PC, time ML, page 3",
      () => listActivities(db, visitor, { filter: { ages: ["nineToTwelve"], devices: ["pc"] }, sort: "timeML", page: 3, pageSize: 12 }),
    ],
    [
      "list, teachers + security competence, difficulty LM",
      () => listActivities(db, visitor, { filter: { competences: ["security"], audience: "teachers" }, sort: "difLM", pageSize: 12 }),
    ],
    [
      "list, 3D + premium, A-Z English",
      () => listActivities(db, { ...visitor, lang: "en" }, { filter: { categories: ["3D"], access: "premium" }, pageSize: 12 }),
    ],
    ["detail by slug", () => activityBySlug(db, visitor, "bench-05000")],
  ];
  const lines: string[] = [];
  for (const [label, run] of cases) {
    if (only && !only.test(label)) continue;
    // Twice: the second run is the one a warm server makes (a list's total is remembered, decision 019).
    for (const round of ["first request", "next requests"]) {
      captured.length = 0;
      await run();
      for (const { query, params } of [...captured]) {
        lines.push(`\n=== ${label}, ${round} (${database.kind}) ===`);
        lines.push(...(await explain(query, params)));
      }
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const { database, drop } = await openBenchDatabase(url);
  try {
    await seedBenchActivities(database.db, Number(process.env.BENCH_ACTIVITIES ?? 10_000));
    for (const line of await explainActivities(database)) console.log(line);
  } finally {
    await database.close();
    await drop();
  }
}
