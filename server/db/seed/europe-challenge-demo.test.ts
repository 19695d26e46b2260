import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { localStorage } from "../../storage/local-storage.ts";
import { testDatabase } from "../../test/database.ts";
import { europeChallengeEntries, europeChallengeFiles, users } from "../schema/index.ts";
import { DEMO_CENTER } from "./centers.ts";
import { seedDemo } from "./demo.ts";
import { seedEuropeChallengeDemo } from "./europe-challenge-demo.ts";

const dir = mkdtempSync(path.join(tmpdir(), "seed-europe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the Europe demo: the demo teacher's school pre-registered in 2025-26, another school's entry submitted with private files; seeded once", async () => {
  const database = await testDatabase();
  try {
    await seedDemo(database.db);
    const storage = localStorage(dir);
    expect(await seedEuropeChallengeDemo(database.db, storage)).toBe(true);
    expect(await seedEuropeChallengeDemo(database.db, storage)).toBe(false);
    const people = new Map((await database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
    const entries = await database.db.select().from(europeChallengeEntries);
    expect(entries.find((e) => people.get(e.userId) === "docente@demo.test")).toMatchObject({ edition: "2025-26", state: "preregistered", centreCode: DEMO_CENTER.code });
    const submitted = entries.find((e) => e.state === "submitted");
    expect(submitted).toMatchObject({ edition: "2025-26", peopleShown: "noFaces", travelProtocol: true });
    const files = await database.db.select().from(europeChallengeFiles);
    expect(files.map((f) => f.kind).sort()).toEqual(["photo", "photo", "photo", "video"]);
    for (const file of files) {
      expect(file.storageKey).toMatch(/^private\//);
      expect(await storage.get(file.storageKey)).not.toBeNull();
    }
  } finally {
    await database.close();
  }
});
