import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ACCOUNT_ROLES } from "../../../common/roles.ts";
import { provinces } from "./geography.ts";
import { organizations } from "./centres.ts";
import { programs } from "./programs.ts";

export const userType = pgEnum("user_type", ["NORMAL", "ONG", "AGENT"]);
export const gender = pgEnum("gender", ["female", "male", "other"]);
export const role = pgEnum("role", ACCOUNT_ROLES);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    /** argon2id hash; null for accounts that only sign in through a social provider. */
    passwordHash: text("password_hash"),
    name: text("name"),
    lastName: text("last_name"),
    birthday: date("birthday"),
    gender: gender("gender"),
    provinceId: integer("province_id").references(() => provinces.id),
    profilePhoto: text("profile_photo"),
    type: userType("type").notNull().default("NORMAL"),
    organizationCodeFilter: text("organization_code_filter"),
    ongProvinceId: integer("ong_province_id").references(() => provinces.id),
    /** ONG users (sections 1 and 3): the charity kind and the organisation's sector (common/entities.ts). */
    ongKind: text("ong_kind"),
    ongSector: text("ong_sector"),
    agentEntity: text("agent_entity"),
    /** AGENT users: a volunteer or a professional of their entity. */
    agentKind: text("agent_kind"),
    organizationId: integer("organization_id").references(() => organizations.id),
    notices: boolean("notices").notNull().default(false),
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    /** Team-package users may view the in-class pages as a chosen licence package's users (section 6). */
    teamPackage: boolean("team_package").notNull().default(false),
    language: text("language").notNull().default("es"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: role("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const userPrograms = pgTable(
  "user_programs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.programId] })],
);

/** Sessions: only a SHA-256 of the random token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Failed attempts counted by key (an email or an IP) for rate limiting; kept in the database so any process sees them. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);

export const emailTokenPurpose = pgEnum("email_token_purpose", ["restore-password", "unlink-account"]);

/**
 * Single-use links sent by email (password restore, unlink confirmation): only a SHA-256 of the
 * random token is stored; a token is spent by setting `used_at`.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: emailTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("email_tokens_hash_idx").on(t.tokenHash), index("email_tokens_user_idx").on(t.userId, t.purpose)],
);
