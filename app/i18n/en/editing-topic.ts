import type { topicEditing as es } from "../es/editing-topic.ts";
import type { Strings } from "../types.ts";

/** The in-depth topics' editor (issue 18): the foundation's staff write the "Profundiza" topics. */
export const topicEditing: Strings<typeof es> = {
  title: "In-depth topics",
  lead: "Write the topics in Spanish and English, choose their category and order, and keep them as drafts or publish them.",
  create: "New topic",
  editTitle: "Edit topic",
  newTitle: "New topic",
  back: "Back to the topics",
  created: "Topic created.",
  count_one: "{{count}} topic",
  count_other: "{{count}} topics",
  empty: "There are no topics yet.",
  columns: { title: "Title", category: "Category", position: "Order", state: "State", translation: "English" },
  translated: "Translated",
  untranslated: "Not translated",
  noCategory: "No category",
  categoryHint: "The published activities of this category are shown under the topic.",
  positionHint: "Topics are shown from the lowest number to the highest.",
  state: {
    legend: "Publication",
    draft: "Draft",
    published: "Published",
    draftHint: "Only the team sees it.",
    publishedHint: "Everyone sees it from now on.",
  },
  previewBanner: "Preview: this is how the public will see it.",
  previewState: {
    draft: "It is a draft: the public does not see it yet.",
    published: "It is published.",
  },
};
