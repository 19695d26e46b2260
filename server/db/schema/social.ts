import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const socialProvider = pgEnum("social_provider", ["google", "microsoft"]);
export const oauthPurpose = pgEnum("oauth_purpose", ["login", "link"]);

/** Social accounts linked to a user, matched by the provider's subject (never by email). */
export const linkedAccounts = pgTable(
  "linked_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: socialProvider("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("linked_accounts_provider_subject_idx").on(t.provider, t.subject),
    uniqueIndex("linked_accounts_user_provider_idx").on(t.userId, t.provider),
  ],
);

/** An OpenID Connect sign-in or link in progress: state, nonce and PKCE verifier, checked on return. */
export const oauthFlows = pgTable(
  "oauth_flows",
  {
    state: text("state").primaryKey(),
    provider: socialProvider("provider").notNull(),
    purpose: oauthPurpose("purpose").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    returnTo: text("return_to"),
    language: text("language").notNull().default("es"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_flows_expires_idx").on(t.expiresAt)],
);
