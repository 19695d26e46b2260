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
import { EVALUATION_STAGES } from "../../../common/evaluation.ts";
import { users } from "./accounts.ts";
import { ageSegment } from "./activities.ts";

export const evaluationStage = pgEnum("evaluation_stage", EVALUATION_STAGES);

/**
 * A teacher's classroom (sections 3 and 5): no pupil's personal data, only counts. The name is unique for the
 * teacher within the school year (`nameKey`: the name folded for comparison; `schoolYear`: "2026-27").
 */
export const classrooms = pgTable(
  "classrooms",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    age: ageSegment("age").notNull(),
    girls: integer("girls").notNull(),
    boys: integer("boys").notNull(),
    yearsInProgramme: integer("years_in_programme").notNull(),
    schoolYear: text("school_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("classrooms_name_idx").on(t.userId, t.schoolYear, t.nameKey), index("classrooms_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A classroom's adventure key for one stage (section 4: open or closed). `code` is what pupils type (or the QR
 * opens); `lang` the language the adventure plays in. Opened and closed by the teacher; a closed key refuses answers.
 */
export const adventureKeys = pgTable(
  "adventure_keys",
  {
    id: serial("id").primaryKey(),
    classroomId: integer("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    stage: evaluationStage("stage").notNull(),
    code: text("code").notNull().unique(),
    lang: text("lang").notNull().default("es"),
    open: boolean("open").notNull().default(true),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When its teacher last reset its groups: the limits on its groups count those started since (null: never). */
    groupsResetAt: timestamp("groups_reset_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("adventure_keys_stage_idx").on(t.classroomId, t.stage)],
);

/**
 * A group of at most three pupils on one device, named by a number or an animal. `token` is the device's way
 * back (kept in the browser) so a reload resumes; `position` the next question.
 */
export const adventureGroups = pgTable(
  "adventure_groups",
  {
    id: serial("id").primaryKey(),
    keyId: integer("key_id")
      .notNull()
      .references(() => adventureKeys.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    pupils: integer("pupils").notNull(),
    token: text("token").notNull().unique(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("adventure_groups_key_idx").on(t.keyId)],
);

/** A group's answer to a question of the bank (server/services/evaluation/questions), scored on the server. */
export const adventureAnswers = pgTable(
  "adventure_answers",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => adventureGroups.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    area: text("area").notNull(),
    answer: jsonb("answer").notNull(),
    correct: boolean("correct").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.questionId] })],
);
