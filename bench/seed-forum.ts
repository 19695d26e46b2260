// Generated forum for the bench: many published themes by the demo teachers, inserted in batches.
// Deterministic (a seeded generator), so runs on different machines measure the same data.
import { inArray, sql } from "drizzle-orm";
import { CATEGORIES } from "../common/activities.ts";
import type { Db } from "../server/db/client.ts";
import { contributions, users } from "../server/db/schema/index.ts";
import { seedContent } from "../server/db/seed/content/index.ts";
import { seedDemo } from "../server/db/seed/demo.ts";
import { seedGeography } from "../server/db/seed/geography.ts";
import { seedInClass } from "../server/db/seed/in-class/index.ts";
import { seedCourses } from "../server/db/seed/courses/index.ts";
import { seedLicencePackages } from "../server/db/seed/packages.ts";

const BATCH = 1_000;
const DAY = 24 * 60 * 60 * 1000;
const WORDS = [
  "robots",
  "programación",
  "sensores",
  "animación",
  "huerto",
  "familias",
  "evaluación",
  "tabletas",
  "seguridad",
  "videojuegos",
  "impresión",
  "cartón",
  "música",
  "datos",
  "inteligencia",
  "equipos",
];
const PARAGRAPH = "<p>Os cuento cómo lo hemos trabajado en clase, qué materiales usamos y qué cambiaríamos la próxima vez.</p>";

/** Mulberry32: small, fast, good enough to spread values. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the server seeds when it starts (server/main.ts, in its order), the demo accounts included: the
 * forum's authors must exist before the server does. The server then finds them and seeds nothing twice.
 */
export async function seedAsServer(db: Db): Promise<void> {
  await seedGeography(db);
  await seedContent(db);
  await seedInClass(db);
  await seedCourses(db);
  await seedLicencePackages(db);
  await seedDemo(db);
}

/**
 * `count` published themes by the demo teachers (seedAsServer first) over the last two years: one or two
 * categories, answers counted as moderation counts them.
 */
export async function seedBenchForum(db: Db, count = 100_000, seed = 13): Promise<void> {
  const authors = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ["docente@demo.test", "foro.andres@demo.test", "foro.carmen@demo.test", "foro.rocio@demo.test"]))
  ).map((u) => u.id);
  const random = generator(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const now = Date.now();
  for (let start = 1; start <= count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, i) => {
      const publishedAt = new Date(now - Math.floor(random() * 730 * DAY));
      const replyCount = random() < 0.3 ? 0 : Math.floor(random() * 30);
      const categories = [...new Set([pick(CATEGORIES), ...(random() < 0.4 ? [pick(CATEGORIES)] : [])])];
      return {
        section: "forum" as const,
        type: "theme" as const,
        authorId: pick(authors),
        language: "es",
        title: `${pick(WORDS)} y ${pick(WORDS)} en el aula ${start + i}`,
        content: `<p>¿Alguien ha probado a trabajar ${pick(WORDS)} con ${pick(WORDS)}?</p>${PARAGRAPH}`,
        categories,
        createdAt: publishedAt,
        publishedAt,
        pendingReview: false,
        replyCount,
        lastReplyAt: replyCount > 0 ? new Date(publishedAt.getTime() + Math.floor(random() * 30 * DAY)) : null,
      };
    });
    await db.insert(contributions).values(rows);
  }
  // Statistics and a visibility map, as autovacuum leaves a database that has been running: the planner then
  // picks the indexes, and a count can read the partial index alone.
  await db.execute(sql`vacuum analyze contributions`);
}
