import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { provinces, towns } from "./geography.ts";

export const organizations = pgTable("organizations", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  /** Members of the sponsor organisation get the developer flag (section 6). */
  sponsor: boolean("sponsor").notNull().default(false),
});

export const centerStatus = pgEnum("center_status", ["REGISTERED", "NOT_REGISTERED", "INACTIVE"]);

/** Schools and entities that take part in the programme. */
export const centers = pgTable(
  "centers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    email: text("email"),
    provinceId: integer("province_id").references(() => provinces.id),
    townId: integer("town_id").references(() => towns.id),
    status: centerStatus("status").notNull().default("REGISTERED"),
    organizationId: integer("organization_id").references(() => organizations.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("centers_town_idx").on(t.townId), index("centers_province_idx").on(t.provinceId)],
);

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
