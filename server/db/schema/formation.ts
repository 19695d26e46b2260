import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
