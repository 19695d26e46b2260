import { topicKind } from "../../../services/publications/topics-editor.ts";
import { relatedActivities } from "../../../services/publications/topics.ts";
import { builder } from "../../builder.ts";
import { editorApi } from "../editing/kind.ts";

/** The in-depth topics' editor (issue 18, decision 041; editor kit, decision 053): the foundation's staff, scope developer. */

const EditorTopicActivityRef = builder.objectRef<Awaited<ReturnType<typeof relatedActivities>>[number]>("EditorTopicActivity").implement({
  description: "A published activity of the topic's category, as the topic's page will link to it.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    cover: t.exposeString("cover"),
  }),
});

editorApi(topicKind, {
  object: "EditableTopic",
  description: "An in-depth topic as its editor holds it: both languages, drafts included.",
  input: "TopicInput",
  scope: { developer: true },
  fields: (t, generated) => ({
    ...generated,
    activities: t.field({
      type: [EditorTopicActivityRef],
      description: "The published activities of its category the public page shows, in the request's language (the preview).",
      resolve: (topic: any, _args: unknown, ctx: any) => relatedActivities(ctx.db, ctx.lang, topic.category, ctx.now()),
    }),
  }),
  list: { name: "topicsForEditors", description: "Every topic, drafts included, in their public order." },
  get: { name: "editableTopic", description: "A topic for its editor and preview; null when unknown." },
  save: {
    name: "saveTopic",
    description:
      "Creates (no id) or updates a topic (audited). A new topic needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});
