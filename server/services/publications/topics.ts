import { and, asc, desc, eq } from "drizzle-orm";
import type { Category } from "../../../common/activities.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { activities, topics } from "../../db/schema/index.ts";
import { visibleActivity } from "../activities/activity-list.ts";
import { inLanguage } from "../editing/editing.ts";

export type Topic = {
  id: number;
  slug: string;
  category: Category | null;
  title: string;
  summary: string;
  body: string;
  image: string;
};
/** What a topic page shows of a related activity. */
export type TopicActivity = { slug: string; title: string; summary: string; cover: string };

export const RELATED_ACTIVITIES = 4;

/** The texts in `lang`; English readers get the Spanish text where its editor left the English one empty. */
function columns(lang: Language) {
  return {
    id: topics.id,
    slug: topics.slug,
    category: topics.category,
    title: inLanguage(lang, topics.titleEs, topics.titleEn),
    summary: inLanguage(lang, topics.summaryEs, topics.summaryEn),
    body: inLanguage(lang, topics.bodyEs, topics.bodyEn),
    image: topics.image,
  };
}

/** A published topic by its slug, or null. */
export async function topic(db: Db, lang: Language, slug: string): Promise<Topic | null> {
  const [row] = await db
    .select(columns(lang))
    .from(topics)
    .where(and(eq(topics.slug, slug), eq(topics.published, true)))
    .limit(1);
  return row ?? null;
}

/** The published topics in their editorial order (for links between topics). */
export async function listTopics(db: Db, lang: Language): Promise<Topic[]> {
  return db.select(columns(lang)).from(topics).where(eq(topics.published, true)).orderBy(asc(topics.position), asc(topics.id));
}

/** Up to four visible activities (published, their time come at `now`) of the topic's category, the most rated first, in one statement. */
export async function relatedActivities(db: Db, lang: Language, category: Category | null, now: Date): Promise<TopicActivity[]> {
  if (!category) return [];
  const title = inLanguage(lang, activities.titleEs, activities.titleEn);
  return db
    .select({
      slug: activities.slug,
      title,
      summary: inLanguage(lang, activities.summaryEs, activities.summaryEn),
      cover: activities.cover,
    })
    .from(activities)
    .where(and(eq(activities.category, category), visibleActivity(now)))
    .orderBy(desc(activities.ratingCount), asc(title), asc(activities.id))
    .limit(RELATED_ACTIVITIES);
}
