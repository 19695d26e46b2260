// `npm run restore -- <folder>`: restores a backup (npm run backup) into DATA_DIR (a fresh one for the embedded
// database) or into DATABASE_URL's database (server/backup/backup.ts).
import { restore } from "../server/backup/backup.ts";

const from = process.argv[2];
if (!from) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? "data";
try {
  const manifest = await restore(from, { dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  console.log(
    `Restored the ${manifest.kind === "pglite" ? "embedded database" : "PostgreSQL database"} of ${manifest.createdAt} and ${manifest.files.join(", ") || "no files"} into ${dataDir}`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
