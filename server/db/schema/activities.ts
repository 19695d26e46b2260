import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ACTIVITY_ACCESS, AUDIENCES, CATEGORIES, COMPETENCE_AREAS, DIFFICULTIES } from "../../../common/activities.ts";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import { users } from "./accounts.ts";

export const audience = pgEnum("audience", AUDIENCES);
export const ageSegment = pgEnum("age_segment", AGE_SEGMENTS);
export const difficulty = pgEnum("difficulty", DIFFICULTIES);
export const category = pgEnum("category", CATEGORIES);
export const competenceArea = pgEnum("competence_area", COMPETENCE_AREAS);
export const activityAccess = pgEnum("activity_access", ACTIVITY_ACCESS);
export const activityMark = pgEnum("activity_mark", ["favourite", "done"]);

/**
 * A title as the A-Z sort reads it: without the opening punctuation (¿ ¡ « " ( …) that would put it
 * before "A", and, in Spanish, with ñ as its own letter after n ("nω": ICU's root order puts Greek
 * after Latin). PGlite's ICU has only the root collation ("und-x-icu"), no Spanish one and no
 * punctuation-ignoring variant, so the key is computed and the root collation does the rest.
 */
const LEADING_PUNCTUATION = `'^[][[:space:]¿¡!?"''«»“”‘’(){}.,:;…*#_–—-]+'`;
const sortKey = (column: string, spanish: boolean) => {
  const stripped = `regexp_replace(${column}, ${LEADING_PUNCTUATION}, '')`;
  return sql.raw(spanish ? `replace(replace(${stripped}, 'ñ', 'nω'), 'Ñ', 'Nω')` : stripped);
};
/** The collation every title sort uses (see activity-list.ts). */
export const TITLE_COLLATION = sql.raw(`collate "und-x-icu"`);

/**
 * Activities of the public catalogue, with their texts in both languages. `slug` is the id in the
 * address. `ageRank` (the youngest segment's position) and the rating totals are kept beside the
 * row so that lists sort and show averages without grouping.
 */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    audience: audience("audience").notNull(),
    ageSegments: ageSegment("age_segments").array().notNull(),
    ageRank: smallint("age_rank").notNull(),
    difficulty: difficulty("difficulty").notNull(),
    minutes: integer("minutes").notNull(),
    category: category("category").notNull(),
    competences: competenceArea("competences").array().notNull(),
    withKit: boolean("with_kit").notNull().default(false),
    withMaterials: boolean("with_materials").notNull().default(false),
    withPc: boolean("with_pc").notNull().default(false),
    withTablet: boolean("with_tablet").notNull().default(false),
    access: activityAccess("access").notNull().default("open"),
    /** Public path of the cover picture, /images/activities/… */
    cover: text("cover").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    /** The titles' A-Z sort keys, kept by the database (sortKey). */
    titleSortEs: text("title_sort_es").notNull().generatedAlwaysAs(sortKey("title_es", true)),
    /** An English title left empty (the editor allows it) is read, and sorted, as the Spanish one. */
    titleSortEn: text("title_sort_en").notNull().generatedAlwaysAs(sortKey("coalesce(nullif(title_en, ''), title_es)", false)),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    /** What the activity is about, in paragraphs separated by blank lines. */
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** What is needed, one item per entry. */
    materialsEs: text("materials_es").array().notNull().default(sql`'{}'::text[]`),
    materialsEn: text("materials_en").array().notNull().default(sql`'{}'::text[]`),
    /** Steps to follow, in order; also the body of the downloadable guide. */
    stepsEs: text("steps_es").array().notNull(),
    stepsEn: text("steps_en").array().notNull(),
    /** Tips for the adult who guides the activity (the guide's closing section). */
    tipsEs: text("tips_es").notNull().default(""),
    tipsEn: text("tips_en").notNull().default(""),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    published: boolean("published").notNull().default(true),
    /**
     * When a published activity becomes visible (a later time: scheduled, by the product's clock); a draft keeps it.
     * A row written without one (the seeds, the content import) is public from the start: the epoch, not the
     * database's now, which a product clock set earlier (tests, demos) would read as a time still to come.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activities_slug_idx").on(t.slug),
    index("activities_audience_idx").on(t.audience),
    index("activities_category_idx").on(t.category),
    // The A-Z sorts read these (both directions): the same expression as their ORDER BY.
    index("activities_title_es_idx").on(sql`${t.titleSortEs} ${TITLE_COLLATION}`, t.id),
    index("activities_title_en_idx").on(sql`${t.titleSortEn} ${TITLE_COLLATION}`, t.id),
    index("activities_age_rank_idx").on(t.ageRank, t.id),
    index("activities_difficulty_idx").on(t.difficulty, t.id),
    index("activities_minutes_idx").on(t.minutes, t.id),
    index("activities_age_segments_idx").using("gin", t.ageSegments),
    index("activities_competences_idx").using("gin", t.competences),
    // The visitors' condition (published_at <= now) and the latest time already reached (activity-totals.ts).
    index("activities_published_at_idx").on(t.publishedAt),
  ],
);

/**
 * One row whose `version` changes whenever a change to `activities` may change a list's total (rows
 * added or removed, or a filtered column changed: not the rating totals). A trigger bumps it in the
 * changing transaction (migration 0007), so a total remembered with the version it was counted at is
 * known to be right while the version stays the same, in any process (activity-totals.ts).
 */
export const activityCatalogue = pgTable(
  "activity_catalogue",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("activity_catalogue_one_row", sql`${t.id} = 1`)],
);

/** One rating per user and activity, 1 to 5, changeable. */
export const activityRatings = pgTable(
  "activity_ratings",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.userId] }),
    index("activity_ratings_user_idx").on(t.userId),
    check("activity_ratings_score_range", sql`${t.score} between 1 and 5`),
  ],
);

/** Favourite and done marks of a user on an activity. */
export const activityMarks = pgTable(
  "activity_marks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    kind: activityMark("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId, t.kind] }),
    index("activity_marks_user_kind_idx").on(t.userId, t.kind, t.createdAt),
  ],
);
