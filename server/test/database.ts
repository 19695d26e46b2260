import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { seedGeography } from "../db/seed/geography.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database on that server (dropped again by `close`).
 */
export async function testDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: "memory://", onQuery: options.onQuery });
    await seedGeography(database.db);
    return database;
  }
  const created = await createPgDatabase(url);
  const database = await openDatabase({ url: created.url, onQuery: options.onQuery });
  await seedGeography(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Where a fresh database lives, for tests that open it more than once (a second server process, a
 * restart): a new PostgreSQL database when DATABASE_URL is set, else a PGlite folder (one opener at a time).
 */
export async function testDatabaseLocation(): Promise<{ options: { url?: string; dataDir?: string }; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const created = await createPgDatabase(url);
    return { options: { url: created.url }, drop: created.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "test-db-"));
  return { options: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

async function createPgDatabase(url: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
