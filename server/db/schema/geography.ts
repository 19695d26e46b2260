import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Spain's autonomous communities (and the autonomous cities of Ceuta and Melilla). */
export const autonomousCommunities = pgTable("autonomous_communities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

/** Provinces keyed by their INE code (01 Álava … 52 Melilla). */
export const provinces = pgTable(
  "provinces",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    communityId: integer("community_id")
      .notNull()
      .references(() => autonomousCommunities.id),
  },
  (t) => [index("provinces_community_idx").on(t.communityId)],
);

export const towns = pgTable(
  "towns",
  {
    id: serial("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("towns_province_name_idx").on(t.provinceId, t.name)],
);
