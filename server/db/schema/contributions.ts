import { type AnyPgColumn, boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTRIBUTION_SECTIONS, CONTRIBUTION_TYPES } from "../../../common/contributions.ts";
import { activities } from "./activities.ts";
import { users } from "./accounts.ts";

export const contributionType = pgEnum("contribution_type", CONTRIBUTION_TYPES);
export const contributionSection = pgEnum("contribution_section", CONTRIBUTION_SECTIONS);

/**
 * Everything users post for others to read (section 4): activity comments now, forum themes and
 * answers, gallery results and bulletin posts later. A contribution is pending until a moderator
 * publishes (publishedAt set) or rejects it (rejectedAt set); replies hang from `parentId` and go
 * with their parent.
 */
export const contributions = pgTable(
  "contributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: contributionType("type").notNull(),
    section: contributionSection("section").notNull(),
    authorId: uuid("author_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => contributions.id, { onDelete: "cascade" }),
    /** The activity a comment is about (section "activities"). */
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    title: text("title"),
    content: text("content").notNull(),
    categories: text("categories").array().notNull().default([]),
    /** Attached files (public paths), for gallery results. */
    files: text("files").array().notNull().default([]),
    /** Language the author wrote in. */
    language: text("language").notNull().default("es"),
    pendingReview: boolean("pending_review").notNull().default(true),
    rejected: boolean("rejected").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    moderatedBy: uuid("moderated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("contributions_activity_idx").on(t.activityId, t.publishedAt),
    index("contributions_queue_idx").on(t.section, t.pendingReview, t.createdAt),
    index("contributions_author_idx").on(t.authorId, t.createdAt),
    index("contributions_parent_idx").on(t.parentId),
  ],
);
