import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BLOCK_TYPES, type BlockContent, type BlockSolution, type BlockType, type Explanation } from "../../../common/courses.ts";
import { users } from "./accounts.ts";

export const blockType = pgEnum("course_block_type", BLOCK_TYPES);

/**
 * A course for teachers (sections 1 and 3). `slug` is its address; `hours` the training hours its certificate
 * states; unpublished courses are seen by staff and event managers only (section 6). What to take next is a list
 * of course slugs and of itinerary activities (`recommended*`), read in their order.
 */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    image: text("image").notNull(),
    hours: integer("hours").notNull(),
    published: boolean("published").notNull().default(false),
    position: integer("position").notNull().default(0),
    recommendedCourses: text("recommended_courses").array().notNull().default([]),
    recommendedActivities: integer("recommended_activities").array().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("courses_published_idx").on(t.published, t.position)],
);

/** A unit of a course, in its order: the "course activity" of section 2's course-activity preview. */
export const courseUnits = pgTable(
  "course_units",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    minutes: integer("minutes").notNull(),
  },
  (t) => [uniqueIndex("course_units_position_idx").on(t.courseId, t.position)],
);

/**
 * A content block of a unit. `content*` is what the page shows; `solution` and `explanation` (interactive
 * blocks only) never leave the server before the teacher answers. A required block must be answered right
 * for its unit to complete.
 */
export const courseBlocks = pgTable(
  "course_blocks",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => courseUnits.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: blockType("type").notNull().$type<BlockType>(),
    required: boolean("required").notNull().default(false),
    contentEs: jsonb("content_es").$type<BlockContent[BlockType]>().notNull(),
    contentEn: jsonb("content_en").$type<BlockContent[BlockType]>().notNull(),
    solution: jsonb("solution").$type<BlockSolution[keyof BlockSolution]>(),
    explanation: jsonb("explanation").$type<Explanation>(),
  },
  (t) => [uniqueIndex("course_blocks_position_idx").on(t.unitId, t.position)],
);

/**
 * A teacher's course: where they left off, when they completed it and the code its certificate carries
 * (issued once, at completion; the certificate page verifies it).
 */
export const courseEnrolments = pgTable(
  "course_enrolments",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lastUnitId: integer("last_unit_id").references(() => courseUnits.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    certificateCode: text("certificate_code").unique(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_enrolments_completed_idx").on(t.userId, t.completedAt).where(sql`${t.completedAt} is not null`),
  ],
);

/** A teacher's completed units. */
export const courseUnitCompletions = pgTable(
  "course_unit_completions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => courseUnits.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
);

/** A teacher's last answer to an interactive block, as scored by the server. */
export const courseBlockAnswers = pgTable(
  "course_block_answers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockId: integer("block_id")
      .notNull()
      .references(() => courseBlocks.id, { onDelete: "cascade" }),
    answer: jsonb("answer").notNull(),
    correct: boolean("correct").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockId] })],
);
