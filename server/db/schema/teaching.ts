import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Block } from "../../../app/i18n/content/types.ts";

/**
 * The teachers' FAQs (section 2: the FAQ page exists in Spanish only, so one text per field): groups in their order,
 * each with its questions in order. `slug`s are the page's anchors (unique in the page). A draft item stays off the page.
 */
export const faqGroups = pgTable("faq_groups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const faqItems = pgTable(
  "faq_items",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => faqGroups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    question: text("question").notNull(),
    /** May hold the content texts' marks (`**bold**`, `[label](route:…)`), rendered by RichText. */
    answer: text("answer").notNull(),
    position: integer("position").notNull(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_items_group_idx").on(t.groupId, t.position)],
);

/** A section's body in one language: its blocks and its subsections (anchored by the Spanish structure's ids). */
export type DossierBody = { blocks: Block[]; subsections: { id: string; heading: string; blocks: Block[] }[] };

/**
 * A section of the teacher dossier (section 2: dossier with index), in both languages. The nested blocks are JSON
 * in the shape the page renders (app/i18n/content/types.ts); the editor changes their texts, not their structure.
 * An English text left empty falls back to the Spanish one.
 */
export const dossierSections = pgTable("dossier_sections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull(),
  headingEs: text("heading_es").notNull(),
  headingEn: text("heading_en").notNull(),
  bodyEs: jsonb("body_es").$type<DossierBody>().notNull(),
  bodyEn: jsonb("body_en").$type<DossierBody>().notNull(),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
