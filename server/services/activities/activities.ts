import { and, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { ActivityAccess, Audience, Category, CompetenceArea, Difficulty } from "../../../common/activities.ts";
import type { AgeSegment } from "../../../common/ages.ts";
import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import type { Db } from "../../db/client.ts";
import { activities, activityMarks, activityRatings } from "../../db/schema/index.ts";
import { preparedFor } from "../../db/prepared.ts";
import { inLanguage } from "../editing/editing.ts";
import { filterCondition, parseListInput, sortOrder, visibleActivity } from "./activity-list.ts";
import { catalogueVersion, countTotal, filterKey, reachedPublication, rememberedTotal } from "./activity-totals.ts";

/**
 * The public catalogue's activities as a viewer sees them: texts in the request's language, premium
 * content locked for visitors, and the viewer's own rating and marks. Every read is ONE statement
 * (the viewer's data joined in), whatever the page size.
 */

/** Who is looking: an account (its id) or a visitor (null), the page's language and the product's clock (ctx.now()). */
export type Viewer = { userId: string | null; lang: Language; now: Date };
export type ActivityMarkKind = "favourite" | "done";

export type ActivityView = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  audience: Audience;
  ageSegments: AgeSegment[];
  difficulty: Difficulty;
  minutes: number;
  category: Category;
  competences: CompetenceArea[];
  withKit: boolean;
  withMaterials: boolean;
  withPc: boolean;
  withTablet: boolean;
  access: ActivityAccess;
  /** Premium and the viewer is a visitor: the content below is null. */
  locked: boolean;
  description: string | null;
  materials: string[] | null;
  steps: string[] | null;
  tips: string | null;
  /** The PDF guide's path in the viewer's language; accounts only. */
  guideUrl: string | null;
  rating: { average: number | null; count: number; mine: number | null };
  favourite: boolean;
  done: boolean;
  updatedAt: Date;
};

export type ActivityPage = { items: ActivityView[]; total: number; page: number; pageSize: number; pageCount: number };

// The viewer's rating and marks, joined by primary key. For a visitor the join condition is false,
// so the statement (and its count) stays the same shape.
const mine = alias(activityRatings, "mine");
const favouriteMark = alias(activityMarks, "favourite_mark");
const doneMark = alias(activityMarks, "done_mark");

function joins(userId: string | Placeholder | null): Record<"mine" | "favourite" | "done", SQL> {
  if (!userId) return { mine: sql`false`, favourite: sql`false`, done: sql`false` };
  const marked = (mark: Record<"activityId" | "userId" | "kind", AnyPgColumn>, kind: ActivityMarkKind) =>
    and(eq(mark.activityId, activities.id), eq(mark.userId, userId), eq(mark.kind, kind)) as SQL;
  return {
    mine: and(eq(mine.activityId, activities.id), eq(mine.userId, userId)) as SQL,
    favourite: marked(favouriteMark, "favourite"),
    done: marked(doneMark, "done"),
  };
}

/** The long texts of an activity: its detail shows them, a list's cards do not. */
export const CONTENT_FIELDS = ["description", "materials", "steps", "tips"] as const;

/**
 * A list of texts in `lang`: English readers get the Spanish list where the English one was left empty (the editor
 * allows it, as inLanguage does for a text).
 */
function listIn(lang: Language, es: AnyPgColumn, en: AnyPgColumn): SQL<string[]> {
  return lang === "es" ? sql<string[]>`${es}` : sql<string[]>`(case when cardinality(${en}) = 0 then ${es} else ${en} end)`;
}

function content(lang: Language) {
  const a = activities;
  return {
    description: inLanguage(lang, a.descriptionEs, a.descriptionEn),
    materials: listIn(lang, a.materialsEs, a.materialsEn),
    steps: listIn(lang, a.stepsEs, a.stepsEn),
    tips: inLanguage(lang, a.tipsEs, a.tipsEn),
  };
}
/** Where a list leaves the long texts out: the same columns, read as nulls (no bytes to send and parse). */
const noContent = {
  description: sql<string | null>`null`,
  materials: sql<string[] | null>`null`,
  steps: sql<string[] | null>`null`,
  tips: sql<string | null>`null`,
};

function columns(lang: Language, withContent = true) {
  const a = activities;
  return {
    id: a.id,
    slug: a.slug,
    cover: a.cover,
    audience: a.audience,
    ageSegments: a.ageSegments,
    difficulty: a.difficulty,
    minutes: a.minutes,
    category: a.category,
    competences: a.competences,
    withKit: a.withKit,
    withMaterials: a.withMaterials,
    withPc: a.withPc,
    withTablet: a.withTablet,
    access: a.access,
    updatedAt: a.updatedAt,
    ratingCount: a.ratingCount,
    ratingSum: a.ratingSum,
    title: inLanguage(lang, a.titleEs, a.titleEn),
    summary: inLanguage(lang, a.summaryEs, a.summaryEn),
    ...(withContent ? content(lang) : noContent),
    mine: mine.score,
    favourite: sql<boolean>`${favouriteMark.userId} is not null`,
    done: sql<boolean>`${doneMark.userId} is not null`,
  };
}
/** A selected row; the viewer's rating comes from a LEFT JOIN, so it may be missing. */
type Row = Omit<SelectResultFields<ReturnType<typeof columns>>, "mine"> & { mine: number | null };

/** A row as the viewer may see it. */
function present(row: Row, viewer: Viewer): ActivityView {
  const { ratingCount, ratingSum, mine: score, description, materials, steps, tips, ...rest } = row;
  const locked = rest.access === "premium" && !viewer.userId;
  return {
    ...rest,
    locked,
    description: locked ? null : description,
    materials: locked ? null : materials,
    steps: locked ? null : steps,
    tips: locked ? null : tips,
    guideUrl: viewer.userId ? pathFor("activity-guide", viewer.lang, { id: rest.slug }) : null,
    rating: {
      average: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
      count: ratingCount,
      mine: score ?? null,
    },
    favourite: !!rest.favourite,
    done: !!rest.done,
  };
}

/**
 * One page of published activities, by a statement prepared once per filter shape, sort and language
 * (server/db/prepared.ts): a narrow inner query reads the page's ids through the sort's index
 * (no full count, so its cost does not grow with the catalogue), then only those rows are joined to
 * their texts and to the viewer's rating and marks, beside the catalogue's version. The total comes from
 * activity-totals.ts while that version stands; otherwise a second statement counts. `withContent: false`
 * reads the long texts (CONTENT_FIELDS) as null, for callers that do not show them.
 */
export async function listActivities(db: Db, viewer: Viewer, input: unknown, { withContent = true } = {}): Promise<ActivityPage> {
  const { filter, sort, page, pageSize } = parseListInput(input);
  const condition = filterCondition(filter, viewer.now);
  const signedIn = viewer.userId !== null;
  const statement = preparedFor(db, `activities ${viewer.lang} ${sort} ${signedIn} ${withContent} ${condition.shape}`, (name) => {
    const order = sortOrder(sort, viewer.lang);
    const pageIds = db.$with("page_ids").as(
      db
        .select({ id: activities.id })
        .from(activities)
        .where(condition.where)
        .orderBy(...order)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
    );
    const on = joins(signedIn ? sql.placeholder("userId") : null);
    return db
      .with(pageIds)
      .select({ ...columns(viewer.lang, withContent), version: catalogueVersion, reached: reachedPublication })
      .from(pageIds)
      .innerJoin(activities, eq(activities.id, pageIds.id))
      .leftJoin(mine, on.mine)
      .leftJoin(favouriteMark, on.favourite)
      .leftJoin(doneMark, on.done)
      .orderBy(...order)
      .prepare(name);
  });
  const rows = await statement.execute({ ...condition.values, limit: pageSize, offset: (page - 1) * pageSize, userId: viewer.userId });
  const known = rows[0] ? rememberedTotal(db, filterKey(filter, rows[0].reached), rows[0].version) : null;
  const total = known ?? (await countTotal(db, filter, condition));
  return {
    items: rows.map(({ version: _version, reached: _reached, ...row }) => present(row, viewer)),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/** A visible activity (published, its time come) matching `condition`, as the viewer sees it, or null (one statement). */
export async function findActivity(db: Db, viewer: Viewer, condition: SQL): Promise<ActivityView | null> {
  const on = joins(viewer.userId);
  const [row] = await db
    .select(columns(viewer.lang))
    .from(activities)
    .leftJoin(mine, on.mine)
    .leftJoin(favouriteMark, on.favourite)
    .leftJoin(doneMark, on.done)
    .where(and(condition, visibleActivity(viewer.now)))
    .limit(1);
  return row ? present(row, viewer) : null;
}

/** The detail page's activity by its slug; null when unknown or unpublished. */
export function activityBySlug(db: Db, viewer: Viewer, slug: string): Promise<ActivityView | null> {
  return findActivity(db, viewer, eq(activities.slug, slug));
}

/** The account's favourite and done activities, each most recently marked first (one statement). */
export async function myActivities(db: Db, viewer: Viewer & { userId: string }) {
  const listed = alias(activityMarks, "listed");
  const on = joins(viewer.userId);
  const rows = await db
    .select({ ...columns(viewer.lang), listedAs: listed.kind })
    .from(listed)
    .innerJoin(activities, and(eq(activities.id, listed.activityId), visibleActivity(viewer.now)))
    .leftJoin(mine, on.mine)
    .leftJoin(favouriteMark, on.favourite)
    .leftJoin(doneMark, on.done)
    .where(eq(listed.userId, viewer.userId))
    .orderBy(desc(listed.createdAt), desc(activities.id));
  const of = (kind: ActivityMarkKind) =>
    rows.filter((row) => row.listedAs === kind).map(({ listedAs: _kind, ...row }) => present(row, viewer));
  return { favourites: of("favourite"), done: of("done") };
}
