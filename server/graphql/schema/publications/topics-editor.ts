import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/publications/topics-editor.ts";
import { relatedActivities } from "../../../services/publications/topics.ts";
import { builder } from "../../builder.ts";

/** The in-depth topics' editor (issue 18, decision 041): the foundation's staff, scope developer. */

const EditorTopicActivityRef = builder.objectRef<Awaited<ReturnType<typeof relatedActivities>>[number]>("EditorTopicActivity").implement({
  description: "A published activity of the topic's category, as the topic's page will link to it.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    cover: t.exposeString("cover"),
  }),
});

const EditableTopicRef = builder.objectRef<editor.EditableTopic>("EditableTopic").implement({
  description: "An in-depth topic as its editor holds it: both languages, drafts included.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    category: t.string({
      nullable: true,
      description: "Activity category (as in common/activities.ts CATEGORIES), or none.",
      resolve: (topic) => topic.category,
    }),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    summaryEs: t.exposeString("summaryEs"),
    summaryEn: t.exposeString("summaryEn"),
    bodyEs: t.exposeString("bodyEs", { description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.' }),
    bodyEn: t.exposeString("bodyEn"),
    image: t.exposeString("image"),
    position: t.exposeInt("position"),
    published: t.exposeBoolean("published", { description: "false: a draft, seen only by staff." }),
    activities: t.field({
      type: [EditorTopicActivityRef],
      description: "The published activities of its category the public page shows, in the request's language (the preview).",
      resolve: (topic, _args, ctx) => relatedActivities(ctx.db, ctx.lang, topic.category, ctx.now()),
    }),
  }),
});

const TopicInputRef = builder.inputType("TopicInput", {
  fields: (t) => ({
    slug: t.string({ required: true, description: "Lower-case words joined by hyphens; a change keeps the old address as a redirect." }),
    category: t.string({
      required: false,
      description: "An activity category (as in common/activities.ts CATEGORIES); null or absent for none.",
    }),
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    summaryEs: t.string({ required: true }),
    summaryEn: t.string({ required: true }),
    bodyEs: t.string({ required: true }),
    bodyEn: t.string({ required: true }),
    position: t.int({ required: true, description: "Order among the topics, lowest first; a whole number from 0." }),
    published: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  topicsForEditors: t.field({
    type: [EditableTopicRef],
    description: "Every topic, drafts included, in their public order.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.topicsForEditors(ctx.db),
  }),
  editableTopic: t.field({
    type: EditableTopicRef,
    nullable: true,
    description: "A topic for its editor and preview; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableTopic(ctx.db, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveTopic: t.field({
    type: EditableTopicRef,
    description:
      "Creates (no id) or updates a topic (audited). A new topic needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: TopicInputRef, required: true }),
      image: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const id = args.id == null ? null : Number(args.id);
      if (id !== null && !Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      return editor.saveTopic(ctx.db, ctx.storage, { id: me.id, email: me.email }, { id, input: args.input, image: args.image });
    },
  }),
}));
