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
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const queryLogger = options.onQuery ? { logQuery: (sql: string) => options.onQuery?.(sql) } : undefined;
  const { url } = options;
  if (url) {
    // A connect that hangs (an unreachable host) or waits too long for a free connection fails, answered 503, and the
    // next request tries again; keep-alive notices a peer that vanished without closing.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000, keepAlive: true });
    // A connection the server closes (a restart, a failover, pg_terminate_backend) must not end the process. pg-pool
    // listens to its idle connections only ('error' on the pool) and not to one checked out, which a transaction holds
    // between its statements: every connection gets a listener of its own. The statement in hand fails (answered 503:
    // connection-errors.ts), the pool drops the connection when it comes back, and the next request opens a new one.
    pool.on("connect", (client) => client.on("error", (error) => logger.warn({ err: error }, "database connection lost")));
    pool.on("error", () => {}); // an idle connection's: logged by the listener above
    const db = drizzlePg(pool, { schema, logger: queryLogger });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, onNotify) => listenPg(url, channel, onNotify),
    };
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

/** The notification connection's reconnects after a loss: a wait from 0.5 s, doubling up to 30 s. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection outside the pool. A lost connection (a restart, pg_terminate_backend) is opened again, with
 * the waits of LISTEN_RETRY_MS, and `onNotify` is called once it is back: notifications sent while it was down are
 * lost, so whoever listens looks again (the jobs worker polls meanwhile). Resolves after the first attempt, whether it
 * connected or not (a failed one is tried again likewise).
 */
async function listenPg(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const attempt = async (): Promise<void> => {
    timer = undefined;
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (stopped) return;
      const waitMs = Math.min(LISTEN_RETRY_MS.first * 2 ** failures, LISTEN_RETRY_MS.max);
      failures++;
      logger.warn({ err: error, channel, retryInMs: waitMs }, "notification connection lost");
      timer = setTimeout(attempt, waitMs);
    };
    client.on("error", lose);
    client.on("end", () => lose());
    client.on("notification", () => onNotify());
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (failures > 0) {
      failures = 0;
      logger.info({ channel }, "notification connection restored");
      onNotify();
    }
  };
  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}
