import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REDIRECT_KINDS } from "../../../common/redirects.ts";

export const redirectKind = pgEnum("redirect_kind", REDIRECT_KINDS);

/**
 * QR codes printed on kits and posters (/qr/:id) and short links (/link/:link): each sends the
 * visitor to a page of the site and counts its uses.
 */
export const redirects = pgTable(
  "redirects",
  {
    kind: redirectKind("kind").notNull(),
    key: text("key").notNull(),
    /** A path on this site (/actividades/…) or an https address. */
    target: text("target").notNull(),
    uses: integer("uses").notNull().default(0),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Addresses content had before an editor changed its slug (issue 18, decision 041): the public page answers an old
 * address with a permanent redirect to the item's current one. `kind` is common/editing.ts's SLUGGED_KINDS.
 */
export const formerSlugs = pgTable(
  "former_slugs",
  {
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    /** The item's id in its own table (news.id, events.id…). */
    itemId: integer("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index("former_slugs_item_idx").on(t.kind, t.itemId)],
);
