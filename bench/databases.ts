// The databases a bench runs on: PGlite in a folder (or in memory), or a fresh PostgreSQL database
// `bench_<random>` on the server of a URL, dropped again afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../server/db/client.ts";

export type BenchDatabase = {
  database: Database;
  /** The URL the server should use (PostgreSQL only). */
  url?: string;
  /** Removes the PostgreSQL database (call after closing every connection to it). */
  drop: () => Promise<void>;
};

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens (and migrates) a bench database: PostgreSQL when `url` is given, else PGlite in `dataDir`. */
export async function openBenchDatabase(url?: string, dataDir = "memory://"): Promise<BenchDatabase> {
  if (!url) return { database: await openDatabase({ dataDir }), drop: async () => {} };
  const name = `bench_${randomBytes(4).toString("hex")}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return { database, url: target.toString(), drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
