import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Another process has the embedded database's folder open: the message names the folder and the way out. */
export class FolderInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is already open in another process (a running server, a backup or a restore). ` +
        "The embedded database serves one process only: stop the other process first; to run more than one process, use PostgreSQL (DATABASE_URL).",
    );
    this.name = "FolderInUseError";
  }
}

const SQLITE_BUSY = 5;

/**
 * Takes the exclusive lock of an embedded database's folder for this process, or throws FolderInUseError: two
 * processes on one PGlite folder each keep their own copy in memory and overwrite each other's writes. The lock is
 * the operating system's (an fcntl lock, taken through Node's built-in SQLite on an empty file beside the folder,
 * `<folder>.lock`, so PGlite's dumps and backups never carry it): the kernel releases it when the process ends,
 * however it ends (a kill -9 leaves nothing stale), and refuses a second holder in this process too. The file is
 * never removed: one deleted while another process opens it would let two processes lock two different files.
 * Returns the function that releases the lock.
 */
export function lockFolder(dataDir: string): () => void {
  const lock = new DatabaseSync(`${path.resolve(dataDir)}.lock`);
  try {
    // No journal: the lock file holds nothing, and a kill leaves no journal to roll back.
    lock.exec("PRAGMA journal_mode = OFF; BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) throw new FolderInUseError(dataDir);
    throw error;
  }
  return () => lock.close();
}
