import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONTRIBUTION_SECTIONS, CONTRIBUTION_TYPES } from "../../../common/contributions.ts";
import { activities, ageSegment } from "./activities.ts";
import { users } from "./accounts.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const contributionType = pgEnum("contribution_type", CONTRIBUTION_TYPES);
export const contributionSection = pgEnum("contribution_section", CONTRIBUTION_SECTIONS);

/**
 * Everything users post for others to read (section 4): activity comments, forum themes and answers,
 * gallery results and their comments, bulletin posts and their answers. A contribution is pending until
 * a moderator publishes (publishedAt set) or rejects it (rejectedAt set); replies hang from `parentId`
 * and go with their parent. A bulletin post is written by staff: pending is its draft.
 */
export const contributions = pgTable(
  "contributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: contributionType("type").notNull(),
    section: contributionSection("section").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    /** The moderator's reason for rejecting, told to the author. */
    rejectReason: text("reject_reason"),
    /** What the personal-data guard found (common/contributions.ts PERSONAL_DATA_KINDS), shown to the moderator. */
    heldFor: text("held_for").array().notNull().default([]),
    /** When the author was emailed the moderation's outcome (null: not yet; the desk's publishedNoEmailSent). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** Published replies and the last one's publication: the forum's and bulletin's sorts, kept by moderation. */
    replyCount: integer("reply_count").notNull().default(0),
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
    /** A gallery result's class age (the gallery's section filter). */
    age: ageSegment("age"),
    /** A gallery result's YouTube or Vimeo address, instead of or beside its files. */
    videoUrl: text("video_url"),
    /**
     * The author's form's idempotency key (common/idempotency.ts): one post per author and key, so a submission
     * sent again (a client that gave up and a user who retried) stores nothing new. Null for seeded rows and
     * for API callers that send none.
     */
    idempotencyKey: text("idempotency_key"),
    /** The words of title and content (tags dropped by the parser) for the forum's search; Spanish only. */
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('spanish', coalesce(title, '') || ' ' || content)`),
  },
  (t) => [
    index("contributions_activity_idx").on(t.activityId, t.publishedAt),
    index("contributions_queue_idx").on(t.section, t.pendingReview, t.createdAt),
    index("contributions_author_idx").on(t.authorId, t.createdAt),
    // NULLs are distinct: rows without a key never conflict.
    uniqueIndex("contributions_author_idempotency_key_idx").on(t.authorId, t.idempotencyKey),
    index("contributions_parent_idx").on(t.parentId),
    // The community lists: published threads of a section by each sort (constant cost per page).
    index("contributions_threads_recent_idx")
      .on(t.section, t.publishedAt, t.id)
      .where(sql`parent_id is null and published_at is not null and not rejected`),
    index("contributions_threads_popular_idx")
      .on(t.section, t.replyCount, t.publishedAt, t.id)
      .where(sql`parent_id is null and published_at is not null and not rejected`),
    // "Last answer": the last reply's time, or the thread's publication while it has none.
    index("contributions_threads_last_reply_idx")
      .on(t.section, sql`coalesce(${t.lastReplyAt}, ${t.publishedAt})`, t.id)
      .where(sql`parent_id is null and published_at is not null and not rejected`),
    // The gallery's section (class age) filter, newest first.
    index("contributions_threads_age_idx")
      .on(t.section, t.age, t.publishedAt, t.id)
      .where(sql`parent_id is null and published_at is not null and not rejected`),
    index("contributions_categories_idx").using("gin", t.categories),
    index("contributions_search_idx").using("gin", t.search),
    // The moderation desk's lists other than the queue: by section and moderation time; across sections,
    // the queue, the published ones and the rejected ones each in their order.
    index("contributions_desk_idx").on(t.section, t.rejected, t.publishedAt),
    index("contributions_desk_pending_idx").on(t.createdAt, t.id).where(sql`pending_review`),
    index("contributions_desk_published_idx").on(t.publishedAt, t.id).where(sql`published_at is not null and not rejected`),
    index("contributions_desk_rejected_idx").on(t.rejectedAt, t.id).where(sql`rejected`),
  ],
);

export const FILE_KINDS = ["image", "video"] as const;
export const FILE_STATES = ["processing", "ready", "failed"] as const;

/**
 * The files of a gallery result, in the author's order. An image is stored re-encoded with its thumbnail;
 * a video is stored as uploaded, then a job (server/jobs) makes its poster and, for an AVI, a playable MP4:
 * `state` says how far that went. Keys are the storage layer's (server/storage); removed with their result.
 */
export const contributionFiles = pgTable(
  "contribution_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contributionId: uuid("contribution_id")
      .notNull()
      .references(() => contributions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    state: text("state", { enum: FILE_STATES }).notNull().default("ready"),
    /** The file as shown: the re-encoded image, or the playable video (the upload itself until converted). */
    key: text("key").notNull(),
    /** The image's thumbnail or the video's poster frame; null until made. */
    thumbKey: text("thumb_key"),
    /** A video as uploaded, kept until its conversion is done. */
    sourceKey: text("source_key"),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contribution_files_contribution_idx").on(t.contributionId, t.position)],
);

/**
 * The forum editor's images (uploadForumImage), each tied to the person who uploaded it: the personal-data export
 * lists them, deleting the account removes them, and one that no post took up (`usedAt` still null) is swept a day
 * after its upload (services/contributions/editor-images.ts). `createdAt` is the product's clock at the upload.
 */
export const editorImages = pgTable(
  "editor_images",
  {
    /** The storage key (`forum/<32 hex>.webp`). */
    key: text("key").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When a post first showed it; null while none has. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("editor_images_user_idx").on(t.userId), index("editor_images_unused_idx").on(t.createdAt).where(sql`used_at is null`)],
);

/**
 * The community's version, one row: a trigger bumps it in the same transaction as any change that may
 * change a thread list's total (a thread posted, published, rejected or deleted, its filters edited), so
 * a total counted at a version is reused while the version stands (threads.ts; as decision 019 for the
 * activities). Reply counters are not among the columns: they do not change a list's total.
 */
export const contributionCatalogue = pgTable(
  "contribution_catalogue",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("contribution_catalogue_one_row", sql`${t.id} = 1`)],
);
