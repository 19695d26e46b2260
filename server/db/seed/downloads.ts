import type { Db } from "../client.ts";

/** Writes the formation downloads' files under dataDir/downloads and records them, when there are none. Returns whether it seeded. */
export async function seedDownloads(_db: Db, _dataDir: string): Promise<boolean> {
  return false;
}
