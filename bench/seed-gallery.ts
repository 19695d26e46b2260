// Generated gallery for the bench: many published results (each with an image row; the files themselves are
// not needed to measure the grid), by the demo teacher, so the server's own demo seed finds its accounts.
import { AGE_SEGMENTS } from "../common/ages.ts";
import { CATEGORIES } from "../common/activities.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { contributionFiles, contributions, users } from "../server/db/schema/index.ts";
import { seedGeography } from "../server/db/seed/geography.ts";
import { seedDemo } from "../server/db/seed/demo.ts";

const BATCH = 500;

/** Inserts `count` published gallery results with one image row each (the demo accounts seeded first). */
export async function seedBenchGallery(db: Db, count = 10_000): Promise<void> {
  await seedGeography(db);
  await seedDemo(db);
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, "docente@demo.test"));
  if (!teacher) throw new Error("bench: no demo teacher");
  const start = Date.now() - count * 60_000;
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
      const n = from + i;
      const at = new Date(start + n * 60_000);
      return {
        type: "result" as const,
        section: "gallery" as const,
        authorId: teacher.id,
        title: `Resultado ${n}`,
        content: "Lo que hizo la clase, contado en unas líneas.",
        categories: [CATEGORIES[n % CATEGORIES.length] as string],
        age: AGE_SEGMENTS[n % AGE_SEGMENTS.length],
        pendingReview: false,
        publishedAt: at,
        createdAt: at,
      };
    });
    const inserted = await db.insert(contributions).values(rows).returning({ id: contributions.id });
    await db.insert(contributionFiles).values(
      inserted.map(({ id }) => ({
        contributionId: id,
        position: 0,
        kind: "image" as const,
        key: `gallery/${id.replaceAll("-", "")}.webp`,
        thumbKey: `gallery/${id.replaceAll("-", "")}.thumb.webp`,
        width: 800,
        height: 600,
      })),
    );
  }
  await db.execute(sql`analyze contributions`);
  await db.execute(sql`analyze contribution_files`);
}
