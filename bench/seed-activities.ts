// Generated catalogue for the bench: many varied activities, inserted in batches. Deterministic (a
// seeded generator), so runs on different machines measure the same data.
import { AGE_SEGMENTS, type AgeSegment } from "../common/ages.ts";
import { AUDIENCES, CATEGORIES, COMPETENCE_AREAS, DIFFICULTIES } from "../common/activities.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { activities } from "../server/db/schema/index.ts";

const BATCH = 500;

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

const WORDS_ES = [
  "Robots",
  "Árbol",
  "luces",
  "cuentos",
  "código",
  "juegos",
  "abejas",
  "música",
  "planetas",
  "Ñandú",
  "puzles",
  "mapas",
  "datos",
  "sensores",
  "colores",
  "ética",
];
const WORDS_EN = [
  "Robots",
  "Tree",
  "lights",
  "stories",
  "code",
  "games",
  "bees",
  "music",
  "planets",
  "Rhea",
  "puzzles",
  "maps",
  "data",
  "sensors",
  "colours",
  "ethics",
];
const PARAGRAPH_ES = "Una actividad para descubrir la tecnología jugando, paso a paso, con preguntas, pruebas y mucha imaginación. ";
const PARAGRAPH_EN = "An activity to discover technology through play, step by step, with questions, trials and plenty of imagination. ";

export type BenchActivity = typeof activities.$inferInsert;

/** The `index`-th generated activity (slugs `bench-00001`…, apart from the real catalogue's). */
export function benchActivity(index: number, random: () => number): BenchActivity {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const first = Math.floor(random() * AGE_SEGMENTS.length);
  const ageSegments = (
    random() < 0.4 && first < AGE_SEGMENTS.length - 1 ? [AGE_SEGMENTS[first], AGE_SEGMENTS[first + 1]] : [AGE_SEGMENTS[first]]
  ) as AgeSegment[];
  const competences = [...new Set([pick(COMPETENCE_AREAS), pick(COMPETENCE_AREAS), pick(COMPETENCE_AREAS)])];
  const w = [
    Math.floor(random() * WORDS_ES.length),
    Math.floor(random() * WORDS_ES.length),
    Math.floor(random() * WORDS_ES.length),
  ] as const;
  const ratingCount = Math.floor(random() * 40);
  return {
    slug: `bench-${String(index).padStart(5, "0")}`,
    audience: pick(AUDIENCES),
    ageSegments,
    ageRank: first,
    difficulty: pick(DIFFICULTIES),
    minutes: 10 + Math.floor(random() * 28) * 5,
    category: pick(CATEGORIES),
    competences,
    withKit: random() < 0.3,
    withMaterials: random() < 0.5,
    withPc: random() < 0.5,
    withTablet: random() < 0.4,
    access: random() < 0.25 ? "premium" : "open",
    cover: "/images/activities/placeholder.svg",
    titleEs: `${WORDS_ES[w[0]]} y ${WORDS_ES[w[1]]} ${index}`,
    titleEn: `${WORDS_EN[w[0]]} and ${WORDS_EN[w[2]]} ${index}`,
    summaryEs: `Aprende con ${WORDS_ES[w[1]]} y ${WORDS_ES[w[2]]}.`,
    summaryEn: `Learn with ${WORDS_EN[w[1]]} and ${WORDS_EN[w[2]]}.`,
    descriptionEs: `${PARAGRAPH_ES.repeat(3)}\n\n${PARAGRAPH_ES.repeat(2)}`,
    descriptionEn: `${PARAGRAPH_EN.repeat(3)}\n\n${PARAGRAPH_EN.repeat(2)}`,
    materialsEs: ["Papel", "Tijeras", "Cinta adhesiva"],
    materialsEn: ["Paper", "Scissors", "Tape"],
    stepsEs: Array.from({ length: 5 }, (_, i) => `Paso ${i + 1}: ${PARAGRAPH_ES}`),
    stepsEn: Array.from({ length: 5 }, (_, i) => `Step ${i + 1}: ${PARAGRAPH_EN}`),
    tipsEs: PARAGRAPH_ES,
    tipsEn: PARAGRAPH_EN,
    ratingCount,
    ratingSum: ratingCount * (1 + Math.floor(random() * 5)),
    published: random() < 0.97,
  };
}

/** Inserts `count` generated activities in batches of 500 rows per statement. */
export async function seedBenchActivities(db: Db, count = 10_000, seed = 20_26): Promise<void> {
  const random = generator(seed);
  for (let start = 1; start <= count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, i) => benchActivity(start + i, random));
    await db.insert(activities).values(rows);
  }
  // Fresh statistics, as a database that has been running would have: the planner then picks the indexes.
  await db.execute(sql`analyze activities`);
}
