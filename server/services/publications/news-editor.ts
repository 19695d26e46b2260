import { desc } from "drizzle-orm";
import type { z } from "zod";
import type { PublicationState } from "../../../common/editing.ts";
import { NEWS_KIND } from "../../../common/editing-kinds.ts";
import { news } from "../../db/schema/index.ts";
import { defineKind } from "../editing/kind.ts";

/**
 * The news editor (issue 18, decision 041; a kind of the editor kit, decision 053): event managers (and admins) write
 * news in both languages, keep them as drafts, publish or schedule them, and change their address; each change is
 * audited in its own transaction.
 */

/** A news item as its editor holds it: both languages, its state at the clock's `now`. */
export type EditableNews = typeof news.$inferSelect & { state: PublicationState };

export const newsKind = defineKind<EditableNews>({
  content: NEWS_KIND,
  table: news,
  area: "news",
  audit: { entity: "news", create: "newsCreate", update: "newsUpdate" },
  order: () => [desc(news.publishedAt), desc(news.id)],
  pageSize: 25,
  onInsert: (_tx, now) => ({ createdAt: now }),
});
export type NewsInput = z.input<typeof newsKind.Input>;
