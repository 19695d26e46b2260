import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "../db/client.ts";
import { activities, users } from "../db/schema/index.ts";
import { seedGeography } from "../db/seed/geography.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { testDatabaseLocation } from "../test/database.ts";
import { backup, restore } from "./backup.ts";

/**
 * `npm run backup` and `npm run restore` (issue 18): a data folder with content, an account and an upload is backed
 * up, restored into a fresh data folder (and, on PostgreSQL, a fresh database), and everything is found there.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function folder(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe(`a backup of the ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"} database and its files`, () => {
  // Backs up and restores a whole database and its files (about 15 s alone on 2 cores): more than the default 30 s
  // while the other Vitest worker shares the processor.
  test("restored into a fresh data folder holds the content, the accounts and the uploads", async () => {
    const source = await testDatabaseLocation();
    const target = await testDatabaseLocation();
    cleanups.push(source.drop, target.drop);
    const sourceDir = await folder("backup-source-");
    const targetDir = await folder("backup-target-");
    const databaseUrl = source.options.url;

    const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(sourceDir, "db") });
    await seedGeography(database.db);
    const person = await givenUser(database.db, { name: "Restaurada" });
    const activity = await givenActivity(database.db, { titleEs: "Actividad de la copia" });
    await database.close();
    await mkdir(path.join(sourceDir, "uploads", "profiles"), { recursive: true });
    await writeFile(path.join(sourceDir, "uploads", "profiles", "foto.webp"), new Uint8Array([7, 7, 7]));

    const out = path.join(await folder("backup-out-"), "copy");
    const manifest = await backup({ dataDir: sourceDir, databaseUrl }, out);
    expect(manifest).toMatchObject({ format: 1, kind: databaseUrl ? "postgres" : "pglite", files: ["uploads"] });
    // A second backup into the same folder would mix two: refused.
    await expect(backup({ dataDir: sourceDir, databaseUrl }, out)).rejects.toThrow("is not empty");

    await restore(out, { dataDir: targetDir, databaseUrl: target.options.url });
    const restored = await openDatabase(target.options.url ? { url: target.options.url } : { dataDir: path.join(targetDir, "db") });
    try {
      const [account] = await restored.db.select().from(users).where(eq(users.id, person.id));
      expect(account).toMatchObject({ email: person.email, name: "Restaurada" });
      const [content] = await restored.db.select().from(activities).where(eq(activities.id, activity.id));
      expect(content?.titleEs).toBe("Actividad de la copia");
    } finally {
      await restored.close();
    }
    expect(Array.from(await readFile(path.join(targetDir, "uploads", "profiles", "foto.webp")))).toEqual([7, 7, 7]);
    // An embedded database is restored only into a data folder that has none.
    if (!databaseUrl) await expect(restore(out, { dataDir: targetDir })).rejects.toThrow("already holds a database");
  }, 90_000);
});
