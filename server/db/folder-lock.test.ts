import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { backup } from "../backup/backup.ts";
import { openDatabase } from "./client.ts";
import { FolderInUseError } from "./folder-lock.ts";

/**
 * One process per embedded database (issue 31, item 1.2): two servers on one PGlite folder each kept their own copy
 * and lost the other's acknowledged writes. A second opener of the folder refuses, naming it and PostgreSQL as the
 * way to run more than one process; a lock left by a killed process blocks nothing. PGlite only: the PostgreSQL pass
 * has nothing to add.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let dataDir: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "folder-lock-"));
});
afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

/** A process that opens the embedded database in DATA_DIR/db and keeps it open (test/dying-server.ts, `hold`). */
async function holdingProcess(): Promise<ChildProcess> {
  const env = { ...process.env, TEST_DATABASE: JSON.stringify({ dataDir: path.join(dataDir, "db") }) };
  const child = spawn(process.execPath, [path.join(here, "../test/dying-server.ts"), "hold"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) if (line === "open") return child;
  throw new Error("the holding process ended before opening the database");
}

describe.skipIf(!!process.env.DATABASE_URL)("the embedded database's folder, one process at a time", () => {
  test("a second server on the same DATA_DIR refuses to start, naming the folder and PostgreSQL", async () => {
    const first = await holdingProcess();
    const { DATABASE_URL: _unused, ...env } = process.env;
    // The build is never reached: the refusal comes first.
    const second = spawn(process.execPath, [path.join(here, "../main.ts")], {
      env: { ...env, DATA_DIR: dataDir, BUILD_DIR: path.join(dataDir, "no-build"), PORT: "3410", SEED_DEMO: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(second);
    let errors = "";
    second.stderr?.on("data", (chunk) => {
      errors += chunk;
    });
    const [code] = await once(second, "exit");
    expect(code).toBe(1);
    expect(errors).toContain(path.join(dataDir, "db"));
    expect(errors).toContain("one process only");
    expect(errors).toContain("PostgreSQL (DATABASE_URL)");
    expect(errors).not.toContain("    at ");
    // A backup of the folder the server holds is refused the same way.
    await expect(backup({ dataDir }, path.join(dataDir, "backup"))).rejects.toThrow(FolderInUseError);
    first.kill("SIGKILL");
    await once(first, "exit");
  }, 180_000);

  test("a lock left by a process killed with SIGKILL blocks nothing; a closed database frees its folder", async () => {
    const holder = await holdingProcess();
    holder.kill("SIGKILL");
    await once(holder, "exit");
    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    // A second opener in this process is refused too.
    await expect(openDatabase({ dataDir: path.join(dataDir, "db") })).rejects.toThrow(FolderInUseError);
    await database.close();
    const again = await openDatabase({ dataDir: path.join(dataDir, "db") });
    await again.close();
  }, 180_000);
});
