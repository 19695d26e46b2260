import { asc } from "drizzle-orm";
import { TOPIC_KIND } from "../../../common/editing-kinds.ts";
import { topics } from "../../db/schema/index.ts";
import { defineKind } from "../editing/kind.ts";

/**
 * The in-depth topics' editor (issue 18, decision 041; a kind of the editor kit, decision 053): the foundation's staff
 * write the "Profundiza" topics in both languages, keep them as drafts or publish them (no publication time, so no
 * scheduling), order them and change their address; each change is audited in its own transaction.
 */

export type EditableTopic = typeof topics.$inferSelect;

export const topicKind = defineKind<EditableTopic>({
  content: TOPIC_KIND,
  table: topics,
  area: "topics",
  audit: { entity: "topic", create: "topicCreate", update: "topicUpdate" },
  order: () => [asc(topics.position), asc(topics.id)],
});
