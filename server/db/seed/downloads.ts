import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { downloads } from "../schema/index.ts";
import { DOWNLOAD_FILES, type DownloadFile } from "./downloads/files.ts";

/** Where the formation files live: DATA_DIR/downloads (the file route serves nothing else). */
export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, "downloads");
}

/** Makes a file's bytes and writes them (through a temporary name, so no half-written file is served). Returns its size. */
async function writeDownload(dir: string, file: DownloadFile): Promise<number> {
  const made = await file.make();
  const bytes = typeof made === "string" ? new TextEncoder().encode(made) : made;
  const target = path.join(dir, file.fileName);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
  return bytes.byteLength;
}

async function sizeOnDisk(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/**
 * Writes the formation downloads' files under dataDir/downloads and records them (real size and type),
 * when there are none. On a database that has them, a recorded file missing on disk (a new DATA_DIR with
 * an old database) or of another size is made again. Returns whether it wrote anything.
 */
export async function seedDownloads(db: Db, dataDir: string): Promise<boolean> {
  const dir = downloadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const recorded = await db.select({ id: downloads.id, fileName: downloads.fileName, size: downloads.size }).from(downloads);
  if (recorded.length === 0) {
    const rows: (typeof downloads.$inferInsert)[] = [];
    for (const [position, file] of DOWNLOAD_FILES.entries()) {
      const size = await writeDownload(dir, file);
      const { make: _make, ...texts } = file;
      rows.push({ ...texts, size, position });
    }
    // Two processes booting on one new database: the second one's rows are ignored, its files are the same bytes.
    await db.insert(downloads).values(rows).onConflictDoNothing();
    return true;
  }
  const byName = new Map(DOWNLOAD_FILES.map((file) => [file.fileName, file]));
  let repaired = false;
  for (const row of recorded) {
    const file = byName.get(row.fileName);
    if (!file) continue; // recorded by someone else (not generated here): nothing to make it from
    if ((await sizeOnDisk(path.join(dir, row.fileName))) === row.size) continue;
    const size = await writeDownload(dir, file);
    if (size !== row.size) await db.update(downloads).set({ size }).where(eq(downloads.id, row.id));
    repaired = true;
  }
  return repaired;
}
