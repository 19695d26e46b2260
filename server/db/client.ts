import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../logger.ts";
import { lockFolder } from "./folder-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction commits);
   * resolves to the function that stops listening. On PostgreSQL it holds a connection of its own.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
};

/** The migrations' folder (server/test/database.ts migrates its snapshot from it too). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database and applies the migrations: PostgreSQL when a URL is given, otherwise PGlite
 * (embedded Postgres) in `dataDir`, or in memory when `dataDir` is "memory://"; `loadDataDir` starts PGlite from a
 * dump of another one (the tests' migrated database: server/test/database.ts).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob; onQuery?: (sql: string) => void }): Promise<Database> {
  const queryLogger = options.onQuery ? { logQuery: (sql: string) => options.onQuery?.(sql) } : undefined;
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: log it; the pool reconnects.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection closed"));
    const db = drizzlePg(pool, { schema, logger: queryLogger });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end(), listen: (channel, onNotify) => listenPg(url, channel, onNotify) };
  }
  const dataDir = options.dataDir ?? "memory://";
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    // One process per folder (folder-lock.ts): a second one refuses to start instead of losing writes.
    unlock = lockFolder(dataDir);
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite(client, { schema, logger: queryLogger });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    const close = async () => {
      await opened.close();
      unlock();
    };
    return { db: db as unknown as Db, kind: "pglite", close, listen: (channel, onNotify) => opened.listen(channel, onNotify) };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}

/** LISTEN on a connection outside the pool; a closed connection is logged (what listens must not depend on it alone). */
async function listenPg(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", (error) => logger.warn({ err: error, channel }, "notification connection closed"));
  client.on("notification", onNotify);
  await client.connect();
  await client.query(`LISTEN "${channel}"`);
  return () => client.end();
}
