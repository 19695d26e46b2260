import { and, desc, eq, sql } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import { ActivitySurveyInput } from "../../../common/schemas/surveys.ts";
import { SURVEY_CHILD_AGES, SURVEY_CLASS_SIZES, type SurveyChildAge, type SurveyClassSize } from "../../../common/surveys.ts";
import type { Db } from "../../db/client.ts";
import { activities, openActivitySurveys } from "../../db/schema/index.ts";
import { visibleActivity } from "../activities/activity-list.ts";
import { canAnswerSurvey } from "../../policies/surveys.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The open-activity teacher survey (sections 3, 5 and 9; decision 033): one answer per user and open
 * activity (answering again replaces it), and the counts per activity and option for the foundation's staff.
 */

export type SurveyActivity = { id: number; slug: string; title: string };
export type SurveyAnswer = {
  childAges: SurveyChildAge[];
  classSize: SurveyClassSize | null;
  usedWithChildren: boolean;
  wouldRecommend: boolean | null;
  /** When the first answer was given (answering again keeps it). */
  answeredAt: Date;
};
export type ActivitySurveyView = { activity: SurveyActivity; answer: SurveyAnswer | null };

/** Per activity: how many answered, and how many chose each option. */
export type SurveyCount = {
  activity: SurveyActivity;
  answers: number;
  childAges: { option: SurveyChildAge; count: number }[];
  classSizes: { option: SurveyClassSize; count: number }[];
  usedWithChildren: { yes: number; no: number };
  wouldRecommend: { yes: number; no: number };
  lastAnsweredAt: Date;
};

/** The staff page lists at most this many activities, the most recently answered first. */
export const SURVEY_COUNTS_LIMIT = 1000;

const title = (lang: Language) => (lang === "es" ? activities.titleEs : activities.titleEn);

/**
 * The survey of a visible (published, its time come at `now`) open activity with the user's own answer, if any (one statement); null for an
 * unknown, unpublished or premium activity (the page answers 404).
 */
export async function activitySurvey(
  db: Db,
  user: { id: string },
  slug: string,
  lang: Language,
  now: Date,
): Promise<ActivitySurveyView | null> {
  const s = openActivitySurveys;
  const [row] = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      title: title(lang),
      access: activities.access,
      childAges: s.childAges,
      classSize: s.classSize,
      usedWithChildren: s.usedWithChildren,
      wouldRecommend: s.wouldRecommend,
      answeredAt: s.createdAt,
    })
    .from(activities)
    .leftJoin(s, and(eq(s.activityId, activities.id), eq(s.userId, user.id)))
    .where(and(eq(activities.slug, slug), visibleActivity(now)))
    .limit(1);
  if (!row || !canAnswerSurvey(user, row)) return null;
  const activity = { id: row.id, slug: row.slug, title: row.title };
  if (row.usedWithChildren === null || row.answeredAt === null) return { activity, answer: null };
  return {
    activity,
    answer: {
      childAges: row.childAges as SurveyChildAge[],
      classSize: row.classSize as SurveyClassSize | null,
      usedWithChildren: row.usedWithChildren,
      wouldRecommend: row.wouldRecommend,
      answeredAt: row.answeredAt,
    },
  };
}

/**
 * Records the user's answer to an open activity's survey, or replaces the one they gave. A premium, unknown
 * or unpublished activity is NOT_FOUND (404) whatever the answer; then every rule of section 5 is checked.
 */
export async function answerActivitySurvey(
  db: Db,
  user: { id: string },
  activityId: string,
  input: unknown,
  lang: Language,
  now: Date,
): Promise<ActivitySurveyView> {
  const id = /^\d{1,9}$/.test(activityId) ? Number(activityId) : null;
  const [activity] =
    id === null
      ? []
      : await db
          .select({ id: activities.id, slug: activities.slug, title: title(lang), access: activities.access })
          .from(activities)
          .where(and(eq(activities.id, id), visibleActivity(now)))
          .limit(1);
  if (!activity || !canAnswerSurvey(user, activity)) throw new DomainError("NOT_FOUND", { status: 404 });
  const answer = parseOrThrow(ActivitySurveyInput, input);
  const values = {
    childAges: answer.childAges,
    classSize: answer.classSize,
    usedWithChildren: answer.usedWithChildren,
    wouldRecommend: answer.wouldRecommend,
  };
  const [stored] = await db
    .insert(openActivitySurveys)
    .values({ userId: user.id, activityId: activity.id, ...values })
    .onConflictDoUpdate({ target: [openActivitySurveys.userId, openActivitySurveys.activityId], set: values })
    .returning({ createdAt: openActivitySurveys.createdAt });
  if (!stored) throw new Error("survey answer not stored");
  return { activity: { id: activity.id, slug: activity.slug, title: activity.title }, answer: { ...values, answeredAt: stored.createdAt } };
}

/**
 * The counts per activity and per option, in one statement grouped by activity (each option a filtered
 * count), the most recently answered activity first.
 */
export async function surveyCounts(db: Db, lang: Language): Promise<SurveyCount[]> {
  const s = openActivitySurveys;
  const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const ages = SURVEY_CHILD_AGES.map((age) => counted(sql`${age} = any(${s.childAges})`));
  const sizes = SURVEY_CLASS_SIZES.map((size) => counted(sql`${s.classSize} = ${size}`));
  const last = sql<Date>`max(${s.createdAt})`.mapWith(s.createdAt);
  const rows = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      title: title(lang),
      answers: sql<number>`count(*)`.mapWith(Number),
      ages: sql<number[]>`array[${sql.join(ages, sql`, `)}]`,
      sizes: sql<number[]>`array[${sql.join(sizes, sql`, `)}]`,
      usedYes: counted(sql`${s.usedWithChildren}`),
      usedNo: counted(sql`not ${s.usedWithChildren}`),
      recommendYes: counted(sql`${s.wouldRecommend}`),
      recommendNo: counted(sql`not ${s.wouldRecommend}`),
      last,
    })
    .from(s)
    .innerJoin(activities, eq(activities.id, s.activityId))
    .groupBy(activities.id)
    .orderBy(desc(last), activities.id)
    .limit(SURVEY_COUNTS_LIMIT);
  return rows.map((row) => ({
    activity: { id: row.id, slug: row.slug, title: row.title },
    answers: row.answers,
    childAges: SURVEY_CHILD_AGES.map((option, i) => ({ option, count: Number(row.ages[i] ?? 0) })),
    classSizes: SURVEY_CLASS_SIZES.map((option, i) => ({ option, count: Number(row.sizes[i] ?? 0) })),
    usedWithChildren: { yes: row.usedYes, no: row.usedNo },
    wouldRecommend: { yes: row.recommendYes, no: row.recommendNo },
    lastAnsweredAt: row.last,
  }));
}
