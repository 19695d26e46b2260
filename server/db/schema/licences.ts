import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LICENCE_STATES } from "../../../common/licences.ts";
import { provinces, towns } from "./geography.ts";
import { centers, organizations } from "./centres.ts";
import { programs } from "./programs.ts";
import { users } from "./accounts.ts";

export const licenceState = pgEnum("licence_state", LICENCE_STATES);

/** A licence package: the programmes a licence code gives (section 6: team-package users may view as one). */
export const licencePackages = pgTable("licence_packages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
});

export const licencePackagePrograms = pgTable(
  "licence_package_programs",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => licencePackages.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.programId] })],
);

/** A batch of codes a licence generator made for an organisation and a package (who and when: the audit trail). */
export const licenceBatches = pgTable(
  "licence_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    packageId: integer("package_id")
      .notNull()
      .references(() => licencePackages.id),
    quantity: integer("quantity").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("licence_batches_created_idx").on(t.createdAt)],
);

/** Single-use codes (8-4-4-4-12, upper-case). Assigning locks the row, so one code has one holder. */
export const licenceCodes = pgTable(
  "licence_codes",
  {
    code: text("code").primaryKey(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => licenceBatches.id, { onDelete: "cascade" }),
    state: licenceState("state").notNull().default("free"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("licence_codes_batch_state_idx").on(t.batchId, t.state), index("licence_codes_assigned_to_idx").on(t.assignedTo)],
);

/** A request for more teacher licences from a licensed teacher's centre (section 3), visible to staff. */
export const licenceRequests = pgTable(
  "licence_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    centerId: integer("center_id").references(() => centers.id),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    /** [{ name, courses, subjects, trained }] in the order given. */
    teachers: jsonb("teachers").$type<{ name: string; courses: string; subjects: string; trained: boolean }[]>().notNull(),
    managerInformed: boolean("manager_informed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("licence_requests_created_idx").on(t.createdAt)],
);

/**
 * A teacher's professional licence: the code, and the province, town, centre, organisation and entity
 * chosen in the assignment wizard. `me.licenseData` and `me.center` come from the latest one; every
 * assignment's package adds its programmes to user_programs.
 */
export const licenceAssignments = pgTable(
  "licence_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code")
      .unique()
      .references(() => licenceCodes.code),
    centerId: integer("center_id").references(() => centers.id),
    organizationId: integer("organization_id").references(() => organizations.id),
    provinceId: integer("province_id").references(() => provinces.id),
    townId: integer("town_id").references(() => towns.id),
    entity: text("entity"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("licence_assignments_user_idx").on(t.userId, t.assignedAt)],
);

/** The package a team-package user currently views the in-class pages as (section 6); none means every programme. */
export const teamPackageViews = pgTable("team_package_views", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  packageId: integer("package_id")
    .notNull()
    .references(() => licencePackages.id, { onDelete: "cascade" }),
});
