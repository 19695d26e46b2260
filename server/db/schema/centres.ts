import { boolean, doublePrecision, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
    /** The school year ("2025-26") since which the centre is a reference centre (sections 1 and 9); null: it is not. */
    referenceSince: text("reference_since"),
    /** Where the centre is (WGS 84), for the reference centres' map; null when unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("centers_town_idx").on(t.townId),
    index("centers_province_idx").on(t.provinceId),
    index("centers_reference_idx").on(t.referenceSince),
  ],
);
