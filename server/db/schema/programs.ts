import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/**
 * Programmes (licence packages give access to one or more of them). Those with a slug and
 * `public` have a public page at /programa/:slug with their texts in both languages.
 */
export const programs = pgTable("programs", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  slug: text("slug").unique(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  links: text("links").array().notNull().default([]),
  summaryEs: text("summary_es").notNull().default(""),
  summaryEn: text("summary_en").notNull().default(""),
  /** Paragraphs separated by blank lines; a line starting with "## " is a section heading. */
  bodyEs: text("body_es").notNull().default(""),
  bodyEn: text("body_en").notNull().default(""),
  image: text("image"),
  public: boolean("public").notNull().default(false),
  position: integer("position").notNull().default(0),
});
