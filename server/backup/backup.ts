import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockFolder } from "../db/folder-lock.ts";

/**
 * Backups of the product's data (issue 18, decision 040): a folder holding the database (PGlite's data directory as a
 * gzipped tar, or PostgreSQL's `pg_dump` custom format), the files the product keeps under DATA_DIR (users' uploads
 * and the formation downloads) and a manifest. A folder, not one archive, so files of any size are copied, not held
 * in memory; an operator can tar it. Uploads kept in S3-compatible storage are that service's to back up.
 */
export const BACKUP_FORMAT = 1;
/** What of DATA_DIR a backup carries besides the database: the storage's uploads and the formation downloads. */
export const FILE_DIRS = ["uploads", "downloads"] as const;

export type DataLocation = { dataDir: string; databaseUrl?: string };
export type Manifest = { format: number; kind: "pglite" | "postgres"; createdAt: string; files: string[] };

const pgliteDir = (dataDir: string) => path.join(dataDir, "db");
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", (error) => reject(new Error(`${command} could not start (${error.message}): install PostgreSQL's client tools`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
}

/** Writes a backup of `source` into `out`, which must not exist yet or be empty. For PGlite the server must be stopped (it refuses otherwise). */
export async function backup(source: DataLocation, out: string): Promise<Manifest> {
  if ((await exists(out)) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty`);
  await mkdir(out, { recursive: true });
  let kind: Manifest["kind"];
  if (source.databaseUrl) {
    kind = "postgres";
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(out, "database.dump")}`,
      `--dbname=${source.databaseUrl}`,
    ]);
  } else {
    kind = "pglite";
    if (!(await exists(pgliteDir(source.dataDir)))) throw new Error(`no embedded database in ${pgliteDir(source.dataDir)}`);
    // A running server holds the folder (db/folder-lock.ts): the backup refuses, naming it, rather than copy a stale state.
    const unlock = lockFolder(pgliteDir(source.dataDir));
    try {
      const client = await PGlite.create(pgliteDir(source.dataDir));
      try {
        const dump = await client.dumpDataDir("gzip");
        await writeFile(path.join(out, "database.tar.gz"), new Uint8Array(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  const files: string[] = [];
  for (const dir of FILE_DIRS) {
    const from = path.join(source.dataDir, dir);
    if (!(await exists(from))) continue;
    await cp(from, path.join(out, "files", dir), { recursive: true });
    files.push(dir);
  }
  const manifest: Manifest = { format: BACKUP_FORMAT, kind, createdAt: new Date().toISOString(), files };
  await writeFile(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup in `from` into `target`: a PGlite backup into a DATA_DIR without a database yet, a PostgreSQL
 * one into the (empty or older) database at `target.databaseUrl`; then its files into DATA_DIR. The server applies
 * newer migrations when it starts.
 */
export async function restore(from: string, target: DataLocation): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(from, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`unknown backup format ${manifest.format}`);
  if (manifest.kind === "postgres") {
    if (!target.databaseUrl) throw new Error("this backup is of PostgreSQL: set DATABASE_URL to the database to restore into");
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      `--dbname=${target.databaseUrl}`,
      path.join(from, "database.dump"),
    ]);
  } else {
    if (target.databaseUrl) throw new Error("this backup is of the embedded database: unset DATABASE_URL to restore it");
    const dir = pgliteDir(target.dataDir);
    if ((await exists(dir)) && (await readdir(dir)).length > 0)
      throw new Error(`${dir} already holds a database: restore into a fresh DATA_DIR`);
    await mkdir(dir, { recursive: true });
    const unlock = lockFolder(dir);
    try {
      const dump = new Blob([new Uint8Array(await readFile(path.join(from, "database.tar.gz")))]);
      const client = await PGlite.create(dir, { loadDataDir: dump });
      await client.close();
    } finally {
      unlock();
    }
  }
  for (const dir of manifest.files) {
    if (!FILE_DIRS.includes(dir as (typeof FILE_DIRS)[number])) continue;
    await cp(path.join(from, "files", dir), path.join(target.dataDir, dir), { recursive: true });
  }
  return manifest;
}
