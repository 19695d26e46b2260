// `npm run backup [-- <folder>]`: a backup of DATA_DIR (and of DATABASE_URL's database when set) into a new folder,
// backup-<date-time> by default (server/backup/backup.ts). For the embedded database, stop the server first (it refuses otherwise).
import { backup } from "../server/backup/backup.ts";

const dataDir = process.env.DATA_DIR ?? "data";
const out = process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}`;
try {
  const manifest = await backup({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined }, out);
  console.log(
    `Backup of the ${manifest.kind === "pglite" ? "embedded database" : "PostgreSQL database"} and ${manifest.files.join(", ") || "no files"} written to ${out}`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
