import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CONTENT_ORIGINS } from "../../../common/in-class.ts";
import { ageSegment } from "./activities.ts";
import { programs } from "./programs.ts";

export const contentOrigin = pgEnum("content_origin", CONTENT_ORIGINS);

/**
 * An itinerary: a sequence of activities of one programme for one age segment (section 3).
 * `slug` is the urlId in addresses; `current` marks this school year's itineraries
 * (onlyActualItineraries) and `firstYear` those meant for a centre's first year in the programme.
 */
export const itineraries = pgTable(
  "itineraries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    age: ageSegment("age").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    image: text("image").notNull(),
    online: boolean("online").notNull().default(false),
    devices: text("devices").array().notNull().default([]),
    origin: contentOrigin("origin").notNull().default("own"),
    current: boolean("current").notNull().default(true),
    firstYear: boolean("first_year").notNull().default(false),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("itineraries_age_idx").on(t.age, t.position), index("itineraries_program_idx").on(t.programId)],
);

/** What an itinerary activity's page shows, in one language. Material texts appear only for the options it offers. */
export type ItineraryActivityContent = {
  summary: string;
  objectives: string[];
  steps: string[];
  kit?: string;
  materials?: string[];
  options?: string;
  pc?: string;
  pcOptions?: string;
  tablet?: string;
};

/** An activity of an itinerary, in its order (section 3: Activity in an itinerary). `slug` is unique within the itinerary. */
export const itineraryActivities = pgTable(
  "itinerary_activities",
  {
    id: serial("id").primaryKey(),
    itineraryId: integer("itinerary_id")
      .notNull()
      .references(() => itineraries.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    image: text("image").notNull(),
    projectLogo: text("project_logo"),
    minutes: integer("minutes").notNull(),
    withKit: boolean("with_kit").notNull().default(false),
    withMaterials: boolean("with_materials").notNull().default(false),
    withOptions: boolean("with_options").notNull().default(false),
    withPc: boolean("with_pc").notNull().default(false),
    withPcOptions: boolean("with_pc_options").notNull().default(false),
    withTablet: boolean("with_tablet").notNull().default(false),
    contentEs: jsonb("content_es").$type<ItineraryActivityContent>().notNull(),
    contentEn: jsonb("content_en").$type<ItineraryActivityContent>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("itinerary_activities_slug_idx").on(t.itineraryId, t.slug),
    index("itinerary_activities_position_idx").on(t.itineraryId, t.position),
  ],
);
