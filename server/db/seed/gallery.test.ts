import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { localStorage } from "../../storage/local-storage.ts";
import { testDatabase } from "../../test/database.ts";
import { contributionFiles, contributions } from "../schema/index.ts";
import { seedDemo } from "./demo.ts";
import { seedDemoGallery } from "./gallery.ts";

const dir = mkdtempSync(path.join(tmpdir(), "seed-gallery-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the demo gallery: published results with stored images, a video, a pending result and comment; seeded once", async () => {
  const database = await testDatabase();
  try {
    await seedDemo(database.db);
    const storage = localStorage(dir);
    expect(await seedDemoGallery(database.db, storage)).toBe(true);
    expect(await seedDemoGallery(database.db, storage)).toBe(false);
    const rows = await database.db.select().from(contributions).where(eq(contributions.section, "gallery"));
    const results = rows.filter((r) => r.type === "result");
    expect(results.filter((r) => r.publishedAt).length).toBeGreaterThanOrEqual(4);
    expect(
      rows
        .filter((r) => r.pendingReview)
        .map((r) => r.type)
        .sort(),
    ).toEqual(["comment", "result"]);
    const files = await database.db.select().from(contributionFiles);
    expect(files.some((f) => f.kind === "image" && f.state === "ready")).toBe(true);
    expect(files.some((f) => f.kind === "video") || results.some((r) => r.videoUrl?.includes("vimeo"))).toBe(true);
    for (const file of files) {
      expect(await storage.get(file.key)).not.toBeNull();
      expect(await storage.get(file.thumbKey!)).not.toBeNull();
    }
  } finally {
    await database.close();
  }
});
