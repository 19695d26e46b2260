import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { itineraryActivities } from "./in-class.ts";

/**
 * A compiled program for the classroom's board (issue 17, decision 038): the Intel HEX that an itinerary activity
 * asks teachers to load, built from firmware/<file> by `npm run firmware:build`. Its activity's itinerary decides who
 * may read it (server/policies/in-class.ts). `programBytes` is the image's size in flash, shown before an upload.
 */
export const boardPrograms = pgTable("board_programs", {
  id: serial("id").primaryKey(),
  itineraryActivityId: integer("itinerary_activity_id")
    .notNull()
    .unique()
    .references(() => itineraryActivities.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull().unique(),
  hex: text("hex").notNull(),
  programBytes: integer("program_bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
