import { AGE_SEGMENTS } from "../../../../common/ages.ts";
import type { Db } from "../../client.ts";
import { activities, events, news, programs, redirects, topics } from "../../schema/index.ts";
import { activitySeeds } from "./activities/index.ts";
import { daysBefore, eventInstants } from "./dates.ts";
import { eventSeeds } from "./events/index.ts";
import { newsSeeds } from "./news/index.ts";
import { programSeeds } from "./programs.ts";
import { redirectSeeds } from "./redirects.ts";
import { topicSeeds } from "./topics/index.ts";
import type { ActivitySeed } from "./types.ts";

export function activityRow(seed: ActivitySeed): typeof activities.$inferInsert {
  return {
    slug: seed.slug,
    audience: seed.audience,
    ageSegments: seed.ages,
    ageRank: Math.min(...seed.ages.map((age) => AGE_SEGMENTS.indexOf(age))),
    difficulty: seed.difficulty,
    minutes: seed.minutes,
    category: seed.category,
    competences: seed.competences,
    withKit: seed.kit ?? false,
    withMaterials: seed.materials ?? false,
    withPc: seed.pc ?? false,
    withTablet: seed.tablet ?? false,
    access: seed.premium ? "premium" : "open",
    cover: `/images/activities/${seed.slug}.svg`,
    titleEs: seed.es.title,
    titleEn: seed.en.title,
    summaryEs: seed.es.summary,
    summaryEn: seed.en.summary,
    descriptionEs: seed.es.description,
    descriptionEn: seed.en.description,
    materialsEs: seed.es.materials,
    materialsEn: seed.en.materials,
    stepsEs: seed.es.steps,
    stepsEn: seed.en.steps,
    tipsEs: seed.es.tips,
    tipsEn: seed.en.tips,
  };
}

/**
 * Seeds the public catalogue (activities, news, events, topics, programme pages, redirects) when
 * the activities table is empty; event and news dates are relative to `now`, so a fresh database
 * always has something on today. Returns whether it seeded.
 */
export async function seedContent(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.select({ id: activities.id }).from(activities).limit(1);
  if (existing.length > 0) return false;

  await db.transaction(async (tx) => {
    await tx.insert(activities).values(activitySeeds.map(activityRow));
    await tx.insert(news).values(
      newsSeeds.map((seed) => ({
        slug: seed.slug,
        titleEs: seed.title.es,
        titleEn: seed.title.en,
        summaryEs: seed.summary.es,
        summaryEn: seed.summary.en,
        bodyEs: seed.body.es,
        bodyEn: seed.body.en,
        image: `/images/news/${seed.slug}.svg`,
        published: seed.published ?? true,
        publishedAt: daysBefore(now, seed.daysAgo),
      })),
    );
    await tx.insert(events).values(
      eventSeeds.map((seed) => ({
        slug: seed.slug,
        type: seed.type,
        titleEs: seed.title.es,
        titleEn: seed.title.en,
        summaryEs: seed.summary.es,
        summaryEn: seed.summary.en,
        bodyEs: seed.body.es,
        bodyEn: seed.body.en,
        image: `/images/events/${seed.slug}.svg`,
        ...eventInstants(seed.when, now),
        placeEs: seed.place.es,
        placeEn: seed.place.en,
        url: seed.url ?? null,
        published: seed.published ?? true,
        // Public for a while by the product's clock (a later time would be a scheduled event).
        publishedAt: daysBefore(now, 60),
      })),
    );
    await tx.insert(topics).values(
      topicSeeds.map((seed, index) => ({
        slug: seed.slug,
        category: seed.category,
        titleEs: seed.title.es,
        titleEn: seed.title.en,
        summaryEs: seed.summary.es,
        summaryEn: seed.summary.en,
        bodyEs: seed.body.es,
        bodyEn: seed.body.en,
        image: `/images/topics/${seed.slug}.svg`,
        position: index + 1,
      })),
    );
    // Programmes may already exist (created by an older demo seed): fill in their public page.
    for (const program of programSeeds) {
      const { code, ...page } = program;
      await tx.insert(programs).values(program).onConflictDoUpdate({ target: programs.code, set: page });
    }
    await tx.insert(redirects).values(redirectSeeds).onConflictDoNothing();
  });
  return true;
}
