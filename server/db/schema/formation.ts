import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Block } from "../../../common/content-texts.ts";
import { DOWNLOAD_PAGES } from "../../../common/formation.ts";

export const downloadPage = pgEnum("download_page", DOWNLOAD_PAGES);

/** Formation material on one of the three downloads pages; the file lives under DATA_DIR/downloads/<fileName>. */
export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    page: downloadPage("page").notNull(),
    fileName: text("file_name").notNull().unique(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("downloads_page_idx").on(t.page, t.position)],
);

/** A formation session (date and place, or an online link), in its order. */
export type FormationSession = { startsAt: string; minutes: number; placeEs: string; placeEn: string; link?: string };
/** A piece of a formation's material: a titled text with an optional link. */
export type FormationMaterial = { title: string; text: string; link?: string };

/**
 * A formation for teachers (sections 1, 3 and 4), opened by its access code; an unpublished one is "not
 * available" to teachers and previewed by staff. Its downloads are files of the downloads pages.
 */
export const formations = pgTable("formations", {
  id: serial("id").primaryKey(),
  accessCode: text("access_code").notNull().unique(),
  published: boolean("published").notNull().default(false),
  titleEs: text("title_es").notNull(),
  titleEn: text("title_en").notNull(),
  introEs: text("intro_es").notNull(),
  introEn: text("intro_en").notNull(),
  materialEs: jsonb("material_es").$type<FormationMaterial[]>().notNull().default([]),
  materialEn: jsonb("material_en").$type<FormationMaterial[]>().notNull().default([]),
  sessions: jsonb("sessions").$type<FormationSession[]>().notNull().default([]),
  downloadIds: integer("download_ids").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
 * in the shape the page renders (common/content-texts.ts); the editor changes their texts, not their structure.
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
