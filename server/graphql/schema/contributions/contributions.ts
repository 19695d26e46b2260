import { CONTRIBUTION_SECTIONS, CONTRIBUTION_STATES, CONTRIBUTION_TYPES, PERSONAL_DATA_KINDS } from "../../../../common/contributions.ts";
import * as contributions from "../../../services/contributions/contributions.ts";
import type { ContributionView, Viewer } from "../../../services/contributions/contributions.ts";
import { type ContributionFileView, filesOf } from "../../../services/contributions/contribution-views.ts";
import { contributionPath } from "../../../services/contributions/moderation.ts";
import type { ThreadPage } from "../../../services/contributions/threads.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { perRequestLoader } from "../../per-request-loader.ts";
import { ActivityRef, AgeSegmentRef } from "../activities/activities.ts";

/** The contribution model of section 4 (activity comments now; forum, gallery and bulletin later). */

const ContributionType = builder.enumType("ContributionType", { values: CONTRIBUTION_TYPES });
const ContributionSection = builder.enumType("ContributionSection", { values: CONTRIBUTION_SECTIONS });
const ContributionState = builder.enumType("ContributionState", { values: CONTRIBUTION_STATES });
const PersonalDataKind = builder.enumType("PersonalDataKind", {
  description: "What the personal-data guard found in a post: a phone number, an email address, a street address, a pupil's full name.",
  values: PERSONAL_DATA_KINDS,
});

const ContributionFile = builder.objectRef<ContributionFileView>("ContributionFile").implement({
  description: "A file of a gallery result: an image (re-encoded, with a thumbnail) or a video (with a poster once processed).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "image or video" }),
    state: t.exposeString("state", { description: "processing (a video being converted), ready or failed" }),
    url: t.string({ description: "Public path, /uploads/…", resolve: (f) => `/uploads/${f.key}` }),
    thumbUrl: t.string({
      nullable: true,
      description: "The thumbnail or poster frame; null until made",
      resolve: (f) => (f.thumbKey ? `/uploads/${f.thumbKey}` : null),
    }),
    width: t.exposeInt("width", { nullable: true }),
    height: t.exposeInt("height", { nullable: true }),
  }),
});

/** The files of the contributions of one request in one statement. */
const filesOfContribution = perRequestLoader((ctx: GraphQLContext, ids: string[]) => filesOf(ctx.db, ids));

const ContributionAuthor = builder.objectRef<ContributionView["author"]>("ContributionAuthor").implement({
  description: "Who wrote it, as others may see them: first name and last-name initial (never the email).",
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true, description: '"Lucía G."; null when the account has no name' }),
    photo: t.exposeString("photo", { nullable: true, description: "Public path, /uploads/…" }),
  }),
});

const ContributionThread = builder.objectRef<NonNullable<ContributionView["thread"]>>("ContributionThread").implement({
  description: "What a contribution belongs to: the thread a reply answers, or the activity a comment is about.",
  fields: (t) => ({
    title: t.exposeString("title", { description: "The thread's title (or first words), or the activity's title." }),
    path: t.exposeString("path", { description: "Where it is read: a path of the product." }),
  }),
});

const ContributionActivity = builder.objectRef<NonNullable<ContributionView["activity"]>>("ContributionActivity").implement({
  description: "The activity a comment is about, in the request's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
  }),
});

export const Contribution = builder.objectRef<ContributionView>("Contribution");
Contribution.implement({
  description: "Something a user posted for others to read; pending until a moderator publishes or rejects it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.expose("type", { type: ContributionType }),
    section: t.expose("section", { type: ContributionSection }),
    parentId: t.exposeID("parentId", { nullable: true, description: "The contribution this one replies to." }),
    title: t.exposeString("title", { nullable: true }),
    content: t.exposeString("content"),
    language: t.exposeString("language", { description: "Language the author wrote in (es, en)." }),
    state: t.expose("state", { type: ContributionState }),
    createdAt: t.string({ description: "ISO 8601", resolve: (c) => c.createdAt.toISOString() }),
    publishedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (c) => c.publishedAt?.toISOString() ?? null }),
    author: t.field({ type: ContributionAuthor, resolve: (c) => c.author }),
    mine: t.exposeBoolean("mine", { description: "The viewer wrote it." }),
    canDelete: t.exposeBoolean("canDelete", { description: "The viewer wrote it and it is still pending." }),
    canModerate: t.exposeBoolean("canModerate", {
      description: "The viewer may publish or reject it now: a moderator, while it is pending (the screens draw their buttons by it).",
    }),
    activity: t.field({ type: ContributionActivity, nullable: true, resolve: (c) => c.activity }),
    categories: t.exposeStringList("categories", { description: "Activity categories (forum themes, gallery results)." }),
    age: t.field({ type: AgeSegmentRef, nullable: true, description: "A gallery result's class age.", resolve: (c) => c.age }),
    videoUrl: t.exposeString("videoUrl", { nullable: true, description: "A gallery result's YouTube or Vimeo address." }),
    replyCount: t.exposeInt("replyCount", { description: "Published replies." }),
    lastReplyAt: t.string({ nullable: true, description: "ISO 8601", resolve: (c) => c.lastReplyAt?.toISOString() ?? null }),
    rejectReason: t.exposeString("rejectReason", { nullable: true, description: "The moderator's reason; for its author and moderators." }),
    path: t.string({
      description: "Where it is read: its thread's page at its anchor (an activity comment: the activity's comments).",
      resolve: (c) => contributionPath({ id: c.id, section: c.section, parentId: c.parentId, activitySlug: c.activity?.slug ?? null }),
    }),
    thread: t.field({
      type: ContributionThread,
      nullable: true,
      description:
        "The thread a reply belongs to, or the activity a comment is about; null for a thread. Forum, gallery " +
        "and bulletin replies name theirs in moderationDesk and myContributions (null elsewhere).",
      resolve: (c) => {
        if (c.thread !== undefined) return c.thread;
        return c.activity
          ? {
              title: c.activity.title,
              path: `${contributionPath({ id: c.id, section: c.section, parentId: null, activitySlug: c.activity.slug })}`,
            }
          : null;
      },
    }),
    heldFor: t.field({
      type: [PersonalDataKind],
      description: "For moderators: personal data the guard found.",
      resolve: (c) => c.heldFor,
    }),
    files: t.field({
      type: [ContributionFile],
      description: "A gallery result's files in order (loaded for the whole request in one statement).",
      resolve: async (c, _args, ctx) => (c.section === "gallery" ? ((await filesOfContribution.load(ctx, c.id)) ?? []) : []),
    }),
    replies: t.field({
      type: [Contribution],
      description:
        "Published replies plus the viewer's own pending ones (moderators: all pending), oldest first. " +
        "Loaded with activityComments in the same statement; empty in the queue and in myContributions.",
      resolve: (c) => c.replies,
    }),
  }),
});

/** A page of a community section's threads (forum themes, gallery results, bulletin posts): server/services/contributions/threads.ts. */
export const ContributionPageRef = builder.objectRef<ThreadPage>("ContributionPage").implement({
  description: "A page of threads with the total and page count of the whole filtered list.",
  fields: (t) => ({
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
    items: t.field({ type: [Contribution], resolve: (p) => p.items }),
  }),
});

export async function viewer(ctx: GraphQLContext): Promise<Viewer> {
  const me = await ctx.me();
  return me ? { id: me.id, moderator: me.moderator } : null;
}

builder.queryFields((t) => ({
  activityComments: t.field({
    type: [Contribution],
    description:
      "An activity's comments: published ones, the viewer's own pending ones (marked by state) and, for " +
      "moderators, everyone's pending ones. Newest first, replies nested. Empty for an unknown activity.",
    args: { activityId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => contributions.activityComments(ctx.db, await viewer(ctx), ctx.lang, String(args.activityId)),
  }),
  contribution: t.field({
    type: Contribution,
    nullable: true,
    description: "One contribution, if the viewer may see it (their own in any state, published ones, pending ones for moderators).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => contributions.findContribution(ctx.db, await viewer(ctx), ctx.lang, String(args.id)),
  }),
  moderationQueue: t.field({
    type: [Contribution],
    description: `Pending contributions of a section, oldest first (at most ${contributions.MODERATION_QUEUE_LIMIT}).`,
    authScopes: { moderator: true },
    args: { section: t.arg({ type: ContributionSection, required: false, defaultValue: "activities" }) },
    resolve: async (_root, args, ctx) => contributions.moderationQueue(ctx.db, await viewer(ctx), ctx.lang, args.section ?? "activities"),
  }),
  myContributions: t.field({
    type: [Contribution],
    description: "Everything the viewer has posted, in any state, newest first, each with its thread.",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => contributions.myContributions(ctx.db, await viewer(ctx), ctx.lang),
  }),
}));

// An activity's comments beside the activity itself, so its page asks for both in one document; a list of
// activities asking for theirs loads them in one statement.
const commentsOfActivity = perRequestLoader(async (ctx: GraphQLContext, activityIds: string[]) =>
  contributions.commentsOfActivities(ctx.db, await viewer(ctx), ctx.lang, activityIds),
);

builder.objectField(ActivityRef, "comments", (t) =>
  t.field({
    type: [Contribution],
    nullable: true,
    description:
      "The same as activityComments(activityId: id): published ones, the viewer's own pending ones and, " +
      "for moderators, everyone's pending ones. Newest first, replies nested. Null (with an error) when they " +
      "could not be loaded, so the activity still shows.",
    resolve: async (activity, _args, ctx) => (await commentsOfActivity.load(ctx, String(activity.id))) ?? [],
  }),
);

/** Every mutation that creates a post takes the form's key (common/idempotency.ts). */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  "The form's idempotency key (16 to 128 of A-Z a-z 0-9 . _ : -; a UUID fits): the same key " +
  "sent again by the same author stores nothing new and answers the post it stored first (VALIDATION on idempotencyKey " +
  "for another shape, or for a key already used for another kind of post, another thread or another text).";

builder.mutationFields((t) => ({
  postActivityComment: t.field({
    type: Contribution,
    description:
      "Posts a comment (or, with parentId, a reply to a published one) on a published activity; it stays " +
      "pending until a moderator publishes it.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: {
      activityId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      parentId: t.arg.id({ required: false }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) =>
      contributions.postActivityComment(ctx.db, await viewer(ctx), ctx.lang, {
        activityId: String(args.activityId),
        content: args.content,
        parentId: args.parentId ? String(args.parentId) : null,
        idempotencyKey: args.idempotencyKey,
      }),
  }),
  deleteContribution: t.boolean({
    description:
      "The author deletes their contribution while it is pending (CONTRIBUTION_MODERATED once moderated, " +
      "CONTRIBUTION_DELETED when already gone).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await contributions.remove(ctx.db, await viewer(ctx), String(args.id));
      return true;
    },
  }),
  publishContribution: t.field({
    type: Contribution,
    description: "A moderator publishes a pending contribution.",
    authScopes: { moderator: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => contributions.moderate(ctx.db, await viewer(ctx), ctx.lang, String(args.id), "publish"),
  }),
  rejectContribution: t.field({
    type: Contribution,
    description:
      "A moderator rejects a pending contribution with a reason, told to its author (VALIDATION on reason when " +
      "empty or too long); its replies and files are deleted with it.",
    authScopes: { moderator: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) =>
      contributions.moderate(ctx.db, await viewer(ctx), ctx.lang, String(args.id), "reject", args.reason ?? ""),
  }),
}));
