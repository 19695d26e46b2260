import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, type Db, migrationsFolder, openDatabase } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { seedGeography } from "../db/seed/geography.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database on that server (dropped again by `close`).
 */
export async function testDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: "memory://", loadDataDir: await migratedSnapshot(), onQuery: options.onQuery });
  const created = await createPgDatabase(url, await migratedTemplate(url));
  // Its migrations are the template's: opening only checks them.
  const database = await openDatabase({ url: created.url, onQuery: options.onQuery });
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
 * restart): a new PostgreSQL database when DATABASE_URL is set, else a PGlite folder (one opener at a time: a second one is refused, db/folder-lock.ts).
 */
export async function testDatabaseLocation(): Promise<{ options: { url?: string; dataDir?: string }; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const created = await createPgDatabase(url);
    return { options: { url: created.url }, drop: created.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "test-db-"));
  // The folder and its lock file beside it (db/folder-lock.ts).
  const drop = () => Promise.all([rm(dataDir, { recursive: true, force: true }), rm(`${dataDir}.lock`, { force: true })]).then(() => {});
  return { options: { dataDir }, drop };
}

/** A new database on the server at `url`: empty, or a copy of `template`. */
async function createPgDatabase(url: string, template?: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // PostgreSQL refuses to copy a template while another session is connected to it: the lock keeps the copies
    // of this machine's test workers away from a template being made, and from each other.
    if (template) await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/** The advisory lock the test databases' copies and the template's making take on the PostgreSQL server. */
const TEMPLATE_LOCK = 5_400_054;

/**
 * The name of a PostgreSQL database as a fresh one is after its migrations and the geography seed, made once on the
 * server and kept there under a hash of what made it (as the PGlite snapshot is, decision 044): every test file
 * then copies it (CREATE DATABASE … TEMPLATE, a fraction of a second) instead of migrating a new database (decision
 * 054). It is made under another name and renamed when complete, so an interrupted run leaves no half-made template.
 */
async function migratedTemplate(url: string): Promise<string> {
  const name = `test_template_${(await sourcesHash()).slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      const making = `${name}_making`;
      await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${making}`);
      const database = await openDatabase({ url: databaseUrl(url, making) });
      await seedGeography(database.db);
      await database.close();
      await admin.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** A hash of what makes a fresh test database: the migrations, the geography seed's code and PGlite's version. */
async function sourcesHash(): Promise<string> {
  const seeds = path.join(here, "..", "db", "seed");
  const sources = [
    ...(await readdir(migrationsFolder, { recursive: true }))
      .sort()
      .filter((name) => /\.(sql|json)$/.test(name))
      .map((name) => path.join(migrationsFolder, name)),
    ...["geography.ts", "centres.ts"].map((name) => path.join(seeds, name)),
  ];
  const pglite = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json");
  const hash = createHash("sha256").update(await readFile(pglite));
  for (const source of sources) hash.update(source).update(await readFile(source));
  return hash.digest("hex");
}

/**
 * A PGlite database as a fresh one is after its migrations and the geography seed, dumped once and kept in the
 * system's temporary folder under a hash of what made it (the migrations, the geography seed's code, PGlite's
 * version): every test file then starts from it instead of migrating again (about 4 s each). Two workers making it
 * at once each write their own file and rename it into place.
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `test-db-snapshot-${(await sourcesHash()).slice(0, 16)}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const client = await PGlite.create("memory://");
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await seedGeography(db as unknown as Db);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
