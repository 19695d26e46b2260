import { randomBytes } from "node:crypto";
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
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), onQuery: options.onQuery });
  await seedGeography(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
