import { index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
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
