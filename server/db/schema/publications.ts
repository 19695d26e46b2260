import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { EVENT_TYPES } from "../../../common/publications.ts";
import { category } from "./activities.ts";

export const eventType = pgEnum("event_type", EVENT_TYPES);

/** News items; unpublished ones are seen only by event managers. Bodies are paragraphs separated by blank lines. */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    bodyEs: text("body_es").notNull(),
    bodyEn: text("body_en").notNull(),
    image: text("image").notNull(),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_slug_idx").on(t.slug), index("news_published_idx").on(t.published, t.publishedAt)],
);

/** Events of the four types; dates are instants, shown and filtered in Spain's time zone. */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    type: eventType("type").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    bodyEs: text("body_es").notNull(),
    bodyEn: text("body_en").notNull(),
    image: text("image").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Where it happens (a town, a school, or "online"). */
    placeEs: text("place_es").notNull(),
    placeEn: text("place_en").notNull(),
    /** Sign-up or streaming address, if any. */
    url: text("url"),
    published: boolean("published").notNull().default(true),
    /** From when visitors see a published event (a later time schedules it); event managers and staff see it before. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("events_slug_idx").on(t.slug),
    index("events_published_starts_idx").on(t.published, t.startsAt),
    index("events_type_starts_idx").on(t.type, t.startsAt),
  ],
);

/** In-depth topics ("profundiza"): long reads on one subject, with related activities by category. */
export const topics = pgTable(
  "topics",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    category: category("category"),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    bodyEs: text("body_es").notNull(),
    bodyEn: text("body_en").notNull(),
    image: text("image").notNull(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
  },
  (t) => [uniqueIndex("topics_slug_idx").on(t.slug)],
);
