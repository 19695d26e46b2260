import { ACTIVITY_EDITOR_SORTS } from "../../../../common/activity-editor.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as editor from "../../../services/activities/activity-editor.ts";
import { DomainError } from "../../../services/errors.ts";
import type { Paged } from "../../../services/publications/news.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { PublicationStateRef } from "../editing/editing.ts";
import { ActivityAccessRef, AgeSegmentRef, AudienceRef, CategoryRef, CompetenceAreaRef, DifficultyRef } from "./activities.ts";

/** The activities editor (issue 18, decision 041): the foundation's staff, scope developer. */

const EditableActivityRef = builder.objectRef<editor.EditableActivity>("EditableActivity").implement({
  description: "An activity of the public catalogue as its editor holds it: both languages and its state at the product's clock.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title (and so for every text and list)." }),
    summaryEs: t.exposeString("summaryEs"),
    summaryEn: t.exposeString("summaryEn"),
    descriptionEs: t.exposeString("descriptionEs", { description: "Paragraphs separated by blank lines." }),
    descriptionEn: t.exposeString("descriptionEn"),
    materialsEs: t.exposeStringList("materialsEs"),
    materialsEn: t.exposeStringList("materialsEn"),
    stepsEs: t.exposeStringList("stepsEs", { description: "In order; also the body of the downloadable guide." }),
    stepsEn: t.exposeStringList("stepsEn"),
    tipsEs: t.exposeString("tipsEs"),
    tipsEn: t.exposeString("tipsEn"),
    audience: t.expose("audience", { type: AudienceRef }),
    ageSegments: t.expose("ageSegments", { type: [AgeSegmentRef] }),
    difficulty: t.expose("difficulty", { type: DifficultyRef }),
    minutes: t.exposeInt("minutes"),
    category: t.expose("category", { type: CategoryRef }),
    competences: t.expose("competences", { type: [CompetenceAreaRef] }),
    withKit: t.exposeBoolean("withKit"),
    withMaterials: t.exposeBoolean("withMaterials"),
    withPc: t.exposeBoolean("withPc"),
    withTablet: t.exposeBoolean("withTablet"),
    access: t.expose("access", { type: ActivityAccessRef }),
    cover: t.exposeString("cover"),
    ratingCount: t.exposeInt("ratingCount"),
    ratingAverage: t.float({
      nullable: true,
      resolve: (item) => (item.ratingCount > 0 ? Math.round((item.ratingSum / item.ratingCount) * 10) / 10 : null),
    }),
    state: t.expose("state", { type: PublicationStateRef }),
    publishedAt: t.string({
      description: "ISO 8601: when it was or will be published (a draft's is only kept).",
      resolve: (item) => item.publishedAt.toISOString(),
    }),
    updatedAt: t.string({ resolve: (item) => item.updatedAt.toISOString() }),
  }),
});

const EditableActivityPageRef = builder.objectRef<Paged<editor.EditableActivity>>("EditableActivityPage").implement({
  fields: (t) => ({
    items: t.expose("items", { type: [EditableActivityRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

const ActivityEditorSortRef = builder.enumType("ActivityEditorSort", {
  description: "By the Spanish title, or by state (drafts, scheduled, published; then by title).",
  values: ACTIVITY_EDITOR_SORTS,
});

const ActivityInputRef = builder.inputType("ActivityInput", {
  fields: (t) => ({
    slug: t.string({ required: true, description: "Lower-case words joined by hyphens; a change keeps the old address as a redirect." }),
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    summaryEs: t.string({ required: true }),
    summaryEn: t.string({ required: true }),
    descriptionEs: t.string({ required: true }),
    descriptionEn: t.string({ required: true }),
    materialsEs: t.stringList({ required: true, description: `Blank entries dropped; at most ${editor.ACTIVITY_LIST_MAX}.` }),
    materialsEn: t.stringList({ required: true }),
    stepsEs: t.stringList({ required: true, description: "At least one." }),
    stepsEn: t.stringList({ required: true }),
    tipsEs: t.string({ required: true }),
    tipsEn: t.string({ required: true }),
    audience: t.field({ type: AudienceRef, required: true }),
    ageSegments: t.field({ type: [AgeSegmentRef], required: true, description: "At least one." }),
    difficulty: t.field({ type: DifficultyRef, required: true }),
    minutes: t.int({ required: true, description: "1 to 600." }),
    category: t.field({ type: CategoryRef, required: true }),
    competences: t.field({ type: [CompetenceAreaRef], required: true, description: "At least one." }),
    withKit: t.boolean({ required: true }),
    withMaterials: t.boolean({ required: true }),
    withPc: t.boolean({ required: true }),
    withTablet: t.boolean({ required: true }),
    access: t.field({ type: ActivityAccessRef, required: true }),
    state: t.field({ type: PublicationStateRef, required: true }),
    scheduledAt: t.string({ required: false, description: "ISO 8601 with its offset; required for `scheduled`, and later than now." }),
  }),
});

builder.queryFields((t) => ({
  activitiesForEditors: t.field({
    type: EditableActivityPageRef,
    description: "Every activity of the catalogue, whatever its state, 25 a page, by title (default) or state.",
    authScopes: { developer: true },
    args: { page: t.arg.int({ defaultValue: 1 }), sort: t.arg({ type: ActivityEditorSortRef, required: false }) },
    resolve: (_root, args, ctx) =>
      expected(() => editor.activitiesForEditors(ctx.db, ctx.now(), { page: args.page ?? 1, sort: args.sort })),
  }),
  editableActivity: t.field({
    type: EditableActivityRef,
    nullable: true,
    description: "An activity for its editor and preview, whatever its state; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableActivity(ctx.db, ctx.now(), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveActivity: t.field({
    type: EditableActivityRef,
    description:
      "Creates (no id) or updates an activity (audited). A new one needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: ActivityInputRef, required: true }),
      image: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const id = args.id == null ? null : Number(args.id);
      if (id !== null && !Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      return editor.saveActivity(ctx.db, ctx.storage, { id: me.id, email: me.email }, ctx.now(), {
        id,
        input: args.input,
        image: args.image,
      });
    },
  }),
}));
